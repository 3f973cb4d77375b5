// Parser: template source -> compiled tree (compiled.ts). One pass over the text finds
// tags, each tag is matched against the instruction grammar, and an explicit stack of
// open blocks weaves instructions into the tree (no recursion, so nesting depth cannot
// overflow the call stack). A tag that is not valid syntax stays in the output as text.
// This module must not import the plugin registry: formatters import it lazily to
// compile their own templates. Formatter and predicate names are checked at render.

import type { Block, FormatterCall, Instruction, Node, OrNode, Path } from "./compiled";
import { Op } from "./compiled";
import type { BlockName } from "./errors";
import { ErrorType, makeError, messages } from "./errors";
import { compileExpression } from "./expression/compile";
import type { CompiledTemplate, TemplateError } from "./types";
import { splitPath } from "./values";

export interface ParseOptions {
  /** Preprocessor mode: only `{^...}` tags are instructions, every other tag is text. */
  preprocess?: boolean;
}

const WORD = /[a-zA-Z][a-zA-Z0-9_-]*/y;
const SEGMENT = "(?:\\d+|(?:@|\\$)?[a-zA-Z][a-zA-Z0-9_-]*|@)";
const VARREF = new RegExp(`${SEGMENT}(?:\\.${SEGMENT})*`, "y");
const VARSEP = / *, */y;
const WHITESPACE = /[ \f\n\r\t\v]+/y;
const PREDICATE = /[a-zA-Z][a-zA-Z0-9_-]*\?/y;
const VARDEF = /@[a-zA-Z][a-zA-Z0-9_-]*/y;
const FILEPATH = /[./a-zA-Z0-9_-]+/y;
const FORMATTER_ARGS = /[^|}]+/y;
const IF_OPERATOR = /&&|\|\|/y;

/** An open block while assembling: where children go and where the next `.or` attaches. */
interface Open {
  kind: BlockName;
  head: Instruction | null;
  target: Block;
  /** Node whose alternate slot receives the next `.or`. */
  tail: Instruction | null;
  /** The last `.or` has no predicate: any further `.or` is dead code. */
  bareOr: boolean;
  /** After an `.or` (OR_PREDICATE state) or inside `.alternates with`. */
  state: "main" | "or" | "alternates";
}

const ALTERNATE_SLOT: Partial<Record<Op, number>> = {
  [Op.Section]: 5,
  [Op.Repeated]: 5,
  [Op.Predicate]: 6,
  [Op.Or]: 6,
  [Op.If]: 6,
};

class Parser {
  private readonly src: string;
  private readonly name: string | undefined;
  private readonly preprocess: boolean;
  readonly errors: TemplateError[] = [];
  readonly root: Block = [];
  private readonly stack: Open[];
  private lineStarts: number[] | null = null;
  /** Offset of the '{' of the tag being parsed, for positions. */
  private tagAt = 0;
  /** End of the last regex match. */
  private end = 0;

  constructor(src: string, name: string | undefined, options: ParseOptions | undefined) {
    this.src = src;
    this.name = name;
    this.preprocess = options?.preprocess === true;
    this.stack = [{ kind: "END", head: null, target: this.root, tail: null, bareOr: false, state: "main" }];
  }

  run(): void {
    const src = this.src;
    const len = src.length;
    let idx = 0;
    for (;;) {
      const open = src.indexOf("{", idx);
      if (open === -1) break;
      if (src.charCodeAt(open + 1) === 35 && src.charCodeAt(open + 2) === 35 && !this.preprocess) {
        // {## multi-line comment ##}
        this.text(idx, open);
        const close = src.indexOf("##}", open + 3);
        idx = close === -1 ? len : close + 3;
        continue;
      }
      const close = src.indexOf("}", open + 1);
      if (close === -1) break;
      // A later '{' before the '}' starts the tag instead.
      const start = src.lastIndexOf("{", close);
      this.text(idx, start);
      this.tagAt = start;
      if (!this.tag(start + 1, close)) this.text(start, close + 1);
      idx = close + 1;
    }
    this.text(idx, len);
    this.finish();
  }

  // -- output ---------------------------------------------------------------------------

  private text(from: number, to: number): void {
    if (from < to) this.appendText(this.src.slice(from, to));
  }

  private appendText(s: string): void {
    const target = this.top().target;
    const n = target.length;
    if (n > 0 && typeof target[n - 1] === "string") target[n - 1] = (target[n - 1] as string) + s;
    else target.push(s);
  }

  private top(): Open {
    return this.stack[this.stack.length - 1]!;
  }

  private append(node: Node): void {
    this.top().target.push(node);
  }

