// Public API of the template engine: parse once, render many times.
//
//   const { code, errors } = parse(source);          // a plain JSON tree, cacheable
//   const { output, errors } = render(code, data, { partials, locale: "en-GB" });
//
// Neither throws: developer errors come back as TemplateError values with line and column.

import type { Block } from "./compiled";
import { parseCached } from "./cache";
import { Executor } from "./executor";
import { DEFAULT_MAX_OUTPUT, DEFAULT_MAX_STEPS } from "./limits";
import type { FormatterTable, PredicateTable } from "./plugin";
import { FORMATTERS, PREDICATES } from "./registry";
import type { CompiledTemplate, TemplateError } from "./types";

export { parse } from "./parser";
export { validate } from "./validate";
export type { ValidateOptions } from "./validate";
export type { ParseOptions } from "./parser";
export type { CompiledTemplate, TemplateError } from "./types";
export type { Formatter, FormatterTable, PluginContext, Predicate, PredicateTable, Variable } from "./plugin";
export {
  asBoolean,
  asNumber,
  asString,
  deepEquals,
  getChild,
  getPath,
  isObject,
  isTruthy,
  size,
  splitPath,
} from "./values";
export type { JsonValue } from "./values";
export { FORMATTERS, PREDICATES } from "./registry";

export interface RenderOptions {
  /** Partials by name, as source (parsed once per isolate, see cache.ts) or compiled. */
  partials?: Record<string, string | CompiledTemplate>;
  /** Values for `.inject` by path. */
  injects?: Record<string, unknown>;
  /** BCP-47; null = "none" (no locale data); default "en". */
  locale?: string | null;
  /** Epoch ms; default Date.now(). */
  now?: number;
  /** Default: data website.timeZone, else "America/New_York". */
  timeZone?: string;
  /** `.eval`, default true. */
  enableExpr?: boolean;
  /** `.include`, default true. */
  enableInclude?: boolean;
  /**
   * Extra per-render plugins (host islands); they win over built-in ones of the same name.
   * Each table object is merged once and cached, and trees are compiled once per merged
   * table (program.ts): pass the same object on every render, and do not mutate it after use.
   */
  formatters?: FormatterTable;
  predicates?: PredicateTable;
  /** Output cap (UTF-16 code units); the render stops with a "limit" error beyond it. */
  maxOutputBytes?: number;
  /** Instruction budget; the render stops with a "limit" error beyond it. */
  maxSteps?: number;
  /** Preprocessor mode for templates given as source: only `{^...}` tags run. */
  preprocess?: boolean;
}

const NO_INJECTS: Record<string, unknown> = Object.freeze({}) as Record<string, never>;
const NO_PARTIALS: Record<string, string | CompiledTemplate> = Object.freeze({}) as Record<string, never>;

// Merged tables per extra table, so a host passing the same object each render merges once
// (extra tables are treated as immutable).
const MERGED_FORMATTERS = new WeakMap<FormatterTable, FormatterTable>();
const MERGED_PREDICATES = new WeakMap<PredicateTable, PredicateTable>();

function merged<T extends object>(base: T, extra: T | undefined, cache: WeakMap<T, T>): T {
  if (extra === undefined) return base;
  let table = cache.get(extra);
  if (table === undefined) {
    table = Object.assign(Object.create(null), base, extra) as T;
    cache.set(extra, table);
  }
  return table;
}

/** Render a compiled template (or source, parsed first) against JSON data. Never throws. */
export function render(
  code: CompiledTemplate | string,
  data: unknown,
  options: RenderOptions = {},
): { output: string; errors: TemplateError[] } {
  let errors: TemplateError[] = [];
  let tree: Block;
  if (typeof code === "string") {
    const parsed = parseCached(code, options.preprocess === true);
    tree = parsed.code;
    errors = parsed.errors.slice();
  } else {
    tree = Array.isArray(code) ? (code as Block) : [];
  }
  const executor = new Executor({
    formatters: merged(FORMATTERS, options.formatters, MERGED_FORMATTERS),
    predicates: merged(PREDICATES, options.predicates, MERGED_PREDICATES),
    partials: options.partials ?? NO_PARTIALS,
    injects: options.injects ?? NO_INJECTS,
    locale: options.locale === null ? undefined : (options.locale ?? "en"),
    now: options.now ?? Date.now(),
    timeZone: options.timeZone,
    enableExpr: options.enableExpr !== false,
    enableInclude: options.enableInclude !== false,
    maxSteps: options.maxSteps ?? DEFAULT_MAX_STEPS,
    maxOutput: options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT,
    preprocess: options.preprocess === true,
  });
  const output = executor.run(tree, data);
  return { output, errors: errors.length ? errors.concat(executor.errors) : executor.errors };
}
