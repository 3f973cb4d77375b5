// Parts of islands that most visits never show (the restock form, the dialogs, the quick view, the
// shipping location form) load in the browser on first need, each in a chunk of its own. The server
// renders islands with renderToString, which cannot wait for a chunk: a part in the server's first
// render (the restock form of a sold-out product) went out as a "client render" marker, which the
// browser reported as React error #419 before rendering the part again. So the worker hands over
// the parts it imports with itself (renderPartsOnServer), and there a part resolves in the same
// render: the server's HTML is complete.
// The server also names the parts an island's HTML holds (`data-parts`), and the browser loads
// them before it hydrates the island (part-preload.ts): a part still loading would hydrate later than
// its island, and a tap on it in that gap (the restock form's Notify Me) would be lost.
import { createElement, lazy, type ComponentType } from "react";
import { preloadedPart, registerPart } from "./part-preload";
import type { PARTS } from "./parts";

type Parts = typeof PARTS;
type PartName = keyof Parts;
type Module<N extends PartName> = { default: Parts[N] };

let serverParts: Parts | undefined;
/** The parts an island's server render used, while the worker renders one. */
let rendered: Set<PartName> | undefined;

/** The worker's parts, imported with it (worker/pages/islands.ts); never called in the browser. */
export function renderPartsOnServer(parts: Parts): void {
  serverParts = parts;
}

/** Runs an island's server render and returns its HTML with the names of the parts it holds. */
export function withRenderedParts(render: () => string): { html: string; parts: PartName[] } {
  rendered = new Set();
  try {
    const html = render();
    return { html, parts: [...rendered] };
  } finally {
    rendered = undefined;
  }
}

/** A thenable that answers at once: React.lazy takes it as resolved within the same render. */
const resolvedNow = <N extends PartName>(part: Parts[N]) =>
  ({ then: (resolve: (module: Module<N>) => void) => resolve({ default: part }) }) as unknown as Promise<
    Module<N>
  >;

/**
 * `lazy()` for the part `name`, which `load` imports in the browser. The part is noted as rendered
 * in its own render, not in lazy()'s loader: React runs that loader once per lazy component, so
 * in a worker only the isolate's first page would name its parts.
 */
export function lazyPart<N extends PartName>(name: N, load: () => Promise<Parts[N]>) {
  registerPart(name, load);
  const Lazy = lazy<Parts[N]>(() => {
    const part = serverParts?.[name];
    if (part) return resolvedNow<N>(part);
    const ready = preloadedPart(name) as Parts[N] | undefined;
    if (ready) return resolvedNow<N>(ready);
    return load().then((component) => ({ default: component }));
  });
  // Generic over N, props cannot be named here; callers get the part's own component type.
  const Shown = Lazy as unknown as ComponentType<object>;
  const Part = (props: object) => {
    rendered?.add(name);
    return createElement(Shown, props);
  };
  return Part as unknown as Parts[N];
}
