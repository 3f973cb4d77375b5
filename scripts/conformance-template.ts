// Conformance runner for the template engine.
//
//   npm run conformance:template -- <cases.json> [--group g] [--filter text] [--verbose]
//   npm run conformance:shared     (cases from ../shared, with the project's pass criteria)
//
// Renders every case (expressions and .include enabled, locale "en" unless the case says
// otherwise), compares after trimming both ends, prints each failing case with a short
// diff, a pass table per group, and closes with the line "N passed, M failed".

import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { render } from "../worker/template/index";

interface Case {
  id: string;
  group: string;
  template: string;
  json: unknown;
  partials: Record<string, string> | null;
  inject: Record<string, string> | null;
  params: { locale?: string; now?: number; preprocess?: boolean };
  output: string;
}

/** Groups where every case must pass for `--shared` to succeed. */
const STRICT_GROUPS = ["core-language", "core-plugins", "content", "commerce", "social"];
const SHARED_PASS_RATIO = 0.95;

function parseArgs(argv: string[]) {
  const opts = { file: "", shared: false, group: "", filter: "", verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--shared") opts.shared = true;
    else if (a === "--verbose" || a === "-v") opts.verbose = true;
    else if (a === "--group") opts.group = argv[++i] ?? "";
    else if (a === "--filter") opts.filter = argv[++i] ?? "";
    else if (!a.startsWith("--")) opts.file = a;
  }
  return opts;
}

function injects(raw: Record<string, string> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, text] of Object.entries(raw ?? {})) {
    try {
      out[k] = JSON.parse(text);
    } catch {
      out[k] = text;
    }
  }
  return out;
}

function runCase(c: Case): { actual: string; errors: string[] } {
  try {
    const locale = c.params.locale === undefined ? "en" : c.params.locale === "none" ? null : c.params.locale;
    const { output, errors } = render(c.template, c.json, {
      partials: c.partials ?? {},
      injects: injects(c.inject),
      locale,
      now: c.params.now,
      preprocess: c.params.preprocess === true,
      enableExpr: true,
      enableInclude: true,
    });
    return {
      actual: output.trim(),
      errors: errors.map((e) => `${e.line}:${e.column} ${e.type} ${e.message}`),
    };
  } catch (e) {
    return { actual: `<<threw: ${e instanceof Error ? e.stack : String(e)}>>`, errors: [] };
  }
}

const show = (s: string) => JSON.stringify(s);

/** What a case renders from; two cases with the same input must render the same output. */
const inputOf = (c: Case) => JSON.stringify([c.template, c.json, c.partials, c.inject, c.params]);

/**
 * Ids of failing cases that contradict a passing case: the same input with another expected
 * output (the shared file merges two upstream suites, and a few expectations disagree). No
 * engine can pass both, so such a failure does not count against a strict group.
 */
function contradicted(cases: Case[], failedIds: Set<string>): Set<string> {
  const passedInputs = new Set(cases.filter((c) => !failedIds.has(c.id)).map(inputOf));
  return new Set(cases.filter((c) => failedIds.has(c.id) && passedInputs.has(inputOf(c))).map((c) => c.id));
}

/** The first difference with some context on each side. */
function shortDiff(expected: string, actual: string): string {
  let i = 0;
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++;
  const from = Math.max(0, i - 30);
  const line = expected.slice(0, i).split("\n").length;
  return (
    `    at char ${i} (line ${line})\n` +
    `    expected: ${show(expected.slice(from, i + 50))}\n` +
    `    actual:   ${show(actual.slice(from, i + 50))}`
  );
}

function main(): number {
  const opts = parseArgs(process.argv.slice(2));
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  let file = opts.file;
  if (opts.shared) {
    file = resolve(repo, "../shared/conformance/template/cases.json");
    if (!existsSync(file)) {
      console.log(`conformance: ${file} not found (no ../shared beside the repo); skipping.`);
      return 0;
    }
  }
  if (!file) {
    console.error(
      "usage: conformance-template <cases.json> [--group g] [--filter text] [--verbose] | --shared",
    );
    return 2;
  }
  const cases = (JSON.parse(readFileSync(resolve(file), "utf8")) as Case[]).filter(
    (c) => (!opts.group || c.group === opts.group) && (!opts.filter || c.id.includes(opts.filter)),
  );

  const groups = new Map<string, { passed: number; failed: number }>();
  let passed = 0;
  let failed = 0;
  const failedCases: Case[] = [];
  for (const c of cases) {
    const g = groups.get(c.group) ?? { passed: 0, failed: 0 };
    groups.set(c.group, g);
    const expected = c.output.trim();
    const { actual, errors } = runCase(c);
    if (actual === expected) {
      passed++;
      g.passed++;
      continue;
    }
    failed++;
    g.failed++;
    failedCases.push(c);
    console.log(`FAIL ${c.id} [${c.group}]`);
    if (opts.verbose) {
      console.log(`  template: ${show(c.template)}`);
      console.log(`  expected: ${show(expected)}`);
      console.log(`  actual:   ${show(actual)}`);
      for (const e of errors) console.log(`  error: ${e}`);
    } else {
      console.log(shortDiff(expected, actual));
      if (errors.length)
        console.log(`    errors:   ${errors.slice(0, 2).join(" | ")}${errors.length > 2 ? " ..." : ""}`);
    }
  }

  const excused = contradicted(cases, new Set(failedCases.map((c) => c.id)));
  for (const id of excused) {
    console.log(`note: ${id} expects another output than a passing case with the same input`);
  }
  console.log("");
  console.log(`${"group".padEnd(16)}${"passed".padStart(8)}${"failed".padStart(8)}${"total".padStart(8)}`);
  for (const [name, g] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    const total = g.passed + g.failed;
    console.log(
      `${name.padEnd(16)}${String(g.passed).padStart(8)}${String(g.failed).padStart(8)}${String(total).padStart(8)}`,
    );
  }
  console.log(`${passed} passed, ${failed} failed`);

  if (opts.shared) {
    const total = passed + failed;
    const needed = Math.ceil(total * SHARED_PASS_RATIO);
    const strictFailures = STRICT_GROUPS.filter((g) =>
      failedCases.some((c) => c.group === g && !excused.has(c.id)),
    );
    if (passed < needed || strictFailures.length) {
      if (passed < needed) console.error(`conformance: ${passed} of ${total} passed; ${needed} needed.`);
      if (strictFailures.length) console.error(`conformance: failures in ${strictFailures.join(", ")}.`);
      return 1;
    }
    return 0;
  }
  return failed === 0 ? 0 : 1;
}

process.exitCode = main();
