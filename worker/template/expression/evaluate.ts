// Expression evaluator: reduces compiled statements (reverse polish) with JavaScript
// semantics over null, numbers, booleans and strings. Variables resolve through the
// template's frame stack; `@name = value` assigns a template variable.

import { exprMessages } from "../errors";
import { MAX_EXPRESSION_STRING } from "../limits";
import type { Token } from "./tokens";
import { OPERATORS, Oper, T } from "./tokens";

export interface EvalScope {
  resolve(path: readonly (string | number)[]): unknown;
  setVar(name: string, value: unknown): void;
  /** Report a reduce error (already phrased; the caller wraps it with the source). */
  fail(message: string): void;
}

/** A literal during evaluation. */
type Lit = { t: T.Null | T.Number | T.Boolean | T.String; v: unknown };

const NULL: Lit = { t: T.Null, v: null };
const num = (v: number): Lit => ({ t: T.Number, v });
const bool = (v: boolean): Lit => ({ t: T.Boolean, v });
const str = (v: string): Lit => ({ t: T.String, v });

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= "0" && c <= "9";
}

function asNum(a: Lit): number {
  switch (a.t) {
    case T.Number:
      return a.v as number;
    case T.Boolean:
      return a.v ? 1 : 0;
    case T.Null:
      return 0;
    case T.String: {
      const s = a.v as string;
      if (s === "") return 0;
      let i = 0;
      if (s[0] === "-" || s[0] === "+") i++;
      if (i === s.length) return NaN;
      if (s[i] === "0" && (s[i + 1] === "x" || s[i + 1] === "X")) {
        if (!/^[0-9a-fA-F]+$/.test(s.slice(i + 2))) return NaN;
        const n = parseInt(s.slice(i + 2), 16);
        return s[0] === "-" ? -n : n;
      }
      if (!isDigit(s[i])) return NaN;
      return /^[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?$/.test(s.slice(i)) ? parseFloat(s) : NaN;
    }
  }
}

function asBool(a: Lit): boolean {
  switch (a.t) {
    case T.Boolean:
      return a.v as boolean;
    case T.Number:
    case T.String:
      return !!a.v;
    default:
      return false;
  }
}

function asStr(a: Lit): string {
  switch (a.t) {
    case T.Boolean:
      return a.v ? "true" : "false";
    case T.Number:
      return String(a.v);
    case T.String:
      return a.v as string;
    default:
      return "null";
  }
}

type Slot = Token | Lit | undefined;

/** A token as a literal: variables are resolved; objects and arrays are not literals. */
function literal(scope: EvalScope, t: Slot): Lit | undefined {
  if (t === undefined) return undefined;
  if (!Array.isArray(t)) return t;
  switch (t[0]) {
    case T.Variable: {
      const v = scope.resolve(t[1]);
      switch (typeof v) {
        case "boolean":
          return bool(v);
        case "number":
          return num(v);
        case "string":
          return str(v);
        default:
          return v === null || v === undefined ? NULL : undefined;
      }
    }
    case T.Number:
      return num(typeof t[1] === "string" ? Number(t[1]) : t[1]);
    case T.Boolean:
      return bool(t[1]);
    case T.String:
      return str(t[1]);
    case T.Null:
      return NULL;
    default:
      return undefined;
  }
}

function pick(better: (a: number, b: number) => boolean, args: Lit[]): Lit | undefined {
  if (args.length === 0) return undefined;
  let best = asNum(args[0]!);
  for (let i = 1; i < args.length; i++) {
    const n = asNum(args[i]!);
    if (!better(best, n)) best = n;
  }
  return num(best);
}

const FUNCTIONS: Record<string, (args: Lit[]) => Lit | undefined> = {
  max: (a) => pick((x, y) => x > y, a),
  min: (a) => pick((x, y) => x < y, a),
  abs: (a) => (a.length ? num(Math.abs(asNum(a[0]!))) : undefined),
  num: (a) => (a.length ? num(asNum(a[0]!)) : undefined),
  str: (a) => (a.length ? str(asStr(a[0]!)) : undefined),
  bool: (a) => (a.length ? bool(asBool(a[0]!)) : undefined),
};

function binary(op: Oper, a: Lit, b: Lit, scope: EvalScope): Lit | undefined {
  switch (op) {
    case Oper.Mul:
      return num(asNum(a) * asNum(b));
    case Oper.Div:
      return num(asNum(a) / asNum(b));
    case Oper.Add:
      if (a.t === T.String || b.t === T.String) {
        const x = asStr(a);
        const y = asStr(b);
        if (x.length + y.length > MAX_EXPRESSION_STRING) {
          scope.fail(exprMessages.stringTooLong(MAX_EXPRESSION_STRING));
          return undefined;
        }
        return str(x + y);
      }
      return num(asNum(a) + asNum(b));
    case Oper.Sub:
      return num(asNum(a) - asNum(b));
    case Oper.Pow:
      return num(Math.pow(asNum(a), asNum(b)));
    case Oper.Mod:
      return num(asNum(a) % asNum(b));
    case Oper.Shl:
      return num(asNum(a) << asNum(b));
    case Oper.Shr:
      return num(asNum(a) >> asNum(b));
    // Comparisons follow JavaScript on the raw values, as the reference engine does.
    case Oper.Lt:
      return bool((a.v as number) < (b.v as number));
    case Oper.LtEq:
      return bool((a.v as number) <= (b.v as number));
    case Oper.Gt:
      return bool((a.v as number) > (b.v as number));
    case Oper.GtEq:
      return bool((a.v as number) >= (b.v as number));
    case Oper.Eq:
      return bool(a.v == b.v);
    case Oper.Neq:
      return bool(a.v != b.v);
    case Oper.SEq:
      return bool(a.v === b.v);
    case Oper.SNeq:
      return bool(a.v !== b.v);
    case Oper.BAnd:
      return num(asNum(a) & asNum(b));
    case Oper.BXor:
      return num(asNum(a) ^ asNum(b));
    case Oper.BOr:
      return num(asNum(a) | asNum(b));
    case Oper.LAnd:
      return bool(asBool(a) && asBool(b));
    case Oper.LOr:
      return bool(asBool(a) || asBool(b));
    default:
      return undefined;
  }
}

function top(stack: Slot[]): Slot {
  return stack[stack.length - 1];
}

function setTop(stack: Slot[], v: Slot): void {
  if (stack.length) stack[stack.length - 1] = v;
}

/** Reduce one statement; returns its value (undefined: no value, or an error was reported). */
function reduce(statement: Token[], scope: EvalScope): Lit | undefined {
  const stack: Slot[] = [];
  for (const t of statement) {
    switch (t[0]) {
      case T.Call: {
        const args: Lit[] = [];
        for (let s = top(stack); s !== undefined && !(Array.isArray(s) && s[0] === T.Args); s = top(stack)) {
          const arg = literal(scope, stack.pop());
          if (arg) args.push(arg);
        }
        stack.pop();
        args.reverse();
        const r = FUNCTIONS[t[1]]!(args);
        if (!r) {
          scope.fail(exprMessages.callFailed(t[1]));
          return undefined;
        }
        stack.push(r);
        continue;
      }
      case T.Operator: {
        const op = t[1];
        switch (op) {
          case Oper.Minus: {
            const a = literal(scope, top(stack));
            setTop(stack, a ? num(-1 * asNum(a)) : undefined);
            continue;
          }
          case Oper.Plus: {
            const a = literal(scope, top(stack));
            setTop(stack, a ? num(asNum(a)) : undefined);
            continue;
          }
          case Oper.LNot: {
            const a = literal(scope, top(stack));
            setTop(stack, a ? bool(!asBool(a)) : undefined);
            continue;
          }
          case Oper.BNot: {
            const a = literal(scope, top(stack));
            setTop(stack, a ? num(~asNum(a)) : undefined);
            continue;
          }
          case Oper.Assign: {
            const b = literal(scope, stack.pop());
            const a = stack.pop();
            if (b !== undefined && Array.isArray(a) && a[0] === T.Variable) {
              const path = a[1];
              const name = path[0];
              if (path.length === 1 && typeof name === "string" && name[0] === "@" && name.length > 1) {
                scope.setVar(name, b.v);
              }
            }
            // An assignment completes the statement and leaves no value.
            return undefined;
          }
        }
        const b = literal(scope, stack.pop());
        const a = literal(scope, stack.pop());
        if (a === undefined || b === undefined) {
          scope.fail(exprMessages.invalidArgs(OPERATORS[op]![2]));
          return undefined;
        }
        const r = binary(op, a, b, scope);
        if (r === undefined) return undefined;
        stack.push(r);
        continue;
      }
      default:
        stack.push(t);
    }
  }
  const r = top(stack);
  if (r === undefined) return undefined;
  const v = literal(scope, r);
  if (v === undefined) scope.fail(exprMessages.unexpectedToken);
  return v;
}

/** Run every statement; the value of the last one is the output (undefined for none). */
export function evaluate(statements: Token[][], scope: EvalScope): { value: unknown } | undefined {
  let r: Lit | undefined;
  for (const s of statements) r = reduce(s, scope);
  return r === undefined ? undefined : { value: r.v };
}
