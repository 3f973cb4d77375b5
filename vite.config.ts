import { defineConfig } from "vite";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import ssrPlugin from "vite-ssr-components/plugin";
import { devRunWorkerFirst } from "./scripts/dev-routing";
import { localFonts } from "./scripts/local-fonts-plugin";
import { bareDynamicImports } from "./scripts/bare-dynamic-imports";
import { reactDomProduction } from "./scripts/react-dom-production";
import { CHUNK_GROUPS } from "./scripts/client-chunks";

// The dev server works offline: no lookup of the request.cf placeholder, no telemetry.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

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
            // The entry with the cart helpers, and the product page's later parts, as one chunk
            // each (scripts/client-chunks.ts).
            codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS },
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
