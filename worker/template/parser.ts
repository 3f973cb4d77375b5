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

const hasOwn = Object.prototype.hasOwnProperty;

export interface ParseOptions {
  /** Preprocessor mode: only `{^...}` tags are instructions, every other tag is text. */
  preprocess?: boolean;
  /**
   * Names to check formatters and predicates against, to report unknown ones at parse time
   * (for editors). Without them, names are checked when rendering.
   */
  known?: { formatters: Record<string, unknown>; predicates: Record<string, unknown> };
}

const VARDEF = /@[a-zA-Z][a-zA-Z0-9_-]*/y;
const FILEPATH = /[./a-zA-Z0-9_-]+/y;

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
  private readonly known: ParseOptions["known"];
  readonly errors: TemplateError[] = [];
  readonly root: Block = [];
  private readonly stack: Open[];
  /** Offset of the '{' of the tag being parsed, and its line and column. */
  private tagAt = 0;
  private line = 1;
  private col = 1;
  private lineStart = 0;
  private nextNewline: number;
  /** End of the last regex match. */
  private end = 0;
  /** `{.eof}` was seen: the template ends there, whatever follows is ignored. */
  private eof = false;

  constructor(src: string, name: string | undefined, options: ParseOptions | undefined) {
    this.src = src;
    this.name = name;
    this.preprocess = options?.preprocess === true;
    this.known = options?.known;
    this.nextNewline = src.indexOf("\n");
    this.stack = [{ kind: "END", head: null, target: this.root, tail: null, bareOr: false, state: "main" }];
  }

  run(): void {
    const src = this.src;
    const len = src.length;
    let idx = 0;
    let open = src.indexOf("{");
    while (open !== -1) {
      if (src.charCodeAt(open + 1) === 35 && src.charCodeAt(open + 2) === 35 && !this.preprocess) {
        // {## multi-line comment ##}
        this.text(idx, open);
        const close = src.indexOf("##}", open + 3);
        idx = close === -1 ? len : close + 3;
        open = src.indexOf("{", idx);
        continue;
      }
      const close = src.indexOf("}", open + 1);
      if (close === -1) break;
      // A later '{' before the '}' starts the tag instead; the first '{' after the '}' is
      // where the next search starts.
      let start = open;
      let next = src.indexOf("{", open + 1);
      while (next !== -1 && next < close) {
        start = next;
        next = src.indexOf("{", next + 1);
      }
      this.text(idx, start);
      this.tagAt = start;
      this.locate(start);
      if (!this.tag(start + 1, close)) this.text(start, close + 1);
      idx = close + 1;
      if (this.eof) break;
      open = next;
    }
    if (!this.eof) this.text(idx, len);
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

  private error(message: string, type: string = ErrorType.syntax): void {
    this.errors.push(makeError(type, message, this.line, this.col, this.name));
  }

  /** Move the line/column cursor to `offset` (offsets only grow, so this is linear overall). */
  private locate(offset: number): void {
    while (this.nextNewline !== -1 && this.nextNewline < offset) {
      this.line++;
      this.lineStart = this.nextNewline + 1;
      this.nextNewline = this.src.indexOf("\n", this.lineStart);
    }
    this.col = offset - this.lineStart + 1;
  }

  // -- low-level matching -----------------------------------------------------------------

  private match(re: RegExp, at: number): string | null {
    re.lastIndex = at;
    const m = re.exec(this.src);
    if (m === null) return null;
    this.end = re.lastIndex;
    return m[0];
  }

  /** End of a word (`[a-zA-Z][a-zA-Z0-9_-]*`) starting at p, or -1. */
  private wordEnd(p: number): number {
    const src = this.src;
    let c = src.charCodeAt(p);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90))) return -1;
    for (p++; ; p++) {
      c = src.charCodeAt(p);
      if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45))
        return p;
    }
  }

  private word(at: number): string | null {
    const e = this.wordEnd(at);
    if (e === -1) return null;
    this.end = e;
    return this.src.slice(at, e);
  }

  /** End of one step of a reference: digits, `[@$]?word`, or a lone `@`; -1 when none. */
  private segmentEnd(p: number): number {
    const src = this.src;
    const c = src.charCodeAt(p);
    if (c >= 48 && c <= 57) {
      do p++;
      while (src.charCodeAt(p) >= 48 && src.charCodeAt(p) <= 57);
      return p;
    }
    if (c === 64 /* @ */ || c === 36 /* $ */) {
      const e = this.wordEnd(p + 1);
      return e !== -1 ? e : c === 64 ? p + 1 : -1;
    }
    return this.wordEnd(p);
  }

  /** One path step from a segment: all-digit steps that fit 32 bits are indices. */
  private step(from: number, to: number): string | number {
    const src = this.src;
    const c = src.charCodeAt(from);
    if (c >= 48 && c <= 57 && to - from <= 10) {
      const n = parseInt(src.slice(from, to), 10);
      if (n <= 0x7fffffff) return n;
    }
    return src.slice(from, to);
  }

  /** A variable reference (`a.b.0`, `@`, `@index`, `$x`) at `at` as path steps; sets `end`. */
  private ref(at: number): Path | null {
    let p = this.segmentEnd(at);
    if (p === -1) return null;
    const path: Path = [this.step(at, p)];
    while (this.src.charCodeAt(p) === 46 /* . */) {
      const e = this.segmentEnd(p + 1);
      if (e === -1) break;
      path.push(this.step(p + 1, e));
      p = e;
    }
    this.end = p;
    return path;
  }

  /** End of a whitespace run at p (at least one character), or -1. */
  private spaces(p: number): number {
    const start = p;
    for (;;) {
      const c = this.src.charCodeAt(p);
      if (c === 32 || (c >= 9 && c <= 13)) p++;
      else return p === start ? -1 : p;
    }
  }

  /** Skip optional whitespace. */
  private skipSpaces(p: number): number {
    const e = this.spaces(p);
    return e === -1 ? p : e;
  }

  /** End of a predicate name (`word?`) at p, or -1. */
  private predicateEnd(p: number): number {
    const e = this.wordEnd(p);
    return e !== -1 && this.src.charCodeAt(e) === 63 /* ? */ ? e + 1 : -1;
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
      const ref = this.ref(p);
      if (ref === null) return null; // nothing, or a separator with no variable after it
      (list ??= []).push(ref);
      p = this.end;
      // separator: " *, *"
      let q = p;
      while (this.src.charCodeAt(q) === 32) q++;
      if (q >= to || this.src.charCodeAt(q) !== 44 /* , */) {
        this.end = p;
        return list;
      }
      q++;
      while (this.src.charCodeAt(q) === 32) q++;
      p = q;
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
      const name = this.word(p);
      if (name === null) return null;
      p = this.end;
      // Arguments run to the next "|" (or the end of the tag); the first character is the delimiter.
      let q = p;
      while (q < to && src.charCodeAt(q) !== 124) q++;
      calls.push([name, q > p ? src.slice(p + 1, q).split(src[p]!) : []]);
      p = q;
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
    const line = this.line;
    const col = this.col;
    this.checkFormatters(fmts);
    // The tag's text is kept for formatter chains: it is emitted as is when one is unknown.
    const source = fmts.length ? this.src.slice(this.tagAt, e + 1) : "";
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

  private checkFormatters(calls: FormatterCall[]): void {
    if (this.known === undefined) return;
    for (const [name] of calls) {
      if (!hasOwn.call(this.known.formatters, name)) {
        this.error(messages.formatterUnknown(name), ErrorType.unknownFormatter);
        return;
      }
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
        if (this.whole("eof", s, e)) return (this.eof = true);
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
    const end = this.predicateEnd(s);
    if (end === -1) return false;
    const name = this.src.slice(s, end);
    const args = this.args(end, e);
    if (this.known !== undefined && !hasOwn.call(this.known.predicates, name)) {
      this.error(messages.predicateUnknown(name), ErrorType.unknownPredicate);
    }
    const line = this.line;
    const col = this.col;
    if (or) this.addOr([Op.Or, line, col, name, args, [], 0]);
    else {
      const body: Block = [];
      this.openBlock([Op.Predicate, line, col, name, args, body, 0], "PREDICATE", body);
    }
    return true;
  }

  private or(s: number, e: number): boolean {
    if (s === e) {
      const line = this.line;
      const col = this.col;
      this.addOr([Op.Or, line, col, 0, [], [], 0]);
      return true;
    }
    if (this.src.charCodeAt(s) !== 32) return false;
    return this.predicate(s + 1, e, true);
  }

  private section(s: number, e: number, repeated: boolean): boolean {
    const at = this.spaces(s);
    if (at === -1) return false;
    const ref = this.ref(at);
    if (ref === null || this.end !== e) return false;
    const line = this.line;
    const col = this.col;
    const body: Block = [];
    if (repeated) this.openBlock([Op.Repeated, line, col, ref, body, 0, 0], "REPEATED", body);
    else this.openBlock([Op.Section, line, col, ref, body, 0], "SECTION", body);
    return true;
  }

  private if(s: number, e: number): boolean {
    s = this.spaces(s);
    if (s === -1) return false;
    if (this.predicateEnd(s) !== -1) return this.predicate(s, e, false);
    const ops: number[] = [];
    const paths: Path[] = [];
    let p = s;
    for (;;) {
      const ref = this.ref(p);
      if (ref === null) {
        if (ops.length > 0) return false;
        break;
      }
      paths.push(ref);
      p = this.skipSpaces(this.end);
      const c = this.src.charCodeAt(p);
      if ((c !== 38 && c !== 124) || this.src.charCodeAt(p + 1) !== c) break; // && or ||
      ops.push(c === 38 ? 1 : 0);
      p = this.skipSpaces(p + 2);
    }
    if (paths.length === 0 || p !== e) return false;
    const line = this.line;
    const col = this.col;
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
    const line = this.line;
    const col = this.col;
    this.checkFormatters(fmts);
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
      const key = this.word(p);
      if (key === null) break;
      if (src.charCodeAt(this.end) !== 61 /* = */) break;
      const ref = this.ref(this.end + 1);
      if (ref === null) break;
      bindings.push([key, ref]);
      p = this.skipSpaces(this.end);
    }
    if (bindings.length === 0 || p !== e) return false;
    const line = this.line;
    const col = this.col;
    this.append([Op.Ctxvar, line, col, name, bindings]);
    return true;
  }

  private eval(s: number, e: number): boolean {
    const at = this.spaces(s);
    if (at === -1) return false;
    const debug = this.src.charCodeAt(at) === 35; /* # */
    const code = this.src.slice(debug ? at + 1 : at, e);
    const line = this.line;
    const col = this.col;
    const compiled = compileExpression(code);
    this.append([
      Op.Eval,
      line,
      col,
      code,
      compiled.errors.length ? 0 : compiled.statements,
      compiled.errors.length ? compiled.errors : 0,
      debug ? 1 : 0,
    ]);
    return true;
  }

  private include(s: number, e: number): boolean {
    if (this.src.charCodeAt(s) !== 32) return false;
    const args = this.args(s, e);
    const name = args[0];
    if (name === undefined || name === "") return false;
    const line = this.line;
    const col = this.col;
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
    const line = this.line;
    const col = this.col;
    this.append([Op.Inject, line, col, name, path]);
    return true;
  }

  private macro(s: number, e: number): boolean {
    if (this.src.charCodeAt(s) !== 32) return false;
    const name = this.match(FILEPATH, s + 1);
    if (name === null || this.end !== e) return false;
    const line = this.line;
    const col = this.col;
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
