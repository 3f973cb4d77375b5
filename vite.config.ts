import { defineConfig } from "vite";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import ssrPlugin from "vite-ssr-components/plugin";
import { devRunWorkerFirst } from "./scripts/dev-routing";
import { localFonts } from "./scripts/local-fonts-plugin";
import { bareDynamicImports } from "./scripts/bare-dynamic-imports";
import { reactDomProduction } from "./scripts/react-dom-production";

// The dev server works offline: no lookup of the request.cf placeholder, no telemetry.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

// lazy-part.ts (the loader of island parts) rides along: each island that uses it loads the cart
// helpers too, and alone it was a chunk and a request of its own.
// The header's CartCounter (on every page, hydrated at once) and the product page's PillCart (hydrated
// once a cart exists) ride along too: a product page with a cart fetches one chunk, not three.
const CART_CHUNK =
  /client\/islands\/(cart-api|cart-store|cart-count|crumb|lazy-part)\.ts|client\/islands\/(CartCounter|PillCart)\.tsx|worker\/commerce\/(format-minor|messages)\.ts|client\/analytics\/signal\.ts|worker\/http\/messages\.ts/;

// The native-dialog wrapper and the product page's two dialogs built on it (instalment info,
// additional fields) as one chunk: each alone is under 0.8 KB gzip, where a chunk's own gzip stream
// and imports cost a good part of its size; a page that opens one dialog has the others' few hundred
// bytes with it (issue 19's budget counts them all, and a product page can open both).
const DIALOG_CHUNK = /client\/islands\/(Dialog|InstalmentInfo|AdditionalFieldsDialog)\.tsx/;

// Where `npm run dev` keeps its local state (D1, Durable Objects, queues, R2): .wrangler/state, or
// the folder ATELIER_PERSIST_TO names, which `npm run db:migrate` migrates too (a run of its own,
// such as the dev smoke test's, leaves a developer's data alone).
const persistTo = process.env.ATELIER_PERSIST_TO;

// One build for both sides: the worker (pages, API, Durable Objects) runs in workerd through
// the Cloudflare plugin; the client entry found in worker/pages/assets.tsx becomes dist/client.
export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      // The dev server's module paths go to vite, not to the worker (scripts/dev-routing.ts).
      config: command === "serve" ? devRunWorkerFirst : undefined,
      persistState: persistTo ? { path: persistTo } : true,
    }),
    react(),
    localFonts(),
    bareDynamicImports(),
    reactDomProduction(),
    ssrPlugin({
      entry: { target: ["worker/pages/**/*.tsx"] },
      // vite-ssr-components 0.6.1 drops `target` (it reads `entry`) and reloads the page on any .ts or
      // .tsx change; client/ is left to vite's own hot updates (React Refresh keeps island state).
      hotReload: { target: ["worker/**/*.ts", "themes/**/*"], ignore: ["client/**"] },
    }),
  ],
  environments: {
    client: {
      // The dev server pre-bundles every dependency of client/ before the first page asks, the owner
      // panel's too (its shell names client/owner/main.tsx outside the pages vite scans): one found
      // later makes vite reload the open page, losing what the visitor was doing.
      optimizeDeps: { entries: ["client/**/*.{ts,tsx}"] },
      build: {
        // Islands load after the page (never competing with its largest image), so vite's preload
        // helper and dependency table (~500 B in the entry on every page) buy little: a chunk's few
        // imports are fetched one step later.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // The cart helpers every page's header cart link needs, as one chunk rather than five.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: "cart", test: CART_CHUNK },
                { name: "dialogs", test: DIALOG_CHUNK },
              ],
            },
          },
        },
      },
    },
    // The worker imports the parts islands load lazily in the browser (client/islands/parts.ts),
    // so that it renders them without waiting: its build need not warn about each of them.
    atelier: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: false },
  // Part of edge-cache keys (worker/http/edge-cache.ts): a new build never serves old pages.
  define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(Date.now().toString(36)) },
}));
