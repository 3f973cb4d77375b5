// Core predicates of the dialect: comparisons, parity and counts. Record, slice and block
// types are content predicates (content/record-types.ts).

import type { Predicate, PluginContext, PredicateTable } from "../plugin";
import { asBoolean, asNumber, asString, deepEquals, isTruthy, splitPath } from "../values";

const JSON_START = /^["\d[{]|^-\d|^(true|false|null)$/;

/** A predicate argument read once: a JSON literal, or a path to resolve at each test. */
type Arg = { json: unknown } | { path: (string | number)[] };

function readArg(arg: string): Arg {
  if (JSON_START.test(arg)) {
    try {
      return { json: JSON.parse(arg) as unknown };
    } catch {
      // not JSON after all: a path
    }
  }
  return { path: splitPath(arg) };
}

// Argument arrays belong to the compiled template and never change, so each is read once.
const ARGS = new WeakMap<string[], Arg[]>();

function readArgs(args: string[]): Arg[] {
  let read = ARGS.get(args);
  if (read === undefined) {
    read = args.map(readArg);
    ARGS.set(args, read);
  }
  return read;
}

/** An argument is a JSON literal when it looks like one and parses, else a path to resolve. */
function argument(ctx: PluginContext, args: string[], i: number): unknown {
  const a = readArgs(args)[i]!;
  return "json" in a ? a.json : ctx.resolve(a.path);
}

/** Missing compares like null, as in the reference engine. */
const nullish = (v: unknown) => (v === undefined ? null : v);

function stringCompare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** Ordering by the left value's type; values of other types are "less" unless equal. */
function compare(a: unknown, b: unknown): number {
  switch (typeof a) {
    case "number": {
      const n = asNumber(b);
      return a < n ? -1 : a === n ? 0 : 1;
    }
    case "string":
      return stringCompare(a, asString(b));
    case "boolean": {
      const x = asBoolean(b);
      return a === x ? 0 : a ? 1 : -1;
    }
    default:
      return deepEquals(nullish(a), nullish(b)) ? 0 : -1;
  }
}

/** One argument: compare the current value with it; two: compare the two. */
const comparison =
  (test: (a: unknown, b: unknown) => boolean): Predicate =>
  (args, ctx) => {
    if (args.length === 0) return false;
    const first = argument(ctx, args, 0);
    return args.length === 1 ? test(ctx.node(), first) : test(first, argument(ctx, args, 1));
  };

const equal = (a: unknown, b: unknown) => deepEquals(nullish(a), nullish(b));

// Parity's path argument, split once per argument array (`{.odd? @index}` runs per item).
const PARITY_PATHS = new WeakMap<string[], (string | number)[]>();

function parityPath(args: string[]): (string | number)[] {
  let path = PARITY_PATHS.get(args);
  if (path === undefined) {
    path = splitPath(args[0]!);
    PARITY_PATHS.set(args, path);
  }
  return path;
}

const parity =
  (remainder: number): Predicate =>
  (args, ctx) => {
    const v = args.length ? ctx.resolve(parityPath(args)) : ctx.node();
    return typeof v === "number" && Math.abs(v) % 2 === remainder;
  };

const nth: Predicate = (args, ctx) => {
  if (args.length === 0) return false;
  let n = ctx.node();
  let m = argument(ctx, args, 0);
  if (args.length === 2) {
    n = m;
    m = argument(ctx, args, 1);
  }
  if (!Number.isInteger(n) || !Number.isInteger(m) || m === 0) return false;
  return Math.abs(n as number) % Math.abs(m as number) === 0;
};

export const corePredicates: PredicateTable = {
  "debug?": (_args, ctx) => isTruthy(ctx.resolve(["debug"])),
  "equal?": comparison(equal),
  "notEqual?": comparison((a, b) => !equal(a, b)),
  "greaterThan?": comparison((a, b) => compare(a, b) > 0),
  "greaterThanOrEqual?": comparison((a, b) => compare(a, b) >= 0),
  "lessThan?": comparison((a, b) => compare(a, b) < 0),
  "lessThanOrEqual?": comparison((a, b) => compare(a, b) <= 0),
  "even?": parity(0),
  "odd?": parity(1),
  "nth?": nth,
  "plural?": (_args, ctx) => asNumber(ctx.node()) > 1,
  "singular?": (_args, ctx) => asNumber(ctx.node()) === 1,
};
