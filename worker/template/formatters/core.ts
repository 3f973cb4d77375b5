// Core formatters of the dialect: partial application, paths into data, encoding,
// escaping, JSON, text shaping.

import type { Formatter, FormatterTable, PluginContext, Variable } from "../plugin";
import {
  escapeHtml,
  escapeHtmlAttribute,
  escapeScriptTags,
  formatMessage,
  slugify,
  smartypants,
  truncate,
  urlEncode,
} from "../strings";
import { asNumber, asString, getChild, getPath, isObject, isTruthy, splitPath } from "../values";

/** A record built from template-chosen keys: own data properties only, never a prototype. */
function ownRecord(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

function put(rec: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(rec, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Apply `fn` to the first variable's value. */
const map =
  (fn: (value: unknown, args: string[], ctx: PluginContext) => unknown): Formatter =>
  (args, vars, ctx) => {
    const first = vars[0]!;
    first.value = fn(first.value, args, ctx);
  };

/** Apply `fn` to the first variable's text (one call deep: escaping and encoding are hot). */
const mapText =
  (fn: (text: string, args: string[]) => unknown): Formatter =>
  (args, vars) => {
    const first = vars[0]!;
    first.value = fn(asString(first.value), args);
  };

const apply: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const name = args[0];
  if (name === undefined) {
    first.value = "";
    return;
  }
  let isPrivate = false;
  let argmap: Record<string, string> | undefined;
  if (args.length > 1) {
    argmap = ownRecord() as Record<string, string>;
    for (let i = 1; i < args.length; i++) {
      const arg = args[i]!;
      if (arg === "private") {
        isPrivate = true;
        continue;
      }
      const eq = arg.indexOf("=");
      if (eq !== -1) put(argmap, arg.slice(0, eq), arg.slice(eq + 1));
    }
  }
  first.value = ctx.applyPartial(name, first.value, isPrivate, argmap) ?? "";
};

const count = map((v) =>
  isObject(v) ? Object.keys(v).length : Array.isArray(v) || typeof v === "string" ? v.length : 0,
);

const cycle: Formatter = (args, vars) => {
  const first = vars[0]!;
  const n = args.length;
  let index = (asNumber(first.value) - 1) % n;
  if (index < 0) index += n;
  first.value = args[index];
};

/** Resolve an argument as a path from the current frame. */
const resolveArg = (ctx: PluginContext, arg: string) => ctx.resolve(splitPath(arg));

const format: Formatter = (args, vars, ctx) => {
  const values = args.map((arg) => {
    const v = resolveArg(ctx, arg);
    return v === undefined || v === null ? "" : v;
  });
  const first = vars[0]!;
  first.value = formatMessage(asString(first.value), values);
};

const get: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  let cur = first.value;
  for (const arg of args) {
    const key = resolveArg(ctx, arg);
    if (key === undefined) cur = undefined;
    else if (Array.isArray(key)) cur = getPath(cur, key as (string | number)[]);
    else cur = getChild(cur, typeof key === "number" ? key : asString(key));
    if (cur === undefined) break;
  }
  first.value = cur;
};

const iter: Formatter = (_args, vars, ctx) => {
  vars[0]!.value = asString(ctx.resolve(["@index"]));
};

const json = (indent: number | undefined) =>
  map((v) => (v === undefined ? "" : escapeScriptTags(JSON.stringify(v, undefined, indent) ?? "")));

const keyBy: Formatter = (args, vars) => {
  const first = vars[0]!;
  const out = ownRecord();
  const path = args[0];
  if (Array.isArray(first.value) && path) {
    const steps = splitPath(path);
    for (const item of first.value) {
      const key = getPath(item, steps);
      if (key !== undefined) put(out, String(key), item);
    }
  }
  first.value = out;
};

/** find-first / find-last: the nth element (from either end) whose path is truthy. */
const find =
  (forward: boolean): Formatter =>
  (args, vars, ctx) => {
    const first = vars[0]!;
    const items = first.value;
    first.value = undefined;
    if (!Array.isArray(items) || items.length === 0) return;
    const lookup = args.length === 2 ? resolveArg(ctx, args[0]!) : undefined;
    const pathArg = args.length >= 1 ? args[args.length === 2 ? 1 : 0] : undefined;
    const path = pathArg === undefined ? undefined : splitPath(pathArg);
    const step = forward ? 1 : -1;
    for (let i = forward ? 0 : items.length - 1; forward ? i < items.length : i >= 0; i += step) {
      const item: unknown = items[i];
      if (path !== undefined) {
        const candidate = args.length === 2 ? getChild(lookup, asString(item)) : item;
        if (!isTruthy(getPath(candidate, path))) continue;
      }
      first.value = item;
      return;
    }
  };

const lookup: Formatter = (args, vars, ctx) => {
  const first = vars[0]!;
  const key = args[0];
  first.value = key ? resolveArg(ctx, asString(resolveArg(ctx, key))) : "";
};

const mod: Formatter = (args, vars) => {
  const first = vars[0]!;
  const d = parseInt(args[0] ?? "", 10) || 2;
  first.value = asNumber(first.value) % (Number.isFinite(d) ? d : 2);
};

const pluralize: Formatter = (args, vars) => {
  const first = vars[0]!;
  let singular = "";
  let plural = "s";
  if (args.length === 1) plural = args[0]!;
  else if (args.length >= 2) {
    singular = args[0]!;
    plural = args[1]!;
  }
  first.value = asNumber(first.value) === 1 ? singular : plural;
};

const prop: Formatter = (args, vars) => {
  const first = vars[0]!;
  let cur = first.value;
  for (const arg of args) {
    cur = getPath(cur, splitPath(arg));
    if (cur === undefined) break;
  }
  first.value = cur;
};

const safe: Formatter = (_args, vars) => {
  const first = vars[0]!;
  if (isTruthy(first.value)) first.value = asString(first.value).replace(/<[^>]*?>/g, "");
};

const truncateFormatter: Formatter = (args, vars) => {
  const limit = args.length ? parseInt(args[0]!, 10) : 100;
  if (!Number.isFinite(limit) || limit <= 0) return;
  const first = vars[0]!;
  first.value = truncate(asString(first.value), limit, args.length > 1 ? args[1] : "...");
};

/** encodeURI and friends throw on lone surrogates; such text encodes to "". */
const safely = (fn: (s: string) => string) => (s: string) => {
  try {
    return fn(s);
  } catch {
    return "";
  }
};

export const coreFormatters: FormatterTable = {
  apply,
  count,
  cycle,
  "encode-space": mapText((s) => s.replace(/\s/g, "&nbsp;")),
  "encode-uri": mapText(safely(encodeURI)),
  "encode-uri-component": mapText(safely(encodeURIComponent)),
  "find-first": find(true),
  "find-last": find(false),
  format,
  get,
  html: mapText(escapeHtml),
  htmlattr: mapText(escapeHtmlAttribute),
  htmltag: mapText(escapeHtmlAttribute),
  iter,
  json: json(undefined),
  "json-pretty": json(2),
  "key-by": keyBy,
  "line-breaks": mapText((s) => s.replace(/\n/g, "<br/>")),
  lookup,
  mod,
  output: (args: string[], vars: Variable[]) => {
    vars[0]!.value = args.join(" ");
  },
  pluralize,
  prop,
  raw: map((v) => JSON.stringify(v === undefined ? null : v)),
  round: map((v) => Math.round(asNumber(v))),
  safe,
  slugify: mapText(slugify),
  smartypants: mapText(smartypants),
  str: map((v) => (typeof v === "object" && v !== null ? "" : asString(v))),
  truncate: truncateFormatter,
  "url-encode": mapText(urlEncode),
};
