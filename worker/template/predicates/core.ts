// Core predicates of the dialect: comparisons, parity, counts, record and slice types.

import { ErrorType, messages } from "../errors";
import type { Predicate, PluginContext, PredicateTable } from "../plugin";
import { asBoolean, asNumber, asString, deepEquals, getChild, isTruthy, size, splitPath } from "../values";

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

const parity =
  (remainder: number): Predicate =>
  (args, ctx) => {
    const v = args.length ? ctx.resolve(splitPath(args[0]!)) : ctx.node();
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

/** `{.name?}` true when the current record's recordType has this code. */
const recordType =
  (code: number): Predicate =>
  (_args, ctx) =>
    asNumber(getChild(ctx.node(), "recordType")) === code;

// Record types without a promoted-block variant (video?, image?, quote?, link? and gallery?
// also match promotedBlockType and live with the content predicates).
const RECORD_TYPES: Record<string, number> = {
  "undefined?": -1,
  "text?": 1,
  "audio?": 7,
  "store-item?": 11,
  "event?": 12,
  "binary?": 15,
  "css-asset?": 16,
  "tweak-asset?": 17,
  "digital-good?": 18,
  "attachment?": 19,
  "wordpress-export?": 20,
  "json-export?": 21,
  "site-search?": 30,
  "active-time?": 31,
  "tweet?": 50,
  "checkin?": 52,
  "kbarticle?": 54,
};

const SLICE_TYPES: Record<string, number> = {
  undefined: -1,
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  "social-icons": 7,
  buttons: 8,
  navigation: 9,
  "custom-form": 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
};

const currentType: Predicate = (args, ctx) => {
  const name = args[0];
  if (name === undefined || !Object.prototype.hasOwnProperty.call(SLICE_TYPES, name)) return false;
  return SLICE_TYPES[name] === (asNumber(getChild(ctx.node(), "currentType")) | 0);
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
  "has-multiple?": (_args, ctx) => size(ctx.node()) > 1,
  "current-type?": currentType,
  "serviceNameEmail?": (_args, ctx) => asString(getChild(ctx.node(), "serviceName")) === "email",
  "units-metric?": (_args, ctx) => {
    ctx.error(ErrorType.notImplemented, messages.notImplemented("units-metric?"));
    return false;
  },
  ...Object.fromEntries(Object.entries(RECORD_TYPES).map(([name, code]) => [name, recordType(code)])),
};
