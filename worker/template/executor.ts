// Executor: runs a compiled tree's program (see program.ts) against JSON data and builds
// the output string. It is the PluginContext formatters and predicates see. Errors are
// collected, never thrown; the only exception used internally is RenderAbort, when a
// safety limit is reached. Methods marked "for program steps" are called by the closures
// program.ts builds, with the parts of the instruction compiled beforehand.

import { DEBUG_ARROW, debugExpression } from "./expression/debug";
import type {
  Block,
  BindvarNode,
  CtxvarNode,
  EvalNode,
  FormatterCall,
  IncludeNode,
  Path,
  PredicateNode,
  OrNode,
  VariableNode,
  Instruction,
  MacroNode,
} from "./compiled";
import { ErrorType, makeError, messages } from "./errors";
import { evaluate } from "./expression/evaluate";
import type { EvalScope } from "./expression/evaluate";
import { Frame, releaseStack, takeStack } from "./frame";
import { MAX_PARTIAL_DEPTH } from "./limits";
import type { MacroRef } from "./frame";
import { Partials } from "./partials";
import { dataTimeZone } from "./time-zone";
import type { Formatter, FormatterTable, PluginContext, Predicate, PredicateTable, Variable } from "./plugin";
import { programsFor } from "./program";
import type { Chain, OrStep, Program, Programs } from "./program";
import type { CompiledTemplate, TemplateError } from "./types";
import { getChild, isTruthy, ownValue } from "./values";

const hasOwn = Object.prototype.hasOwnProperty;

/** Thrown to stop a render that hit a safety limit; caught by render(). */
export class RenderAbort {
  constructor(readonly message: string) {}
}

export interface ExecutorOptions {
  formatters: FormatterTable;
  predicates: PredicateTable;
  partials: Record<string, string | CompiledTemplate>;
  injects: Record<string, unknown>;
  locale: string | undefined;
  now: number;
  /** The host's zone; undefined: the data's (see time-zone.ts), read when a plugin asks. */
  timeZone: string | undefined;
  enableExpr: boolean;
  enableInclude: boolean;
  maxSteps: number;
  maxOutput: number;
  preprocess: boolean;
}

/**
 * Text of numbers that are not 32-bit integers, kept: such a conversion costs
 * V8 tens of nanoseconds, and data repeats its fractions (focal points, prices, ratios).
 */
const FRACTION_TEXT = new Map<number, string>();
const MAX_FRACTIONS = 1024;

/** Text of the small counts and indices data is full of, made once. */
const SMALL_INTEGERS: string[] = Array.from({ length: 1024 }, (_, i) => String(i));

function numberText(v: number): string {
  if ((v | 0) === v) return v >= 0 && v < 1024 ? SMALL_INTEGERS[v]! : String(v);
  let s = FRACTION_TEXT.get(v);
  if (s === undefined) {
    s = String(v);
    if (FRACTION_TEXT.size >= MAX_FRACTIONS) FRACTION_TEXT.clear();
    FRACTION_TEXT.set(v, s);
  }
  return s;
}

/** Text of a value as the language emits it: scalars as text, arrays comma-joined, else "". */
export function emitText(v: unknown): string {
  switch (typeof v) {
    case "string":
      return v;
    case "number":
      return numberText(v);
    case "boolean":
      return v ? "true" : "false";
    case "object":
      if (Array.isArray(v)) {
        let s = "";
        for (let i = 0; i < v.length; i++) s += i === 0 ? String(v[i]) : "," + String(v[i]);
        return s;
      }
      return "";
    default:
      return "";
  }
}

/** A formatter chain's variable; its name (the dotted path) is only built when asked for. */
class PathVariable implements Variable {
  constructor(
    public path: Path,
    public value: unknown,
  ) {}

  get name(): string {
    return this.path.join(".");
  }
}

export class Executor implements PluginContext, EvalScope {
  readonly locale: string | undefined;
  readonly now: number;
  readonly errors: TemplateError[] = [];

