// Hydrates the server-rendered islands of a page: each `<div data-island="Name" data-props='…'
// data-hydrate="load|idle|visible|cart|interaction">` holds the server's rendering of that
// component with those props. Each island's code is its own chunk, fetched when the island is due:
// at once, when the browser is idle, when it comes near the viewport, (the pill cart) once a cart
// exists: at idle when the readable cart flag cookie is set, else when the first line is added, or
// (form blocks) on the visitor's first pointer, touch or focus inside it.
// A visitor's first tap is never lost: a click on a button, or a submit, inside an island not yet
// hydrated is held, the island hydrates at once, and the click or submit is replayed on it; what
// they typed or chose meanwhile is handed to the island's state (see `adopt`).
import { createElement, useEffect, type ReactNode } from "react";
// Every island needs the JSX runtime: in the entry it costs no chunk of its own.
import "react/jsx-runtime";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_LOADERS } from "./island-loaders";
import { CART_ADDED_EVENT } from "./islands/cart-added-event";
import { cartExpected } from "./islands/cart-store";
import { takeEarlyTaps } from "./early-taps";
import { preloadParts } from "./islands/part-preload";

/** Renders the island and says when React has adopted its server markup. */
function Ready({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(done, []);
  return children;
}

const started = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates an island once, however many reasons ask; resolves when it is live. */
function hydrate(el: HTMLElement): Promise<void> {
  let p = started.get(el);
  if (!p) started.set(el, (p = wake(el)));
  return p;
}

async function wake(el: HTMLElement): Promise<void> {
  const load = ISLAND_LOADERS[el.dataset.island ?? ""];
  if (!load) return;
  const component = await load();
  // The island's module has run: its parts' loaders are known.
  await preloadParts(el.dataset.parts?.split(" ") ?? []);
  const props = JSON.parse(el.dataset.props ?? "{}") as Record<string, unknown>;
  await new Promise<void>((done) =>
    hydrateRoot(el, createElement(Ready, { done }, createElement(component, props))),
  );
  adopt(el);
  el.dataset.hydrated = "true";
}

/**
 * Hands what the visitor typed, ticked or chose before hydration to the island: React keeps such
 * values on screen but its state still holds the server's (and its next render would put those
 * back). So each changed control is noted, then changed again the way React hears it, one at a
 * time, each change rendered before the next.
 */
function adopt(el: HTMLElement) {
  const changed: [HTMLInputElement, string | boolean][] = [];
  for (const c of el.querySelectorAll<HTMLInputElement>("input,textarea,select")) {
    const box = c.type === "checkbox" || c.type === "radio";
    if (
      box
        ? c.checked !== c.defaultChecked && (c.checked || c.type === "checkbox")
        : c instanceof HTMLSelectElement
          ? [...c.options].some((o) => o.selected !== o.defaultSelected)
          : c.type !== "file" && c.value !== c.defaultValue
    )
      changed.push([c, box ? c.checked : c.value]);
  }
  for (const [c, v] of changed)
    flushSync(() => {
      if (typeof v === "boolean") {
        c.checked = !v;
        c.click();
      } else if (c instanceof HTMLSelectElement) {
        c.value = v;
        c.dispatchEvent(new Event("change", { bubbles: true }));
      } else {
        c.value = c.defaultValue; // through React's value tracker, which then sees the change
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c), "value")!.set!.call(c, v);
        c.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
}

/** The island a control stands in while that island is not yet live. */
const pendingIsland = (control: Element) =>
  control.closest?.<HTMLElement>("[data-island]:not([data-hydrated])") ?? null;

/** Hydrates the control's island at once and clicks or submits it again once it is live. */
function replay(island: HTMLElement, control: HTMLElement) {
  void hydrate(island).then(() =>
    control instanceof HTMLFormElement ? control.requestSubmit() : control.click(),
  );
}

/** Holds a click on a button or a submit inside an island not yet live, and replays it once it is. */
function hold(event: Event) {
  const target = event.target as HTMLElement;
  const island = pendingIsland(target);
  if (!island) return;
  const control = event.type === "submit" ? target : target.closest<HTMLElement>("button,input[type=submit]");
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  replay(island, control);
}
addEventListener("click", hold, true);
addEventListener("submit", hold, true);
// What was tapped before this entry loaded, held by the page's inline script (early-taps.ts).
for (const control of takeEarlyTaps()) {
  const island = pendingIsland(control);
  if (island) replay(island, control);
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
    if (cartExpected(document.cookie)) {
      idle(() => void hydrate(el));
    } else addEventListener(CART_ADDED_EVENT, () => void hydrate(el), { once: true });
  } else if (when === "interaction") {
    const start = () => {
      for (const type of INTERACTIONS) el.removeEventListener(type, start);
      void hydrate(el);
    };
    // The entry comes after the page's load event: a visitor may already be in the island (a
    // field focused, typing; the pointer on it), whose first interaction this would never hear.
    if (el.contains(document.activeElement) || el.matches(":hover")) void hydrate(el);
    else for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
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
