// Partials of one render: looked up by name, parsed and compiled on first use (parses and
// programs are shared across renders through cache.ts and program.ts). A partial that fails
// to parse renders as nothing, and its errors are reported once per render.

import { parseCached } from "./cache";
import type { Block } from "./compiled";
import { ErrorType, makeError, messages } from "./errors";
import type { Program, Programs } from "./program";
import type { CompiledTemplate, TemplateError } from "./types";

const hasOwn = Object.prototype.hasOwnProperty;
const NOTHING: Program = [];

export class Partials {
  /** Per render: name -> compiled partial (null: not a partial). */
  private readonly found = new Map<string, Program | null>();

  constructor(
    private readonly programs: Programs,
    private readonly partials: Record<string, string | CompiledTemplate>,
    private readonly preprocess: boolean,
    /** Where parse failures are reported. */
    private readonly errors: TemplateError[],
  ) {}

  /** The compiled partial, or undefined when there is none by this name. */
  get(name: string): Program | undefined {
    let code = this.found.get(name);
    if (code === undefined) {
      code = this.load(name);
      this.found.set(name, code);
    }
    return code ?? undefined;
  }

  private load(name: string): Program | null {
    if (!hasOwn.call(this.partials, name)) return null;
    const raw = this.partials[name];
    if (Array.isArray(raw)) return this.programs.get(raw as Block);
    if (typeof raw !== "string") return null;
    const parsed = parseCached(raw, this.preprocess);
    if (parsed.errors.length === 0) return this.programs.get(parsed.code);
    for (const e of parsed.errors) {
      const message = messages.partialParseFail(name, e.message);
      this.errors.push(makeError(ErrorType.partialParse, message, e.line, e.column, name));
    }
    return NOTHING;
  }
}
