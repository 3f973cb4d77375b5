// The browser's record of the island parts (lazy-part.ts): each part's loader, known once its
// island's module has run, and each part already loaded. The entry (client/main.tsx) preloads the
// parts an island's server HTML holds (`data-parts`) before it hydrates that island. Kept apart
// from lazy-part.ts, and free of React, so the entry carries only these few lines.

const loaders = new Map<string, () => Promise<unknown>>();
const loaded = new Map<string, unknown>();

/** Notes how part `name` loads (lazyPart calls it when its island's module runs). */
export function registerPart(name: string, load: () => Promise<unknown>): void {
  loaders.set(name, load);
}

/** The part's component, once preloaded. */
export const preloadedPart = (name: string): unknown => loaded.get(name);

/** Loads the named parts before their island hydrates, so each renders in the island's own pass. */
export async function preloadParts(names: string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const load = loaders.get(name);
      if (load && !loaded.has(name)) loaded.set(name, await load());
    }),
  );
}
