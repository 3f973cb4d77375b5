// Template engine benchmark: `npm run bench:template`.
//
// 1. The Wright theme page (found as the suite finds it, see template-suite/cases.ts): parse, and render of the parsed
//    template with its partials, side by side with the reference engine.
// 2. A product grid rendered by this engine, the reference engine, handlebars and liquidjs.
//
// Prints ops/s and ratios against the reference engine.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Compiler } from "@squarespace/template-engine";
import Handlebars from "handlebars";
import { Liquid } from "liquidjs";
import { Bench } from "tinybench";
import { parse, render } from "../worker/template/index";
import type { CompiledTemplate } from "../worker/template/index";
import { GRID_TEMPLATES, gridData } from "./product-grid";
import { wrightDir } from "./template-suite/cases";

const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 1500);

async function opsPerSecond(tasks: Record<string, () => unknown>): Promise<Map<string, number>> {
  const bench = new Bench({ time: TIME_MS, warmup: true });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  const out = new Map<string, number>();
  for (const task of bench.tasks) {
    const r = task.result;
    out.set(task.name, r.state === "completed" ? r.throughput.mean : NaN);
  }
  return out;
}

function table(title: string, results: Map<string, number>, baseline: string): void {
  const base = results.get(baseline)!;
  console.log(`\n${title}`);
  for (const [name, ops] of results) {
    const ratio = ops / base;
    console.log(
      `  ${name.padEnd(46)}${ops.toFixed(0).padStart(10)} ops/s   ${ratio.toFixed(2)}x ${baseline}`,
    );
  }
}

/** Engines spell the quote entity differently; anything else must match exactly. */
const normalize = (s: string) => s.replace(/&#34;/g, "&quot;");

function check(label: string, a: string, b: string): void {
  if (normalize(a) !== normalize(b))
    console.log(`  ! ${label}: outputs differ (${a.length} vs ${b.length} chars)`);
}

async function wright(dir: string): Promise<void> {
  const source = readFileSync(resolve(dir, "wright.html"), "utf8");
  const data = JSON.parse(readFileSync(resolve(dir, "wright.json"), "utf8")) as unknown;
  const partials = JSON.parse(readFileSync(resolve(dir, "wright-partials.json"), "utf8")) as Record<
    string,
    string
  >;

  const reference = new Compiler();
  const refCode = reference.parse(source).code;
  const refRender = () => reference.execute({ code: refCode, json: data, partials }).ctx.render();
  const ours = parse(source).code;
  const ourRender = () => render(ours, data, { partials }).output;
  check("wright", ourRender(), refRender() as string);
  console.log(`Wright page: ${source.length} chars of template, ${ourRender().length} chars of output`);

  const parsing = await opsPerSecond({
    "atelier parse": () => parse(source),
    "reference parse": () => reference.parse(source),
  });
  table("Parse wright.html", parsing, "reference parse");

  // The reference engine parses partials again in every render; this engine keeps parsed
  // sources per isolate. The "partials parsed each render" row parses them all (uncached
  // parse()) before each render, to show the cost without that cache.
  const parsedEachTime = () => {
    const compiled: Record<string, CompiledTemplate> = {};
    for (const [k, v] of Object.entries(partials)) compiled[k] = parse(v).code;
    return render(ours, data, { partials: compiled }).output;
  };
  const rendering = await opsPerSecond({
    "atelier render (parsed)": ourRender,
    "atelier render (partials parsed each render)": parsedEachTime,
    "reference render (parsed)": refRender,
  });
  table("Render parsed wright.html with partials", rendering, "reference render (parsed)");
}

async function grid(): Promise<void> {
  const data = gridData();
  const reference = new Compiler();
  const refCode = reference.parse(GRID_TEMPLATES.atelier).code;
  const ours = parse(GRID_TEMPLATES.atelier).code;
  const hbs = Handlebars.compile(GRID_TEMPLATES.handlebars);
  const liquid = new Liquid();
  const liquidTpl = liquid.parse(GRID_TEMPLATES.liquid);

  const tasks = {
    atelier: () => render(ours, data).output,
    reference: () => reference.execute({ code: refCode, json: data }).ctx.render() as string,
    handlebars: () => hbs(data),
    liquidjs: () => liquid.renderSync(liquidTpl, data) as string,
  };
  const expected = tasks.atelier();
  for (const [name, fn] of Object.entries(tasks)) check(`grid ${name}`, expected, fn());
  console.log(`\nProduct grid: ${data.products.length} products, ${expected.length} chars of output`);
  table("Render product grid (parsed/compiled once)", await opsPerSecond(tasks), "reference");
}

async function main(): Promise<void> {
  // Found as the suite finds it (BENCH_DATA_DIR, /work/shared, or ../shared beside the repo).
  const dir = wrightDir();
  if (dir !== undefined) await wright(dir);
  else console.log("wright.html not found (set BENCH_DATA_DIR): skipping the Wright page.");
  await grid();
}

await main();
