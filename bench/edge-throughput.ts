// Throughput of a product page served from the edge cache, beside a trivial "hello" worker in
// the same run on the same machine (issue 6 budget: at least 0.8x). Expects `npm run build` done;
// runs each worker in Miniflare on loopback (bench/miniflare-worker.ts: workerd as deployed, without
// wrangler dev's live-reload proxy), loads it with autocannon for a bounded time, one after the
// other, and prints requests/s and the ratios.
//
// A worker with static assets sits behind two extra workers (router and asset lookup), locally as
// when deployed, so the run shows the peers both ways: the plain hello worker, the same hello behind
// the store's [assets] config, and the built store with and without its asset layer (the worker
// code is the same build). A hello answering as many bytes as the page, labelled HTML, shows what
// the page's size alone costs.
//
// Each row is loaded `--rounds` times, the rows taking turns, and its median is reported, so a
// burst of other work on the machine does not land on one row only.
//
// Each row is run as a browser asks (Accept-Encoding: gzip, ...) and with no Accept-Encoding
// (`--encoding browser|none|both`).
//
// Usage: npm run bench:edge [-- --seconds 10 --connections 10 --rounds 3 --path /shop/linen-field-shirt]
import autocannon from "autocannon";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root, type RunningWorker } from "../scripts/wrangler-dev";
import { BUILT_CONFIG, startMiniflare } from "./miniflare-worker";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    path: { type: "string", default: "/shop/linen-field-shirt" },
    encoding: { type: "string", default: "both" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const BUDGET = 0.8;

/**
 * What the load asks for: as a browser does (Chromium's Accept-Encoding), or with none, as
 * autocannon does by default and no browser does. The workers may answer compressed to the first.
 */
const ENCODINGS: Record<string, Record<string, string>> = {
  browser: { "accept-encoding": "gzip, deflate, br, zstd" },
  none: {},
};
const encodings = values.encoding === "both" ? Object.keys(ENCODINGS) : [values.encoding!];
if (encodings.some((name) => !ENCODINGS[name])) throw new Error("--encoding is browser, none or both");

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
  if (!existsSync(BUILT_CONFIG) || !existsSync(join(root, "dist/client"))) {
    throw new Error("No build found: run `npm run build` first.");
  }
  const running: RunningWorker[] = [];
  const start = async (options: Parameters<typeof startMiniflare>[0]) => {
    const worker = await startMiniflare(options);
    running.push(worker);
    return worker;
  };
  try {
    const hello = await start({ worker: "hello", assets: false });
    const helloAssets = await start({ worker: "hello", assets: true });
    const store = await start({ worker: "store", assets: true });
    const storeBare = await start({ worker: "store", assets: false });
    const page = store.url + values.path;
    const pageBare = storeBare.url + values.path;
    const [cookie, cookieBare] = [await warm(page), await warm(pageBare)];

    console.log(
      `autocannon: ${connections} connections, ${seconds} s per row, ${rounds} rounds of the rows ` +
        `taking turns (median shown), loopback`,
    );
    const peers: [string, string, Record<string, string>?][] = [
      ["hello worker", hello.url],
      ["product page from the edge cache", page, cookie],
      ["hello worker behind the same assets", helloAssets.url + values.path],
      ["product page, worker without assets", pageBare, cookieBare],
      [`hello worker answering ${pageBytes} bytes`, `${hello.url}/?bytes=${pageBytes}&html`],
    ];
    const targets = encodings.flatMap((encoding) =>
      peers.map(([name, url, headers]) => ({
        encoding,
        name,
        url,
        headers: { ...headers, ...ENCODINGS[encoding] },
      })),
    );
    const runs: Run[][] = targets.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, { url, headers }] of targets.entries()) runs[i]!.push(await load(url, headers));
    }
    const rows = targets.map((target, i) => ({ ...target, run: median(runs[i]!) }));
    for (const encoding of encodings) {
      const of = rows.filter((row) => row.encoding === encoding);
      console.log(`\nAccept-Encoding: ${ENCODINGS[encoding]!["accept-encoding"] ?? "(none)"}`);
      for (const { name, run: r } of of) {
        console.log(
          `${name.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  ` +
            `${r.total} requests, ${r.failed} failed`,
        );
      }
      const [helloRun, pageRun, helloAssetsRun, bareRun, helloSizedRun] = of.map(({ run }) => run) as [
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
    }
    if (rows.some(({ run }) => run.failed > 0)) process.exitCode = 1;
  } finally {
    await Promise.all(running.map((worker) => worker.stop()));
  }
}

await main();
