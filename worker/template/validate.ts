// Static checks for editors and the theme linter: a parse that also reports unknown
// formatters and predicates, then a walk over every `|apply` to find partial problems
// (missing, failing to parse, nested deeper than a render allows) before anything renders.

import type { Block, FormatterCall, Node } from "./compiled";
import { Op } from "./compiled";
import { ErrorType, makeError, messages } from "./errors";
import { MAX_PARTIAL_DEPTH } from "./limits";
import { parse } from "./parser";
import { FORMATTERS, PREDICATES } from "./registry";
import type { CompiledTemplate, TemplateError } from "./types";

const hasOwn = Object.prototype.hasOwnProperty;

export interface ValidateOptions {
  /** Partials by name as source; when given, every `|apply` is checked against them. */
  partials?: Record<string, string>;
  /** Host formatters and predicates a render adds (as RenderOptions does). */
  formatters?: Record<string, unknown>;
  predicates?: Record<string, unknown>;
}

export interface Apply {
  name: string;
  line: number;
  column: number;
}

/** Block slots of each block instruction in source order (see compiled.ts). */
const BLOCK_SLOTS: Partial<Record<number, number[]>> = {
  [Op.Section]: [4, 5],
  [Op.Repeated]: [4, 6, 5],
  [Op.Predicate]: [5, 6],
  [Op.Or]: [5, 6],
  [Op.If]: [5, 6],
  [Op.Macro]: [4],
};

/** Every `|apply name` of a tree, in source order. */
export function applies(tree: Block): Apply[] {
  const found: Apply[] = [];
  const pending: Node[] = tree.slice().reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (typeof node === "string" || !Array.isArray(node)) continue;
    const op = node[0] as number;
    const calls = op === Op.Variable ? node[4] : op === Op.Bindvar ? node[5] : 0;
    if (Array.isArray(calls)) {
      for (const [name, args] of calls as FormatterCall[]) {
        if (name === "apply" && args[0]) found.push({ name: args[0], line: node[1], column: node[2] });
      }
    }
    const slots = BLOCK_SLOTS[op];
    if (slots === undefined) continue;
    for (let i = slots.length - 1; i >= 0; i--) {
      const child = node[slots[i]!];
      if (Array.isArray(child)) {
        // An `.or` chain is itself a node; a block is a list of nodes.
        if (typeof child[0] === "number") pending.push(child as Node);
        else for (let j = child.length - 1; j >= 0; j--) pending.push(child[j] as Node);
      }
    }
  }
  return found;
}

/**
 * Parse and report unknown formatters and predicates, unbalanced sections and, with
 * `partials`, partial problems; each error has the line and column of its instruction.
 */
export function validate(
  source: string,
  name?: string,
  options: ValidateOptions = {},
): { code: CompiledTemplate; errors: TemplateError[] } {
  const known = {
    formatters: options.formatters ? { ...FORMATTERS, ...options.formatters } : FORMATTERS,
    predicates: options.predicates ? { ...PREDICATES, ...options.predicates } : PREDICATES,
  };
  const { code, errors } = parse(source, name, { known });
  const partials = options.partials;
  if (partials === undefined) return { code, errors };
  const parsed = new Map<string, Block | null>();
  const visit = (tree: Block, owner: string | undefined, chain: string[]): void => {
    for (const use of applies(tree)) {
      const at = (type: string, message: string) =>
        errors.push(makeError(type, message, use.line, use.column, owner));
      if (!hasOwn.call(partials, use.name)) {
        at(ErrorType.partialMissing, messages.partialMissing(use.name));
        continue;
      }
      // A partial applying itself again (a navigation item applied to its children) is bounded
      // by the data, so a cycle is not an error; a chain of more distinct partials than a render
      // may nest always is.
      if (chain.includes(use.name)) continue;
      if (chain.length >= MAX_PARTIAL_DEPTH) {
        at(ErrorType.partialRecursion, messages.partialRecursion(use.name, MAX_PARTIAL_DEPTH));
        continue;
      }
      if (!parsed.has(use.name)) {
        const result = parse(partials[use.name]!, use.name, { known });
        for (const e of result.errors) {
          const message =
            e.type === ErrorType.syntax ? messages.partialParseFail(use.name, e.message) : e.message;
          const type = e.type === ErrorType.syntax ? ErrorType.partialParse : e.type;
          errors.push(makeError(type, message, e.line, e.column, use.name));
        }
        parsed.set(use.name, result.code as Block);
        visit(result.code as Block, use.name, [...chain, use.name]);
      }
    }
  };
  visit(code as Block, name, name !== undefined ? [name] : []);
  return { code, errors };
}
