// Vite wraps each dynamic import of the client build in its preload helper (`__vitePreload`), even
// with `modulePreload: false`: it then fetches only CSS an imported chunk needs, and no island
// chunk imports CSS. The helper is ~600 B gzip in the islands' entry on every page, so it is
// replaced by a plain call; the build fails if a chunk ever gets preload dependencies again.
import type { Plugin } from "vite";

const HELPER = "\0vite/preload-helper.js";

export function bareDynamicImports(): Plugin {
  return {
    name: "atelier-bare-dynamic-imports",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load: {
      filter: { id: new RegExp(`^${HELPER.replace(/[.\\/]/g, "\\$&")}$`) },
      handler: () => "export const __vitePreload = (load) => load();",
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps")) {
          this.error(`${chunk.fileName} has preload dependencies, which bareDynamicImports drops`);
        }
      }
    },
  };
}
