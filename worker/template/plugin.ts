// The contract between the engine and its formatters and predicates.
// Plugins are plain functions over plain JSON values (see values.ts); they never throw
// on bad data: they report through ctx.error() and leave a sensible value.

import type { CompiledTemplate } from "./types";

/** A value flowing through a formatter chain. Formatters read and replace `value`. */
export interface Variable {
  readonly name: string;
  value: unknown;
}

/** What a plugin may see and do during one render. */
export interface PluginContext {
  /** BCP-47 locale of this render, or undefined when rendering without locale data ("none"). */
  readonly locale: string | undefined;
  /** Epoch ms that "now" means for this render (relative times, dates). */
  readonly now: number;
  /** IANA time zone used when the data gives none (website.timeZone, else America/New_York). */
  readonly timeZone: string;
  /** Value of the current stack frame. */
  node(): unknown;
  /** Resolve a dotted path from the current frame, walking up the stack; undefined when missing. */
  resolve(path: readonly (string | number)[]): unknown;
  /**
   * Resolve a formatter's argument path from the frame enclosing the formatted variable, as
   * `message`/`plural` (and `format`) arguments do: there "@" is the enclosing value, not the
   * variable's own. Optional: without it plugins fall back to resolve().
   */
  resolveArgument?(path: readonly (string | number)[]): unknown;
  /** Record a developer error at the position of the instruction being executed. */
  error(type: string, message: string): void;
  /**
   * Render a compiled template against `data`, sharing this render's options; returns its text.
   * With `isPrivate`, names that `data` lacks do not resolve further up the stack.
   */
  renderTemplate(code: CompiledTemplate, data: unknown, isPrivate?: boolean): string;
  /**
   * Render the named macro or partial (macro first) against `data`; undefined (and a
   * partial-missing error) when neither exists, "" when nesting is deeper than 16.
   * `args` is bound as `@args` inside it (`{x|apply name k=v}`).
   */
  applyPartial(
    name: string,
    data: unknown,
    isPrivate?: boolean,
    args?: Record<string, string>,
  ): string | undefined;
  /** Value of an injectable path (`.inject`), or undefined. */
  getInjectable(name: string): unknown;
}

/** `{value|name arg1 arg2}`: vars[0] is the value; `{a,b|name}` gives one Variable per name. */
export type Formatter = (args: string[], vars: Variable[], ctx: PluginContext) => void;

/** `{.name? arg1 arg2}`: decided against the current frame (`ctx.node()`). */
export type Predicate = (args: string[], ctx: PluginContext) => boolean;

export type FormatterTable = Record<string, Formatter>;
export type PredicateTable = Record<string, Predicate>;
