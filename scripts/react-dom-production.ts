// In the client build, `react-dom` and `react-dom/client` resolve straight to their production
// files: the package's index files only add a check for React DevTools (`checkDCE`: that the
// bundle was minified) before requiring them, ~110 B gzip in the islands' entry on every page.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const root = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
const PRODUCTION: Record<string, string> = {
  "react-dom": join(root, "cjs/react-dom.production.js"),
  "react-dom/client": join(root, "cjs/react-dom-client.production.js"),
};

export function reactDomProduction(): Plugin {
  return {
    name: "atelier-react-dom-production",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: {
      filter: { id: /^react-dom(\/client)?$/ },
      handler: (id) => PRODUCTION[id],
    },
  };
}
