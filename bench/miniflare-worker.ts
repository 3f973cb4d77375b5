// A worker served by Miniflare on loopback, the way workerd runs it when deployed: the benchmarks'
// workers without `wrangler dev` in front.
//
// Why not `wrangler dev`: it puts its ProxyWorker (live reload) before the worker, and that sends
// every `text/html` response through HTMLRewriter to append a script, whether live reload is on or
// not. Measured here on 2 cores, a hello worker answering 19,907 bytes does about 12% fewer
// requests a second labelled text/html than labelled text/plain, a cost no deployed page pays.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { Miniflare, type MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { freePort, root, type RunningWorker } from "../scripts/wrangler-dev";

/** The built store's config (`npm run build` writes it). */
export const BUILT_CONFIG = join(root, "dist/atelier/wrangler.json");
const HELLO = join(root, "bench/hello/worker.js");
const wrangler = join(root, "node_modules/.bin/wrangler");

/**
 * workerd reports each connection the load generator drops at the end of a run ("Connection reset
 * by peer", with a native stack); those lines are left out, everything else is passed on.
 */
const DROPPED_CONNECTION = /disconnected: ::write|^stack: .*workerd@/;

function passOn(stream: Readable, to: NodeJS.WriteStream): void {
  createInterface({ input: stream }).on("line", (line) => {
    if (!DROPPED_CONNECTION.test(line)) to.write(`${line}\n`);
  });
}

interface Options {
  /** The built store, or bench/hello/worker.js. */
  worker: "store" | "hello";
  /** Behind the store's static-asset layer (its router and asset workers), as the store deploys. */
  assets: boolean;
}

function storeOptions() {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(BUILT_CONFIG);
  const { main } = JSON.parse(readFileSync(BUILT_CONFIG, "utf8")) as { main: string };
  return { workerOptions, scriptPath: join(dirname(BUILT_CONFIG), main) };
}

export async function startMiniflare(options: Options): Promise<RunningWorker> {
  const persist = mkdtempSync(join(tmpdir(), "atelier-bench-"));
  const store = storeOptions();
  let worker: MiniflareOptions;
  if (options.worker === "store") {
    // The same local D1 layout as `wrangler dev --persist-to`: migrations applied there first.
    execFileSync(wrangler, ["d1", "migrations", "apply", "atelier", "--local", "--persist-to", persist], {
      cwd: root,
      env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
      stdio: "pipe",
    });
    const { assets, ...rest } = store.workerOptions;
    worker = {
      ...rest,
      ...(options.assets ? { assets } : {}),
      modules: true,
      modulesRules: [{ type: "ESModule", include: ["**/*.js"] }],
      scriptPath: store.scriptPath,
    } as MiniflareOptions;
  } else {
    worker = {
      name: "hello",
      compatibilityDate: store.workerOptions.compatibilityDate,
      ...(options.assets ? { assets: store.workerOptions.assets } : {}),
      modules: true,
      scriptPath: HELLO,
    } as MiniflareOptions;
  }
  const mf = new Miniflare({
    ...worker,
    host: "127.0.0.1",
    port: await freePort(),
    defaultPersistRoot: join(persist, "v3"),
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      passOn(stdout, process.stdout);
      passOn(stderr, process.stderr);
    },
  } as MiniflareOptions);
  const url = (await mf.ready).toString().replace(/\/$/, "");
  return {
    url,
    persist,
    stop: async () => {
      await mf.dispose();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}