  private out = "";
  private readonly frames: Frame[] = takeStack();
  private depth = -1;
  private steps = 0;
  private partialDepth = 0;
  private partialName: string | undefined = undefined;
  /** The instruction running (its line and column, 1-based, are where errors point). */
  private at: Instruction | null = null;
  private zone: string | undefined;
  /** The data the render started from. */
  private root: unknown = undefined;
  private exprFailed = false;
  private exprSource = "";
  /** Nodes whose error was reported (an unknown formatter or predicate), made on first use. */
  private reported: Set<unknown> | null = null;
  /**
   * One-variable lists for formatter chains, pooled by nesting (a formatter may render a
   * partial whose tags run formatters of their own): no allocation per tag once warm.
   * Formatters use their vars only during the call.
   */
  private readonly varPool: [PathVariable][] = [];
  private varDepth = 0;
  private readonly opts: ExecutorOptions;
  private readonly programs: Programs;
  /** Made on the first partial looked up (most renders of a page need few or none). */
  private partials: Partials | null = null;
  /** Limits, copied out of opts for the hot loops. */
  private readonly maxSteps: number;
  private readonly maxOutput: number;

  constructor(opts: ExecutorOptions) {
    this.opts = opts;
    this.maxSteps = opts.maxSteps;
    this.maxOutput = opts.maxOutput;
    this.locale = opts.locale;
    this.now = opts.now;
    this.zone = opts.timeZone;
    this.programs = programsFor(opts.formatters, opts.predicates);
  }

  /** Render a whole template; returns the output (partial output when a limit stopped it). */
  run(code: Block, data: unknown): string {
    this.root = data;
    this.pushFrame(data);
    try {
      this.exec(this.programs.get(code));
    } catch (e) {
      this.fault(e, "template");
    }
    this.depth = -1;
    releaseStack(this.frames);
    return this.out;
  }

  // -- PluginContext ------------------------------------------------------------------------

  get timeZone(): string {
    return (this.zone ??= dataTimeZone(this.root));
  }

  node(): unknown {
    return this.frames[this.depth]!.node;
  }

  resolve(path: readonly (string | number)[]): unknown {
    return path.length === 0 ? undefined : this.resolvePath(path);
  }

  /** Formatters run with their value pushed as a frame; arguments name values of the scope around it. */
  resolveArgument(path: readonly (string | number)[]): unknown {
    if (path.length === 0) return undefined;
    const depth = this.depth;
    if (depth > 0) this.depth = depth - 1;
    try {
      return this.resolvePath(path);
    } finally {
      this.depth = depth;
    }
  }

  error(type: string, message: string): void {
    this.errors.push(makeError(type, message, this.atLine(), this.atColumn(), this.partialName));
  }

  private atLine(): number {
    return this.at === null ? 1 : this.at[1];
  }

  private atColumn(): number {
    return this.at === null ? 1 : this.at[2];
  }

  renderTemplate(code: CompiledTemplate, data: unknown, isPrivate = false): string {
    return this.capture(this.programs.get(code as Block), data, isPrivate, undefined);
  }

  applyPartial(
    name: string,
    data: unknown,
    isPrivate = false,
    args?: Record<string, string>,
  ): string | undefined {
    const found = this.findPartial(name);
    if (found === undefined) {
      this.error(ErrorType.partialMissing, messages.partialMissing(name));
      return undefined;
    }
    if (!this.enterPartial(name)) return "";
    const saved = this.partialName;
    this.partialName = found.partial;
    try {
      return this.capture(found.program, data, isPrivate, args);
    } finally {
      this.partialName = saved;
      this.partialDepth--;
    }
  }

  getInjectable(name: string): unknown {
    const injects = this.opts.injects;
    return hasOwn.call(injects, name) ? injects[name] : undefined;
  }

  // -- EvalScope ----------------------------------------------------------------------------

  setVar(name: string, value: unknown): void {
    this.frames[this.depth]!.setVar(name, value);
  }

  fail(message: string): void {
    this.exprFailed = true;
    this.error(ErrorType.exprReduce, messages.expressionReduce(this.exprSource, message));
  }

  // -- frames and resolution ----------------------------------------------------------------

  private pushFrame(node: unknown): Frame {
    const d = ++this.depth;
    let f = this.frames[d];
    if (f === undefined) {
      f = new Frame();
      this.frames[d] = f;
    }
    f.reset(node);
    return f;
  }

