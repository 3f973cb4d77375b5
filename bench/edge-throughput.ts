// Throughput of a product page served from the edge cache, beside a trivial "hello" worker in
// the same run on the same machine (issue 6 budget: at least 0.8x). Expects `npm run build` done;
// starts each worker with `wrangler dev` on loopback, loads it with autocannon for a bounded time,
// one after the other, and prints requests/s and the ratios.
//
// Under `wrangler dev` a worker with static assets sits behind two extra local workers (router and
// asset lookup) that roughly halve what any worker can answer, so the run shows the peers both
// ways: the plain hello worker, the same hello behind the store's [assets] config, and the built
// store with and without its asset layer (the worker code is the same build).
//
// Each row is loaded `--rounds` times, the rows taking turns, and its median is reported, so a
// burst of other work on the machine does not land on one row only.
//
// Usage: npm run bench:edge [-- --seconds 10 --connections 10 --rounds 3 --path /shop/linen-field-shirt]
import autocannon from "autocannon";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root, startWorker, type RunningWorker } from "../scripts/wrangler-dev";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    path: { type: "string", default: "/shop/linen-field-shirt" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const BUDGET = 0.8;

interface Run {
  rps: number;
  p99: number;
  total: number;
  failed: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total, failed };
}

/** The run with the median requests/s; failures of every round are counted. */
function median(of: Run[]): Run {
  const sorted = [...of].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  return { ...middle, failed: of.reduce((n, r) => n + r.failed, 0) };
}

/** The page's size in bytes, for the hello peer that answers as many (`?bytes=N`). */
let pageBytes = 0;

/** Warms the page into the edge cache and takes a crumb, as a returning visitor has one. */
async function warm(pageUrl: string): Promise<Record<string, string>> {
  const first = await fetch(pageUrl);
  pageBytes = new TextEncoder().encode(await first.text()).byteLength;
  const crumb = /crumb=([0-9a-f]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1];
  const headers: Record<string, string> = crumb ? { cookie: `crumb=${crumb}` } : {};
  const again = await fetch(pageUrl, { headers });
  await again.text();
  const status = again.headers.get("x-cache");
  if (again.status !== 200 || status !== "HIT") {
    throw new Error(
      `${pageUrl} is not served from the edge cache (status ${again.status}, X-Cache ${status})`,
    );
  }
  return headers;
}

async function main() {
  const built = join(root, "dist/atelier/wrangler.json");
  if (!existsSync(built) || !existsSync(join(root, "dist/client"))) {
    throw new Error("No build found: run `npm run build` first.");
  }
  // Peer configs: the hello worker behind the store's asset layer, the store without it.
  const scratch = mkdtempSync(join(tmpdir(), "atelier-bench-config-"));
  const storeConfig = JSON.parse(readFileSync(built, "utf8")) as { assets?: Record<string, unknown> };
  const helloWithAssets = join(scratch, "hello-assets.json");
  writeFileSync(
    helloWithAssets,
    JSON.stringify({
      name: "atelier-bench-hello-assets",
      main: join(root, "bench/hello/worker.ts"),
      compatibility_date: "2026-04-01",
      assets: { ...storeConfig.assets, directory: join(root, "dist/client") },
    }),
  );
  const storeNoAssets = join(root, "dist/atelier/wrangler.bench-no-assets.json");
  writeFileSync(storeNoAssets, JSON.stringify({ ...storeConfig, assets: undefined }));

  const running: RunningWorker[] = [];
  const start = async (options: Parameters<typeof startWorker>[0]) => {
    const worker = await startWorker(options);
    running.push(worker);
    return worker;
  };
  try {
    const hello = await start({ config: "bench/hello/wrangler.toml" });
    const helloAssets = await start({ config: helloWithAssets });
    const store = await start({ migrateD1: "atelier" });
    const storeBare = await start({ config: storeNoAssets, migrateD1: "atelier" });
    const page = store.url + values.path;
    const pageBare = storeBare.url + values.path;
    const [cookie, cookieBare] = [await warm(page), await warm(pageBare)];

    console.log(
      `autocannon: ${connections} connections, ${seconds} s per row, ${rounds} rounds of the rows ` +
        `taking turns (median shown), loopback`,
    );
    const targets: [string, string, Record<string, string>?][] = [
      ["hello worker", hello.url],
      ["product page from the edge cache", page, cookie],
      ["hello worker behind the same assets", helloAssets.url + values.path],
      ["product page, worker without assets", pageBare, cookieBare],
      [`hello worker answering ${pageBytes} bytes`, `${hello.url}/?bytes=${pageBytes}`],
    ];
    const runs: Run[][] = targets.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, [, url, headers]] of targets.entries()) runs[i]!.push(await load(url, headers));
    }
    const rows: [string, Run][] = targets.map(([name], i) => [name, median(runs[i]!)]);
    for (const [name, r] of rows) {
      console.log(
        `${name.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  ` +
          `${r.total} requests, ${r.failed} failed`,
      );
    }
    const [helloRun, pageRun, helloAssetsRun, bareRun, helloSizedRun] = rows.map(([, r]) => r) as [
      Run,
      Run,
      Run,
      Run,
      Run,
    ];
    const ratios = {
      "page / hello (as deployed locally, with assets)": pageRun.rps / helloRun.rps,
      "page / hello, both behind the asset layer": pageRun.rps / helloAssetsRun.rps,
      "page / hello, both plain workers": bareRun.rps / helloRun.rps,
      "page / hello of the page's size, both plain": bareRun.rps / helloSizedRun.rps,
    };
    for (const [name, ratio] of Object.entries(ratios)) {
      console.log(`${name.padEnd(48)} ${ratio.toFixed(2)}  (budget >= ${BUDGET})`);
    }
    if (rows.some(([, r]) => r.failed > 0)) process.exitCode = 1;
  } finally {
    await Promise.all(running.map((worker) => worker.stop()));
    rmSync(scratch, { recursive: true, force: true });
    rmSync(storeNoAssets, { force: true });
  }
}

await main();