  private openBlock(node: Instruction, kind: BlockName, body: Block): void {
    this.append(node);
    this.stack.push({ kind, head: node, target: body, tail: node, bareOr: false, state: "main" });
  }

  private error(message: string, type: string = ErrorType.syntax, at = this.tagAt): void {
    const [line, column] = this.position(at);
    this.errors.push(makeError(type, message, line, column, this.name));
  }

  position(offset: number): [number, number] {
    let starts = this.lineStarts;
    if (starts === null) {
      starts = [0];
      for (let i = this.src.indexOf("\n"); i !== -1; i = this.src.indexOf("\n", i + 1)) starts.push(i + 1);
      this.lineStarts = starts;
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return [lo + 1, offset - starts[lo]! + 1];
  }

  private pos(): [number, number] {
    return this.position(this.tagAt);
  }

  // -- low-level matching -----------------------------------------------------------------

  private match(re: RegExp, at: number): string | null {
    re.lastIndex = at;
    const m = re.exec(this.src);
    if (m === null) return null;
    this.end = re.lastIndex;
    return m[0];
  }

  /** Delimited arguments: the first character is the delimiter, e.g. ` a b` or `:a:b`. */
  private args(from: number, to: number): string[] {
    if (from >= to) return [];
    const raw = this.src.slice(from, to);
    const parts = raw.slice(1).split(raw[0]!);
    return parts.length === 1 && parts[0] === "" ? [] : parts;
  }

  private variables(at: number, to: number): Path[] | null {
    let p = at;
    let list: Path[] | null = null;
    for (;;) {
      const ref = this.match(VARREF, p);
      if (ref === null) return null; // nothing, or a separator with no variable after it
      (list ??= []).push(splitPath(ref));
      p = this.end;
      if (p >= to || this.match(VARSEP, p) === null) {
        this.end = p;
        return list;
      }
      p = this.end;
    }
  }

  /** `|name args|name2` up to `to`; null when malformed, [] when there is no chain. */
  private formatters(at: number, to: number): FormatterCall[] | null {
    const src = this.src;
    if (at === to) return [];
    if (src.charCodeAt(at) !== 124 /* | */ || src.charCodeAt(at + 1) === 124) return null;
    const calls: FormatterCall[] = [];
    let p = at + 1;
    for (;;) {
      const name = this.match(WORD, p);
      if (name === null) return null;
      p = this.end;
      const raw = this.match(FORMATTER_ARGS, p);
      if (raw !== null) {
        calls.push([name, raw.slice(1).split(raw[0]!)]);
        p = this.end;
      } else {
        calls.push([name, []]);
      }
      if (p === to) return calls;
      if (src.charCodeAt(p) !== 124) return null;
      p++;
    }
  }

  // -- tags -------------------------------------------------------------------------------

  private tag(s: number, e: number): boolean {
    const src = this.src;
    if (this.preprocess) {
      if (src.charCodeAt(s) !== 94 /* ^ */) return false;
      s++;
    }
    const c = src.charCodeAt(s);
    if (c === 35 /* # */) return true; // comment
    if (c !== 46 /* . */) return this.variable(s, e);
    return this.instruction(s + 1, e);
  }

  private variable(s: number, e: number): boolean {
    const vars = this.variables(s, e);
    if (vars === null) return false;
    const fmts = this.formatters(this.end, e);
    if (fmts === null) return false;
    const [line, col] = this.pos();
    const source = this.src.slice(this.tagAt, e + 1);
    this.append([Op.Variable, line, col, vars, fmts.length ? fmts : 0, source]);
    return true;
  }

  /** A predicate name (word followed by `?`) starts at s; a bounded scan, cheaper than the regex. */
  private isPredicate(s: number): boolean {
    const src = this.src;
    let c = src.charCodeAt(s);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90))) return false;
    for (let i = s + 1; ; i++) {
      c = src.charCodeAt(i);
      if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45)
        continue;
      return c === 63; /* ? */
    }
  }

  /** Keyword at s: its end offset, or -1. */
  private keyword(word: string, s: number): number {
    return this.src.startsWith(word, s) ? s + word.length : -1;
  }

  /** A keyword that must fill the tag (`{.end}`, `{.space}`...). */
  private whole(word: string, s: number, e: number): boolean {
    return this.keyword(word, s) === e;
  }

  private instruction(s: number, e: number): boolean {
    if (this.isPredicate(s)) return this.predicate(s, e, false);
    let k: number;
    switch (this.src.charCodeAt(s)) {
      case 97 /* a */:
        return this.whole("alternates with", s, e) && (this.alternatesWith(), true);
      case 99 /* c */:
        return (k = this.keyword("ctx", s)) !== -1 && this.ctxvar(k, e);
      case 101 /* e */:
        if (this.whole("end", s, e)) return (this.endBlock(), true);
        return (k = this.keyword("eval", s)) !== -1 && this.eval(k, e);
      case 105 /* i */:
        if ((k = this.keyword("if", s)) !== -1) return this.if(k, e);
        if ((k = this.keyword("include", s)) !== -1) return this.include(k, e);
        return (k = this.keyword("inject", s)) !== -1 && this.inject(k, e);
      case 109 /* m */:
        if ((k = this.keyword("macro", s)) !== -1) return this.macro(k, e);
        if (this.whole("meta-left", s, e)) return (this.appendText("{"), true);
        return this.whole("meta-right", s, e) && (this.appendText("}"), true);
      case 110 /* n */:
        return this.whole("newline", s, e) && (this.appendText("\n"), true);
      case 111 /* o */:
        return (k = this.keyword("or", s)) !== -1 && this.or(k, e);
      case 114 /* r */:
        return (k = this.keyword("repeated section", s)) !== -1 && this.section(k, e, true);
      case 115 /* s */:
        if ((k = this.keyword("section", s)) !== -1) return this.section(k, e, false);
        return this.whole("space", s, e) && (this.appendText(" "), true);
      case 116 /* t */:
        return this.whole("tab", s, e) && (this.appendText("\t"), true);
      case 118 /* v */:
        return (k = this.keyword("var", s)) !== -1 && this.bindvar(k, e);
      default:
        return false;
    }
  }

  /** `{.name? args}` at s (also after `.if `); `or` turns it into an `.or name? args`. */
  private predicate(s: number, e: number, or: boolean): boolean {
    const name = this.match(PREDICATE, s);
    if (name === null) return false;
    const args = this.args(this.end, e);
    const [line, col] = this.pos();
    if (or) this.addOr([Op.Or, line, col, name, args, [], 0]);
    else {
      const body: Block = [];
      this.openBlock([Op.Predicate, line, col, name, args, body, 0], "PREDICATE", body);
    }
    return true;
  }

  private or(s: number, e: number): boolean {
    if (s === e) {
      const [line, col] = this.pos();
      this.addOr([Op.Or, line, col, 0, [], [], 0]);
      return true;
    }
    if (this.src.charCodeAt(s) !== 32) return false;
    return this.predicate(s + 1, e, true);
  }

  private section(s: number, e: number, repeated: boolean): boolean {
    if (this.match(WHITESPACE, s) === null) return false;
    const ref = this.match(VARREF, this.end);
    if (ref === null || this.end !== e) return false;
    const [line, col] = this.pos();
    const body: Block = [];
    if (repeated) this.openBlock([Op.Repeated, line, col, splitPath(ref), body, 0, 0], "REPEATED", body);
    else this.openBlock([Op.Section, line, col, splitPath(ref), body, 0], "SECTION", body);
    return true;
  }

  private if(s: number, e: number): boolean {
    if (this.match(WHITESPACE, s) === null) return false;
    s = this.end;
    if (this.match(PREDICATE, s) !== null) return this.predicate(s, e, false);
    const ops: number[] = [];
    const paths: Path[] = [];
    let p = s;
    for (;;) {
      const ref = this.match(VARREF, p);
      if (ref === null) {
        if (ops.length > 0) return false;
        break;
      }
      paths.push(splitPath(ref));
      p = this.end;
      if (this.match(WHITESPACE, p) !== null) p = this.end;
      const op = this.match(IF_OPERATOR, p);
      if (op === null) break;
      ops.push(op === "&&" ? 1 : 0);
      p = this.end;
      if (this.match(WHITESPACE, p) !== null) p = this.end;
    }
    if (paths.length === 0 || p !== e) return false;
    const [line, col] = this.pos();
    const body: Block = [];
    this.openBlock([Op.If, line, col, ops, paths, body, 0], "IF", body);
    return true;
  }

  private bindvar(s: number, e: number): boolean {
    const src = this.src;
    if (src.charCodeAt(s) !== 32) return false;
    const name = this.match(VARDEF, s + 1);
    if (name === null || src.charCodeAt(this.end) !== 32) return false;
    const vars = this.variables(this.end + 1, e);
    if (vars === null) return false;
    const fmts = this.formatters(this.end, e);
    if (fmts === null) return false;
    const [line, col] = this.pos();
    const source = src.slice(this.tagAt, e + 1);
    this.append([Op.Bindvar, line, col, name, vars, fmts.length ? fmts : 0, source]);
    return true;
  }

  private ctxvar(s: number, e: number): boolean {
    const src = this.src;
    if (src.charCodeAt(s) !== 32) return false;
    const name = this.match(VARDEF, s + 1);
    if (name === null || src.charCodeAt(this.end) !== 32) return false;
    let p = this.end + 1;
    const bindings: [string, Path][] = [];
    for (;;) {
      const key = this.match(WORD, p);
      if (key === null) break;
      if (src.charCodeAt(this.end) !== 61 /* = */) break;
      const ref = this.match(VARREF, this.end + 1);
      if (ref === null) break;
      bindings.push([key, splitPath(ref)]);
      p = this.end;
      if (this.match(WHITESPACE, p) !== null) p = this.end;
    }
    if (bindings.length === 0 || p !== e) return false;
    const [line, col] = this.pos();
    this.append([Op.Ctxvar, line, col, name, bindings]);
    return true;
  }

  private eval(s: number, e: number): boolean {
    if (this.match(WHITESPACE, s) === null) return false;
    const code = this.src.slice(this.end, e);
    const [line, col] = this.pos();
    const compiled = compileExpression(code);
    this.append([
      Op.Eval,
      line,
      col,
      code,
      compiled.errors.length ? 0 : compiled.statements,
      compiled.errors.length ? compiled.errors : 0,
    ]);
    return true;
  }

  private include(s: number, e: number): boolean {
    if (this.src.charCodeAt(s) !== 32) return false;
    const args = this.args(s, e);
    const name = args[0];
    if (name === undefined || name === "") return false;
    const [line, col] = this.pos();
    this.append([Op.Include, line, col, name, args.indexOf("output", 1) !== -1]);
    return true;
  }

  private inject(s: number, e: number): boolean {
    const src = this.src;
    if (src.charCodeAt(s) !== 32) return false;
    const name = this.match(VARDEF, s + 1);
    if (name === null || src.charCodeAt(this.end) !== 32) return false;
    const path = this.match(FILEPATH, this.end + 1);
    if (path === null) return false;
    // Optional arguments after the path are accepted and ignored.
    const [line, col] = this.pos();
    this.append([Op.Inject, line, col, name, path]);
    return true;
  }

  private macro(s: number, e: number): boolean {
    if (this.src.charCodeAt(s) !== 32) return false;
    const name = this.match(FILEPATH, s + 1);
    if (name === null || this.end !== e) return false;
    const [line, col] = this.pos();
    const body: Block = [];
    this.openBlock([Op.Macro, line, col, name, body], "MACRO", body);
    return true;
  }

  // -- block structure ----------------------------------------------------------------------

  private addOr(node: OrNode): void {
    const top = this.top();
    if (top.head === null) return this.error(messages.notAllowedAtRoot("OR_PREDICATE"));
    if (top.kind === "MACRO") return this.error(messages.notAllowedInBlock("OR_PREDICATE", "MACRO"));
    if (top.state === "or" && top.bareOr) return this.error(messages.deadCode("OR_PREDICATE"));
    const tail = top.tail!;
    (tail as unknown[])[ALTERNATE_SLOT[tail[0]]!] = node;
    top.tail = node;
    top.target = node[5];
    top.bareOr = node[3] === 0;
    top.state = "or";
  }

  private alternatesWith(): void {
    const top = this.top();
    if (top.head === null) return this.error(messages.notAllowedAtRoot("ALTERNATES_WITH"));
    if (top.kind !== "REPEATED" || top.state !== "main") {
      return this.error(
        messages.notAllowedInBlock("ALTERNATES_WITH", top.state === "or" ? "OR_PREDICATE" : top.kind),
      );
    }
    const block: Block = [];
    (top.head as unknown[])[6] = block;
    top.target = block;
    top.state = "alternates";
  }

  private endBlock(): void {
    if (this.stack.length === 1) return this.error(messages.notAllowedAtRoot("END"));
    this.stack.pop();
  }

  private finish(): void {
    while (this.stack.length > 1) {
      const open = this.stack.pop()!;
      const head = open.head!;
      const line = head[1];
      const column = head[2];
      this.errors.push(
        makeError(
          ErrorType.syntax,
          messages.eofInBlock(open.state === "or" ? "OR_PREDICATE" : open.kind),
          line,
          column,
          this.name,
        ),
      );
    }
  }
}

/** Parse a template into its compiled tree; syntax problems are reported, never thrown. */
export function parse(
  source: string,
  name?: string,
  options?: ParseOptions,
): { code: CompiledTemplate; errors: TemplateError[] } {
  const parser = new Parser(typeof source === "string" ? source : String(source), name, options);
  parser.run();
  return { code: parser.root, errors: parser.errors };
}