  /** Resolve a path: its first step looks up the stack, later steps walk own properties. */
  resolvePath(path: readonly (string | number)[]): unknown {
    const head = path[0]!;
    const frames = this.frames;
    let v: unknown;
    if (typeof head === "string" && head.charCodeAt(0) === 64 /* @ */) {
      v = head.length === 1 ? frames[this.depth]!.node : this.lookupVar(head);
    } else {
      v = undefined;
      for (let d = this.depth; d >= 0; d--) {
        const f = frames[d]!;
        const n = f.node;
        if (typeof n === "object" && n !== null) {
          if (Array.isArray(n)) {
            if (typeof head === "number") v = n[head];
          } else v = ownValue(n, head);
          if (v !== undefined) break;
        }
        if (f.stop) break;
      }
    }
    for (let i = 1; i < path.length; i++) {
      if (typeof v !== "object" || v === null) return undefined;
      const key = path[i]!;
      if (Array.isArray(v)) v = typeof key === "number" ? v[key] : undefined;
      else v = ownValue(v, key);
    }
    return v;
  }

  /** A plain name (not `@...`, not an index) looked up the stack, for program steps. */
  lookupName(key: string): unknown {
    const frames = this.frames;
    for (let d = this.depth; d >= 0; d--) {
      const f = frames[d]!;
      const n = f.node;
      if (typeof n === "object" && n !== null && !Array.isArray(n)) {
        const v = ownValue(n, key);
        if (v !== undefined) return v;
      }
      if (f.stop) break;
    }
    return undefined;
  }

  /**
   * Resolve a section's path: unlike variables, its first step is looked up in the current
   * frame only, never further up the stack (reference engine behaviour).
   */
  private resolveLocal(path: readonly (string | number)[]): unknown {
    const f = this.frames[this.depth]!;
    const head = path[0]!;
    let v: unknown;
    if (typeof head === "string" && head.charCodeAt(0) === 64 /* @ */) {
      if (head.length === 1) v = f.node;
      else if (head === "@index" || head === "@index0")
        v = f.index === -1 ? undefined : f.index + (head === "@index" ? 1 : 0);
      else v = f.vars === null ? undefined : f.vars.get(head);
    } else {
      v = getChild(f.node, head);
    }
    for (let i = 1; i < path.length && v !== undefined; i++) v = getChild(v, path[i]!);
    return v;
  }

  private lookupVar(name: string): unknown {
    const frames = this.frames;
    const index = name === "@index" ? 1 : name === "@index0" ? 0 : -1;
    for (let d = this.depth; d >= 0; d--) {
      const f = frames[d]!;
      if (index !== -1) {
        if (f.index !== -1) return f.index + index;
      } else if (f.vars !== null) {
        const v = f.vars.get(name);
        if (v !== undefined) return v;
      }
      if (f.stop) break;
    }
    return undefined;
  }

  private findMacro(name: string): MacroRef | undefined {
    for (let d = this.depth; d >= 0; d--) {
      const m = this.frames[d]!.macros;
      if (m !== null) {
        const ref = m.get(name);
        if (ref !== undefined) return ref;
      }
    }
    return undefined;
  }

  /** Macro first, then partial. */
  private findPartial(name: string): MacroRef | undefined {
    const macro = this.findMacro(name);
    if (macro !== undefined) return macro;
    const partials = (this.partials ??= new Partials(
      this.programs,
      this.opts.partials,
      this.opts.preprocess,
      this.errors,
    ));
    const program = partials.get(name);
    return program === undefined ? undefined : { program, partial: name };
  }

  private enterPartial(name: string): boolean {
    if (this.partialDepth >= MAX_PARTIAL_DEPTH) {
      this.error(ErrorType.partialRecursion, messages.partialRecursion(name, MAX_PARTIAL_DEPTH));
      return false;
    }
    this.partialDepth++;
    return true;
  }

  /** Execute a program in a fresh frame over `data`, returning its output instead of emitting it. */
  private capture(
    code: Program,
    data: unknown,
    isPrivate: boolean,
    args: Record<string, string> | undefined,
  ): string {
    const saved = this.out;
    const depth = this.depth;
    this.out = "";
    const f = this.pushFrame(data);
    f.stop = isPrivate;
    if (args !== undefined) f.setVar("@args", args);
    const at = this.at;
    let text = "";
    try {
      this.exec(code);
      text = this.out;
    } finally {
      this.out = saved;
      this.depth = depth;
      this.at = at;
    }
    return text;
  }

  // -- output and limits --------------------------------------------------------------------

  private emit(s: string): void {
    this.out += s;
    if (this.out.length > this.maxOutput) {
      throw new RenderAbort(messages.outputLimit(this.maxOutput));
    }
  }

