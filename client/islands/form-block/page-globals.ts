// The few page globals the blocks and the captcha loader touch, typed here: island code is also
// compiled for the worker (server rendering), whose types have no DOM.
interface PageScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

interface PageDocument {
  title: string;
  referrer: string;
  head: { append(node: unknown): void };
  createElement(tag: "script"): PageScript;
  createRange(): { createContextualFragment(html: string): unknown };
}

interface PageLocation {
  href: string;
  pathname: string;
  search: string;
  assign(url: string): void;
}

export const pageDocument = () => (globalThis as unknown as { document: PageDocument }).document;
export const pageLocation = () => (globalThis as unknown as { location: PageLocation }).location;

/** Whether the focused element is inside `el` (a focus that came before hydration). */
export function hasFocusWithin(el: unknown): boolean {
  const active = (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;
  return (el as { contains(node: unknown): boolean } | null)?.contains(active) ?? false;
}

/** Replaces an element's children with a parsed fragment (its scripts run once inserted). */
export function replaceWithFragment(el: unknown, html: string): void {
  const fragment = pageDocument().createRange().createContextualFragment(html);
  (el as { replaceChildren(node: unknown): void }).replaceChildren(fragment);
}
