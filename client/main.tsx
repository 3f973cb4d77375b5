// Hydrates the server-rendered islands of a page: each `<div data-island="Name" data-props='…'
// data-hydrate="load|idle|visible|cart|interaction">` holds the server's rendering of that
// component with those props. Each island's code is its own chunk, fetched when the island is due:
// at once, when the browser is idle, when it comes near the viewport, (the pill cart) once a cart
// exists: at idle when the readable cart flag cookie is set, else when the first line is added, or
// (form blocks) on the visitor's first pointer, touch or focus inside it.
import { createElement } from "react";
// Every island needs the JSX runtime: in the entry it costs no chunk of its own.
import "react/jsx-runtime";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_LOADERS } from "./island-loaders";
import { CART_ADDED_EVENT } from "./islands/cart-added-event";

async function hydrate(el: HTMLElement): Promise<void> {
  const load = ISLAND_LOADERS[el.dataset.island ?? ""];
  if (!load) return;
  const component = await load();
  const props = JSON.parse(el.dataset.props ?? "{}") as Record<string, unknown>;
  hydrateRoot(el, createElement(component, props));
  el.dataset.hydrated = "true";
}

const idle = (fn: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);

const visible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      void hydrate(entry.target as HTMLElement);
    }
  },
  { rootMargin: "200px" },
);

/** What counts as the visitor's first interaction with an island hydrated on interaction. */
const INTERACTIONS = ["pointerover", "touchstart", "focusin"] as const;

const now: Promise<void>[] = [];
for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const when = el.dataset.hydrate;
  if (when === "visible") visible.observe(el);
  else if (when === "cart") {
    // A cart cookie's readable flag or a signed-in member (SiteUserInfo, URI-encoded JSON).
    if (/(^|;\s*)(hasCart=1|SiteUserInfo=[^;]*%22authenticated%22%3Atrue)/.test(document.cookie)) {
      idle(() => void hydrate(el));
    } else addEventListener(CART_ADDED_EVENT, () => void hydrate(el), { once: true });
  } else if (when === "interaction") {
    const start = () => {
      for (const type of INTERACTIONS) el.removeEventListener(type, start);
      void hydrate(el);
    };
    for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
  } else if (when === "idle") idle(() => void hydrate(el));
  else now.push(hydrate(el));
}
// The gallery works without script (scroll-snap, thumbnail links, arrow keys on the focused
// track); its enhancement (sideways thumbnail scrolling, current thumbnail) loads on first touch.
for (const gallery of document.querySelectorAll<HTMLElement>(".product-gallery")) {
  const enhance = () => void import("./gallery").then((m) => m.enhanceGalleries());
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    gallery.addEventListener(type, enhance, { once: true, passive: true });
  }
}

void Promise.all(now).then(() => (document.documentElement.dataset.hydrated = "true"));