  private fault(e: unknown, where: string): void {
    if (e instanceof RenderAbort) {
      this.errors.push(
        makeError(ErrorType.limit, e.message, this.atLine(), this.atColumn(), this.partialName),
      );
      return;
    }
    const err = e instanceof Error ? e : new Error(String(e));
    this.error(ErrorType.unexpected, messages.unexpected(err.name, where, err.message));
  }

  private reportOnce(key: unknown, type: string, message: string, line: number, column: number): void {
    const reported = (this.reported ??= new Set());
    if (reported.has(key)) return;
    reported.add(key);
    this.errors.push(makeError(type, message, line, column, this.partialName));
  }

  // -- program steps --------------------------------------------------------------------------

  /** Run a compiled block: text is appended as is, steps run in order. */
  exec(program: Program): void {
    for (let i = 0; i < program.length; i++) {
      const s = program[i]!;
      if (typeof s === "string") {
        this.out += s;
        if (this.out.length > this.maxOutput) throw new RenderAbort(messages.outputLimit(this.maxOutput));
      } else s(this);
    }
  }

  /** Every step starts here: its position for errors raised inside it, and the step budget. */
  enter(n: Instruction): void {
    this.at = n;
    if (++this.steps > this.maxSteps) throw new RenderAbort(messages.stepLimit(this.maxSteps));
  }

  /** Emit a variable's value as text (missing and null emit nothing). */
  emitValue(v: unknown): void {
    if (typeof v === "string") {
      if (v !== "") this.emit(v);
    } else if (v !== undefined && v !== null) this.emit(emitText(v));
  }

  /** The chain's variables; a single one comes from the pool (release with varDepth--). */
  private resolveVars(paths: Path[]): Variable[] {
    if (paths.length === 1) {
      const path = paths[0]!;
      const value = this.resolvePath(path);
      const depth = this.varDepth++;
      const vars = this.varPool[depth];
      if (vars === undefined) {
        const fresh: [PathVariable] = [new PathVariable(path, value)];
        this.varPool[depth] = fresh;
        return fresh;
      }
      const v = vars[0];
      v.path = path;
      v.value = value;
      return vars;
    }
    this.varDepth++;
    const vars: Variable[] = new Array(paths.length);
    for (let i = 0; i < paths.length; i++) {
      const p = paths[i]!;
      vars[i] = new PathVariable(p, this.resolvePath(p));
    }
    return vars;
  }

  /** A chain naming a formatter that does not exist emits its tag text (reported once per node). */
  unknownFormatter(n: VariableNode | BindvarNode, name: string, source: string): void {
    this.reportOnce(n, ErrorType.unknownFormatter, messages.formatterUnknown(name), n[1], n[2]);
    this.emit(source);
  }

  /** Run a formatter chain over `vars`, each call with the variable's value as its frame. */
  private applyFormatters(
    calls: FormatterCall[],
    fns: Formatter[],
    vars: Variable[],
    node: Instruction,
  ): void {
    for (let i = 0; i < fns.length; i++) {
      const call = calls[i]!;
      this.at = node;
      try {
        fns[i]!(call[1], vars, this);
      } catch (e) {
        if (e instanceof RenderAbort) throw e;
        this.fault(e, `formatter '${call[0]}'`);
      }
    }
  }

  /** `{a|fmt ...}`: the chain's functions were looked up when the tree was compiled. */
  formatted(n: VariableNode, paths: Path[], calls: FormatterCall[], fns: Formatter[]): void {
    const vars = this.resolveVars(paths);
    const depth = this.depth;
    let value: unknown;
    this.pushFrame(vars[0]!.value);
    try {
      this.applyFormatters(calls, fns, vars, n);
      value = vars[0]!.value;
    } finally {
      this.depth = depth;
      this.varDepth--;
    }
    this.emit(typeof value === "string" ? value : emitText(value));
  }

  section(path: Path, body: Program, or: OrStep): void {
    const v = this.resolveLocal(path);
    const depth = this.depth;
    this.pushFrame(v);
    if (isTruthy(v)) this.exec(body);
    else if (or !== null) or(this);
    this.depth = depth;
  }

  repeated(path: Path, body: Program, or: OrStep, between: Program | null): void {
    const v = this.resolveLocal(path);
    if (!Array.isArray(v) || v.length === 0) {
      if (or !== null) or(this);
      return;
    }
    const depth = this.depth;
    const list = this.pushFrame(v);
    const last = v.length - 1;
    for (let i = 0; i <= last; i++) {
      if (++this.steps > this.maxSteps) throw new RenderAbort(messages.stepLimit(this.maxSteps));
      list.index = i;
      this.pushFrame(v[i]);
      this.exec(body);
      if (between !== null && i < last) this.exec(between);
      this.depth = depth + 1;
    }
    this.depth = depth;
  }

