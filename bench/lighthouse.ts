// Lighthouse 12 (mobile preset, simulated throttling) against the production build served by
// `wrangler dev`, with Debian's Chromium. For the product page, the listing, the cart and the
// home page it prints the performance, accessibility and SEO scores, and the largest contentful
// paint with JavaScript and with JavaScript blocked: hydration must not delay the largest paint
// (ratio at most 1.10).
//   npm run bench:lighthouse              (builds first)
//   npm run bench:lighthouse -- --runs=3  (median of three runs per page and mode)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium";
import { startStore } from "../tests/browser/server";

const PAGES = [
  { name: "product", path: "/shop/linen-field-shirt" },
  { name: "listing", path: "/shop" },
  { name: "cart", path: "/cart" },
  { name: "home", path: "/" },
];
const CATEGORIES = ["performance", "accessibility", "seo"] as const;
const MAX_LCP_RATIO = 1.1;

const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith("--runs=")) ?? "")?.[1] ?? 1);

async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "atelier-lighthouse-"));
  const proc: ChildProcess = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  // Chromium announces "DevTools listening on ws://127.0.0.1:<port>/..." on stderr.
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    proc.stderr!.on("data", (d) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    proc.once("exit", () => reject(new Error(`chromium exited:\n${err}`)));
  });
  return {
    port,
    stop: async () => {
      proc.kill("SIGTERM");
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once("exit", r)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Audit {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
}

async function audit(url: string, port: number, blockJs: boolean): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...(blockJs ? { blockedUrlPatterns: ["*.js", "*.mjs"] } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility"), seo: score("seo") },
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const store = await startStore();
  const chromium = await launchChromium();
  let failed = false;
  try {
    // The first request seeds the demo store; keep that out of the measurements.
    for (const page of PAGES) await (await fetch(store.url + page.path)).text();
    console.log(`lighthouse 12.8.2, mobile, ${runs} run(s) per page and mode (median), ${store.url}\n`);
    console.log("page     perf  a11y  seo   LCP with JS  LCP JS blocked  ratio");
    for (const page of PAGES) {
      const url = store.url + page.path;
      const withJs: Audit[] = [];
      const withoutJs: Audit[] = [];
      for (let i = 0; i < runs; i++) {
        withJs.push(await audit(url, chromium.port, false));
        withoutJs.push(await audit(url, chromium.port, true));
      }
      const pick = (k: (typeof CATEGORIES)[number]) => median(withJs.map((a) => a.scores[k]));
      const lcp = median(withJs.map((a) => a.lcpMs));
      const lcpBlocked = median(withoutJs.map((a) => a.lcpMs));
      const ratio = lcp / lcpBlocked;
      if (ratio > MAX_LCP_RATIO) failed = true;
      console.log(
        [
          page.name.padEnd(8),
          String(pick("performance")).padStart(4),
          String(pick("accessibility")).padStart(5),
          String(pick("seo")).padStart(4),
          `${Math.round(lcp)} ms`.padStart(12),
          `${Math.round(lcpBlocked)} ms`.padStart(15),
          `${ratio.toFixed(2)}${ratio > MAX_LCP_RATIO ? " OVER" : ""}`.padStart(6),
        ].join(" "),
      );
    }
    console.log(`\nbudgets: performance >= 95, accessibility >= 95, SEO 100, LCP ratio <= ${MAX_LCP_RATIO}`);
  } finally {
    await chromium.stop();
    await store.stop();
  }
  if (failed) process.exitCode = 1;
}

await main();
