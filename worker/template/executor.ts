// Executor: walks a compiled tree against JSON data and builds the output string. It is
// the PluginContext formatters and predicates see. Errors are collected, never thrown;
// the only exception used internally is RenderAbort, when a safety limit is reached.

import { DEBUG_ARROW, debugExpression } from "./expression/debug";
import type {
  Block,
  BindvarNode,
  CtxvarNode,
  EvalNode,
  FormatterCall,
  IncludeNode,
  OrNode,
  Path,
  PredicateNode,
  RepeatedNode,
  SectionNode,
  VariableNode,
  IfNode,
  Instruction,
  MacroNode,
} from "./compiled";
import { Op } from "./compiled";
import { ErrorType, makeError, messages } from "./errors";
import { evaluate } from "./expression/evaluate";
import type { EvalScope } from "./expression/evaluate";
import { Frame } from "./frame";
import { MAX_PARTIAL_DEPTH } from "./limits";
import type { MacroRef } from "./frame";
import { Partials } from "./partials";
import type { Formatter, FormatterTable, PluginContext, PredicateTable, Variable } from "./plugin";
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
  timeZone: string;
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

function numberText(v: number): string {
  if ((v | 0) === v) return String(v);
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
  readonly timeZone: string;
  readonly errors: TemplateError[] = [];

  private out = "";
  private readonly frames: Frame[] = [];
  private depth = -1;
  private steps = 0;
  private partialDepth = 0;
  private partialName: string | undefined = undefined;
  /** The instruction running (its line and column, 1-based, are where errors point). */
  private at: Instruction | null = null;
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
  private readonly formatters: FormatterTable;
  private readonly predicates: PredicateTable;
  private readonly partials: Partials;
  /** Limits, copied out of opts for the hot loops. */
  private readonly maxSteps: number;
  private readonly maxOutput: number;

  constructor(opts: ExecutorOptions) {
    this.opts = opts;
    this.maxSteps = opts.maxSteps;
    this.maxOutput = opts.maxOutput;
    this.locale = opts.locale;
    this.now = opts.now;
    this.timeZone = opts.timeZone;
    this.formatters = opts.formatters;
    this.predicates = opts.predicates;
    this.partials = new Partials(opts.partials, opts.preprocess, this.errors);
  }

  /** Render a whole template; returns the output (partial output when a limit stopped it). */
  run(code: Block, data: unknown): string {
    this.pushFrame(data);
    try {
      this.block(code);
    } catch (e) {
      this.fault(e, "template");
    }
    this.depth = -1;
    return this.out;
  }

  // -- PluginContext ------------------------------------------------------------------------

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
    return this.capture(code as Block, data, isPrivate, undefined);
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
      return this.capture(found.code, data, isPrivate, args);
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
  private resolvePath(path: readonly (string | number)[]): unknown {
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
  private findPartial(name: string): { code: Block; partial: string | undefined } | undefined {
    const macro = this.findMacro(name);
    if (macro !== undefined) return { code: macro.node[4], partial: macro.partial };
    const code = this.partials.get(name);
    return code === undefined ? undefined : { code, partial: name };
  }

  private enterPartial(name: string): boolean {
    if (this.partialDepth >= MAX_PARTIAL_DEPTH) {
      this.error(ErrorType.partialRecursion, messages.partialRecursion(name, MAX_PARTIAL_DEPTH));
      return false;
    }
    this.partialDepth++;
    return true;
  }

  /** Execute a block in a fresh frame over `data`, returning its output instead of emitting it. */
  private capture(
    code: Block,
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
      this.block(code);
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

  // -- instructions ---------------------------------------------------------------------------

  private block(nodes: Block): void {
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i]!;
      if (typeof n === "string") {
        this.out += n;
        if (this.out.length > this.maxOutput) throw new RenderAbort(messages.outputLimit(this.maxOutput));
        continue;
      }
      // The position of the instruction running, for errors raised anywhere inside it.
      this.at = n;
      if (++this.steps > this.maxSteps) throw new RenderAbort(messages.stepLimit(this.maxSteps));
      switch (n[0]) {
        case Op.Variable:
          if (n[4] === 0 && n[3].length === 1) {
            const v = this.resolvePath(n[3][0]!);
            if (typeof v === "string") {
              if (v !== "") this.emit(v);
            } else if (v !== undefined && v !== null) this.emit(emitText(v));
          } else this.variable(n);
          break;
        case Op.Section:
          this.section(n);
          break;
        case Op.Repeated:
          this.repeated(n);
          break;
        case Op.Predicate:
          this.predicate(n);
          break;
        case Op.If:
          this.if(n);
          break;
        case Op.Bindvar:
          this.bindvar(n);
          break;
        case Op.Ctxvar:
          this.ctxvar(n);
          break;
        case Op.Eval:
          this.eval(n);
          break;
        case Op.Include:
          this.include(n);
          break;
        case Op.Inject:
          this.frames[this.depth]!.setVar(n[3], this.getInjectable(n[4]));
          break;
        case Op.Macro:
          this.macro(n);
          break;
        case Op.Or:
          this.or(n);
          break;
      }
    }
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

  /** Check every formatter of a chain exists; report the first unknown one (once per node). */
  private knownFormatters(node: VariableNode | BindvarNode, calls: FormatterCall[]): boolean {
    for (let i = 0; i < calls.length; i++) {
      const name = calls[i]![0];
      if (typeof this.formatters[name] !== "function") {
        this.reportOnce(node, ErrorType.unknownFormatter, messages.formatterUnknown(name), node[1], node[2]);
        return false;
      }
    }
    return true;
  }

  private applyFormatter(fn: Formatter, call: FormatterCall, vars: Variable[], node: Instruction): void {
    this.at = node;
    try {
      fn(call[1], vars, this);
    } catch (e) {
      if (e instanceof RenderAbort) throw e;
      this.fault(e, `formatter '${call[0]}'`);
    }
  }

  private applyFormatters(calls: FormatterCall[], vars: Variable[], node: Instruction): void {
    for (let i = 0; i < calls.length; i++) {
      const call = calls[i]!;
      this.at = node;
      try {
        this.formatters[call[0]]!(call[1], vars, this);
      } catch (e) {
        if (e instanceof RenderAbort) throw e;
        this.fault(e, `formatter '${call[0]}'`);
      }
    }
  }

  private variable(n: VariableNode): void {
    const calls = n[4];
    // A chain of one formatter (most of them) is looked up once, for the check and the call.
    let single: Formatter | undefined;
    if (calls !== 0) {
      if (calls.length === 1) {
        const fn = this.formatters[calls[0]![0]];
        if (typeof fn === "function") single = fn;
      }
      if (single === undefined && !this.knownFormatters(n, calls)) {
        this.emit(n[5]);
        return;
      }
    }
    const vars = this.resolveVars(n[3]);
    let value: unknown;
    if (calls !== 0) {
      const depth = this.depth;
      this.pushFrame(vars[0]!.value);
      try {
        if (single !== undefined) this.applyFormatter(single, calls[0]!, vars, n);
        else this.applyFormatters(calls, vars, n);
        value = vars[0]!.value;
      } finally {
        this.depth = depth;
        this.varDepth--;
      }
    } else {
      value = vars[0]!.value;
      this.varDepth--;
    }
    this.emit(typeof value === "string" ? value : emitText(value));
  }

  private section(n: SectionNode): void {
    const v = this.resolveLocal(n[3]);
    const depth = this.depth;
    this.pushFrame(v);
    if (isTruthy(v)) this.block(n[4]);
    else if (n[5] !== 0) this.or(n[5]);
    this.depth = depth;
  }

  private repeated(n: RepeatedNode): void {
    const v = this.resolveLocal(n[3]);
    if (!Array.isArray(v) || v.length === 0) {
      if (n[5] !== 0) this.or(n[5]);
      return;
    }
    const depth = this.depth;
    const list = this.pushFrame(v);
    const body = n[4];
    const between = n[6];
    const last = v.length - 1;
    for (let i = 0; i <= last; i++) {
      if (++this.steps > this.maxSteps) throw new RenderAbort(messages.stepLimit(this.maxSteps));
      list.index = i;
      this.pushFrame(v[i]);
      this.block(body);
      if (between !== 0 && i < last) this.block(between);
      this.depth = depth + 1;
    }
    this.depth = depth;
  }

  private test(name: string, args: string[], node: PredicateNode | OrNode): boolean {
    const fn = this.predicates[name];
    if (typeof fn !== "function") {
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

  private predicate(n: PredicateNode): void {
    if (this.test(n[3], n[4], n)) this.block(n[5]);
    else if (n[6] !== 0) this.or(n[6]);
  }

  private or(n: OrNode): void {
    const name = n[3];
    if (name === 0 || this.test(name, n[4], n)) this.block(n[5]);
    else if (n[6] !== 0) this.or(n[6]);
  }

  private if(n: IfNode): void {
    const ops = n[3];
    const paths = n[4];
    let result = isTruthy(this.resolvePath(paths[0]!));
    // Legacy semantics: left to right with no precedence; stops as soon as an `||` gives
    // true or an `&&` gives false, whatever follows.
    for (let i = 1; i < paths.length; i++) {
      const op = ops[i - 1];
      const value = isTruthy(this.resolvePath(paths[i]!));
      result = op === 1 ? result && value : result || value;
      if (op === 1 ? !result : result) break;
    }
    if (result) this.block(n[5]);
    else if (n[6] !== 0) this.or(n[6]);
  }

  private bindvar(n: BindvarNode): void {
    const calls = n[5];
    if (calls !== 0 && !this.knownFormatters(n, calls)) {
      this.emit(n[6]);
      return;
    }
    const vars = this.resolveVars(n[4]);
    try {
      if (calls !== 0) this.applyFormatters(calls, vars, n);
    } finally {
      this.varDepth--;
    }
    this.frames[this.depth]!.setVar(n[3], vars[0]!.value);
  }

  private ctxvar(n: CtxvarNode): void {
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

  private eval(n: EvalNode): void {
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

  private include(n: IncludeNode): void {
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
      this.block(found.code);
    } finally {
      this.partialName = savedName;
      this.partialDepth--;
      if (!output) this.out = saved;
    }
  }

  private macro(n: MacroNode): void {
    const f = this.frames[this.depth]!;
    (f.macros ??= new Map()).set(n[3], { node: n, partial: this.partialName });
  }
}