  /** A predicate's test; `fn` is undefined when no predicate has that name (reported once). */
  test(node: PredicateNode | OrNode, name: string, fn: Predicate | undefined, args: string[]): boolean {
    if (fn === undefined) {
      this.reportOnce(node, ErrorType.unknownPredicate, messages.predicateUnknown(name), node[1], node[2]);
      return false;
    }
    this.at = node;
    try {
      return fn(args, this) === true;
    } catch (e) {
      if (e instanceof RenderAbort) throw e;
      this.fault(e, `predicate '${name}'`);
      return false;
    }
  }

  /** `{.if a && b || c}` over several paths (operators: 1 = and, 0 = or). */
  condition(ops: number[], paths: Path[]): boolean {
    let result = isTruthy(this.resolvePath(paths[0]!));
    // Legacy semantics: left to right with no precedence; stops as soon as an `||` gives
    // true or an `&&` gives false, whatever follows.
    for (let i = 1; i < paths.length; i++) {
      const op = ops[i - 1];
      const value = isTruthy(this.resolvePath(paths[i]!));
      result = op === 1 ? result && value : result || value;
      if (op === 1 ? !result : result) break;
    }
    return result;
  }

  /** `{.var @name a|fmt}`; `chain` is null without formatters. */
  bindvar(n: BindvarNode, chain: Chain | null): void {
    if (typeof chain === "string") {
      this.unknownFormatter(n, chain, n[6]);
      return;
    }
    const vars = this.resolveVars(n[4]);
    try {
      if (chain !== null) this.applyFormatters(n[5] as FormatterCall[], chain, vars, n);
    } finally {
      this.varDepth--;
    }
    this.frames[this.depth]!.setVar(n[3], vars[0]!.value);
  }

  ctxvar(n: CtxvarNode): void {
    const obj: Record<string, unknown> = {};
    for (const [key, path] of n[4]) {
      // A missing value is bound as null. defineProperty keeps a key like "__proto__" an own key.
      const v = this.resolvePath(path);
      Object.defineProperty(obj, key, {
        value: v === undefined ? null : v,
        enumerable: true,
        writable: true,
      });
    }
    this.frames[this.depth]!.setVar(n[3], obj);
  }

  eval(n: EvalNode): void {
    if (!this.opts.enableExpr) return;
    this.at = n;
    const parseErrors = n[5];
    if (parseErrors !== 0) {
      for (const m of parseErrors) this.error(ErrorType.exprParse, messages.expressionParse(n[3], m));
      return;
    }
    if (n[6] === 1) this.emit(debugExpression(n[4] as never));
    const depth = this.depth;
    // Assignments land in a scratch frame first and are kept only when the expression
    // reduced without error.
    const scratch = this.pushFrame(this.frames[depth]!.node);
    this.exprFailed = false;
    this.exprSource = n[3];
    let result: { value: unknown } | undefined;
    try {
      result = evaluate(n[4] as never, this);
    } finally {
      this.depth = depth;
    }
    if (this.exprFailed) return;
    if (scratch.vars !== null && scratch.vars.size !== 0) {
      const frame = this.frames[depth]!;
      for (const [k, v] of scratch.vars) frame.setVar(k, v);
    }
    if (result === undefined) return;
    if (n[6] === 1) this.emit(DEBUG_ARROW);
    this.emit(emitText(result.value));
  }

  include(n: IncludeNode): void {
    if (!this.opts.enableInclude) return;
    this.at = n;
    const name = n[3];
    const found = this.findPartial(name);
    if (found === undefined) {
      this.error(ErrorType.partialMissing, messages.partialMissing(name));
      return;
    }
    if (!this.enterPartial(name)) return;
    const saved = this.out;
    const output = n[4];
    if (!output) this.out = "";
    const savedName = this.partialName;
    this.partialName = found.partial;
    try {
      this.exec(found.program);
    } finally {
      this.partialName = savedName;
      this.partialDepth--;
      if (!output) this.out = saved;
    }
  }

  macro(n: MacroNode, body: Program): void {
    const f = this.frames[this.depth]!;
    (f.macros ??= new Map()).set(n[3], { program: body, partial: this.partialName });
  }
}
