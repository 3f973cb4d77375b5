// Template engine suite: `npm run bench:template-suite`.
//
// Pages shaped like real sites (bench/template-suite: a blog list, an events list, a product
// grid, a gallery, a navigation region, and the Wright theme page), each rendered by this engine
// and by the reference engine (@squarespace/template-engine, with CLDR en-US) in one process.
//
//   pre-parsed    both engines get the template and every partial parsed beforehand:
//                 engine execution alone, no cache advantage.
//   worker cache  as worker/pages/render.ts calls the engine: template and partials as source
//                 text, parsed once per isolate by cache.ts. The reference gets its template
//                 parsed once (what any host would keep) and partials as source, which it
//                 parses in every render (it has no cache across renders).
//   parse         parse of the page template alone.
//
// Each figure is the best of ROUNDS alternating timing windows per engine (the machine is
// shared; the best window is the one least disturbed). Ratios are ours / reference.
// BENCH_TIME_MS (window, default 300), BENCH_ROUNDS (default 5), BENCH_ONLY (name filter),
// BENCH_CLOCK=cpu to time windows in this process's CPU time (user + system, all its threads)
// instead of wall-clock time: steadier on a loaded machine, where the process waits its turn.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { CLDRFramework } from "@phensley/cldr";
import { Compiler } from "@squarespace/template-engine";
import { parse, render } from "../worker/template/index";
import type { CompiledTemplate } from "../worker/template/index";
import { suiteCases, type SuiteCase } from "./template-suite/cases";

const WINDOW_MS = Number(process.env.BENCH_TIME_MS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ONLY = process.env.BENCH_ONLY;
const CPU_CLOCK = process.env.BENCH_CLOCK === "cpu";
/** A fixed "now" so relative dates and the two engines agree. */
const NOW = Date.UTC(2026, 2, 1, 12);

const require = createRequire(import.meta.url);
const packsDir = require.resolve("@phensley/cldr/packs/en.json").replace(/en\.json$/, "");
const framework = new CLDRFramework({
  loader: (lang: string) => JSON.parse(readFileSync(`${packsDir}${lang}.json`, "utf8")) as string,
});
const cldr = framework.get("en-US");

type Fn = () => unknown;

/** Milliseconds of the chosen clock. */
function clock(): number {
  if (!CPU_CLOCK) return performance.now();
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** ops/s of one timing window. */
function window(fn: Fn): number {
  const end = clock() + WINDOW_MS;
  let n = 0;
  const start = clock();
  let t = start;
  do {
    for (let i = 0; i < 4; i++) fn();
    n += 4;
    t = clock();
  } while (t < end);
  return (n * 1000) / (t - start);
}

/** Best ops/s per task over alternating windows. */
function measure(tasks: Fn[]): number[] {
  for (const fn of tasks) for (let i = 0; i < 20; i++) fn(); // warm up
  const best = tasks.map(() => 0);
  for (let r = 0; r < ROUNDS; r++) {
    tasks.forEach((fn, i) => {
      best[i] = Math.max(best[i]!, window(fn));
    });
  }
  return best;
}

/** Engines spell the quote entity differently; anything else must match exactly. */
const normalize = (s: string) => s.replace(/&#34;/g, "&quot;");

function compare(name: string, mode: string, ours: string, ref: string): void {
  const a = normalize(ours);
  const b = normalize(ref);
  if (a === b) return;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  console.log(`  ! ${name} (${mode}): outputs differ at ${i} (${a.length} vs ${b.length} chars)`);
  console.log(`    ours: ${JSON.stringify(a.slice(Math.max(0, i - 40), i + 60))}`);
  console.log(`    ref:  ${JSON.stringify(b.slice(Math.max(0, i - 40), i + 60))}`);
}

interface Row {
  name: string;
  ours: number;
  ref: number;
}

function runCase(
  c: SuiteCase,
  reference: Compiler,
): { preParsed: Row; cached: Row; parsing: Row; size: number } {
  const refCode = reference.parse(c.source).code;
  const refPartials: Record<string, ReturnType<Compiler["parse"]>["code"]> = {};
  const ourPartials: Record<string, CompiledTemplate> = {};
  for (const [k, v] of Object.entries(c.partials)) {
    refPartials[k] = reference.parse(v).code;
    ourPartials[k] = parse(v).code;
  }
  const ourCode = parse(c.source).code;
  const options = { locale: "en-US", now: NOW };

  const oursParsed = () => render(ourCode, c.data, { ...options, partials: ourPartials }).output;
  const refParsed = () =>
    reference
      .execute({ code: refCode, json: c.data, partials: refPartials as never, cldr, now: NOW })
      .ctx.render();
  const oursCached = () => render(c.source, c.data, { ...options, partials: c.partials }).output;
  const refCached = () =>
    reference.execute({ code: refCode, json: c.data, partials: c.partials, cldr, now: NOW }).ctx.render();

  const out = oursParsed();
  compare(c.name, "pre-parsed", out, refParsed());
  compare(c.name, "worker cache", oursCached(), refCached());

  const [p1, p2, c1, c2] = measure([oursParsed, refParsed, oursCached, refCached]);
  const [s1, s2] = measure([() => parse(c.source), () => reference.parse(c.source)]);
  return {
    preParsed: { name: c.name, ours: p1!, ref: p2! },
    cached: { name: c.name, ours: c1!, ref: c2! },
    parsing: { name: c.name, ours: s1!, ref: s2! },
    size: out.length,
  };
}

function geomean(xs: number[]): number {
  return Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
}

function table(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(
    `  ${"template".padEnd(30)}${"atelier ops/s".padStart(15)}${"reference ops/s".padStart(17)}${"ratio".padStart(9)}`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(30)}${r.ours.toFixed(0).padStart(15)}${r.ref.toFixed(0).padStart(17)}${(r.ours / r.ref).toFixed(2).padStart(8)}x`,
    );
  }
  const ratios = rows.map((r) => r.ours / r.ref);
  console.log(
    `  ${"geometric mean".padEnd(62)}${geomean(ratios).toFixed(2).padStart(8)}x   (lowest ${Math.min(...ratios).toFixed(2)}x)`,
  );
}

function main(): void {
  const reference = new Compiler();
  const cases = suiteCases().filter((c) => ONLY === undefined || c.name.includes(ONLY));
  console.log(
    `Template suite: ${cases.length} templates, ${ROUNDS} rounds of ${WINDOW_MS} ms windows per engine (${CPU_CLOCK ? "CPU" : "wall-clock"} time)`,
  );
  const preParsed: Row[] = [];
  const cached: Row[] = [];
  const parsing: Row[] = [];
  for (const c of cases) {
    const r = runCase(c, reference);
    console.log(`  ${c.name}: ${c.source.length} chars of template, ${r.size} chars of output`);
    preParsed.push(r.preParsed);
    cached.push(r.cached);
    parsing.push(r.parsing);
  }
  table("Render, partials pre-parsed for both engines (engine execution alone)", preParsed);
  table("Render, our cache as a worker uses it (sources in; reference parses partials per render)", cached);
  table("Parse of the page template", parsing);
}

main();
