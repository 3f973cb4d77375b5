// Parts of islands that most visits never show (the restock form, the dialogs, the quick view, the
// shipping location form) load in the browser on first need, each in a chunk of its own. The server
// renders islands with renderToString, which cannot wait for a chunk: a part in the server's first
// render (the restock form of a sold-out product) went out as a "client render" marker, which the
// browser reported as React error #419 before rendering the part again. So the worker hands over
// the parts it imports with itself (renderPartsOnServer), and there a part resolves in the same
// render: the server's HTML is complete, and the browser hydrates it once the part's chunk loads.
import { lazy } from "react";
import type { PARTS } from "./parts";

type Parts = typeof PARTS;
type Module<N extends keyof Parts> = { default: Parts[N] };

let serverParts: Parts | undefined;

/** The worker's parts, imported with it (worker/pages/islands.ts); never called in the browser. */
export function renderPartsOnServer(parts: Parts): void {
  serverParts = parts;
}

/** `lazy()` for the part `name`, which `load` imports in the browser. */
export function lazyPart<N extends keyof Parts>(name: N, load: () => Promise<Parts[N]>) {
  return lazy<Parts[N]>(() => {
    const part = serverParts?.[name];
    if (!part) return load().then((component) => ({ default: component }));
    // A thenable that answers at once: React.lazy takes it as resolved within the same render.
    const now = { then: (resolve: (module: Module<N>) => void) => resolve({ default: part }) };
    return now as unknown as Promise<Module<N>>;
  });
}
