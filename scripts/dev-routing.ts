// Routing under `npm run dev`. wrangler.toml sends every path but the asset folders to the worker
// first (docs/edge-cache.md). The Cloudflare plugin applies those rules in front of vite's own
// middleware, so the dev server's module paths would reach the worker too, which answers 404: no
// island hydrates and the owner panel stays blank. In dev only, these paths go to vite (served
// from source, with hot reload); the build keeps wrangler.toml's rules unchanged.
import type { WorkerConfig } from "@cloudflare/vite-plugin";

/** vite's own paths and the source folders the browser loads modules from in development. */
export const DEV_SERVER_PATHS = [
  "/@vite/*", // vite's client (/@vite/client) and env
  "/@react-refresh",
  "/@id/*", // virtual and bare-import modules
  "/@fs/*", // files outside the project root
  "/node_modules/*", // pre-bundled dependencies (/node_modules/.vite/deps/)
  "/client/*", // islands, the owner panel and their styles
  "/worker/*", // modules the islands share with the worker (formats, messages)
];

/**
 * wrangler.toml's `run_worker_first`, with the dev server's paths left to vite. A negative rule
 * sends its paths to the assets, which under vite dev means vite's middleware; a path vite does not
 * serve then answers 404, as an asset folder's would: no page may start with these names in dev.
 */
export function devRunWorkerFirst(worker: WorkerConfig): void {
  const rules = worker.assets?.run_worker_first;
  if (!worker.assets || !Array.isArray(rules)) return;
  worker.assets.run_worker_first = [...rules, ...DEV_SERVER_PATHS.map((path) => `!${path}`)];
}
