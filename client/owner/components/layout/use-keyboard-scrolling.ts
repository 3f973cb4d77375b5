// A table wider than a phone's screen scrolls inside its own box (panel.css). A keyboard user must
// be able to scroll it too, so a box that scrolls and holds nothing focusable becomes a tab stop
// (axe's scrollable-region-focusable); one that fits is not, so wide screens gain no extra stops.
import { useEffect, type RefObject } from "react";

const SCROLLERS = "table, .data-table";
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([data-scroll-stop])";

function mark(box: Element) {
  const scrolls = box.scrollWidth > box.clientWidth + 1;
  const needsStop = scrolls && !box.querySelector(FOCUSABLE);
  if (needsStop && !box.hasAttribute("data-scroll-stop")) {
    box.setAttribute("tabindex", "0");
    box.setAttribute("data-scroll-stop", "");
  } else if (!needsStop && box.hasAttribute("data-scroll-stop")) {
    box.removeAttribute("tabindex");
    box.removeAttribute("data-scroll-stop");
  }
}

/** Keeps every scrolling table under `root` reachable by the keyboard, as screens and widths change. */
export function useKeyboardScrolling(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const main = root.current;
    if (!main) return undefined;
    const sizes = new ResizeObserver((entries) => entries.forEach((e) => mark(e.target)));
    const watched = new WeakSet<Element>();
    const watchAll = () => {
      for (const box of main.querySelectorAll(SCROLLERS)) {
        if (watched.has(box)) mark(box);
        else {
          watched.add(box);
          sizes.observe(box);
        }
      }
    };
    const changes = new MutationObserver(watchAll);
    changes.observe(main, { childList: true, subtree: true });
    watchAll();
    return () => {
      changes.disconnect();
      sizes.disconnect();
    };
  }, [root]);
}
