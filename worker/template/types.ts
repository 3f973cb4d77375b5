// Public types of the template engine.

/** A developer error, collected (never thrown), with its place in the template source. */
export interface TemplateError {
  /** Stable machine name, e.g. "unknown-formatter", "partial-missing", "expr-parse". */
  type: string;
  message: string;
  /** 1-based line and column of the instruction in its template (or partial). */
  line: number;
  column: number;
  /** Name of the partial the error happened in, when not the main template. */
  partial?: string;
}

/**
 * A parsed template: a plain JSON tree (no classes, no functions), so it can be cached per
 * isolate or built ahead of time. Its node shapes belong to the engine (see compiled.ts).
 */
export type CompiledTemplate = unknown[];
