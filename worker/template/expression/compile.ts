// Expression compiler: tokenizes `.eval` source and orders each `;`-separated statement
// in reverse polish notation (shunting yard), ready for evaluate.ts. Errors are returned
// as messages; nothing is thrown.

import { exprMessages } from "../errors";
import { splitPath } from "../values";
import { MAX_EXPRESSION_TOKENS } from "../limits";
import type { Token } from "./tokens";
import { CONSTANTS, FUNCTION_NAMES, OPERATORS, Oper, T, numberToken } from "./tokens";

export interface CompiledExpression {
  statements: Token[][];
  errors: string[];
}

const SEGMENT = "(?:\\d+|(?:@|\\$)?[a-zA-Z][a-zA-Z0-9_-]*|@)";
const VARREF = new RegExp(`${SEGMENT}(?:\\.${SEGMENT})*`, "y");

const CHAR_NAMES: Record<string, string> = {
  "\b": "backspace",
  "\f": "form feed",
  "\n": "line feed",
  "\r": "carriage return",
  "\t": "tab",
};
const charName = (c: string) => CHAR_NAMES[c] ?? (c <= "\u001f" ? "control character" : "character");

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);

/** End of a run of hex digits from i (bounded by len). */
export function scanHex(s: string, i: number, len: number): number {
  while (i < len && isHex(s.charCodeAt(i))) i++;
  return i;
}

/**
 * End of a decimal number starting at i (JavaScript rules, no sign): a negative result
 * is an error (-2 no exponent digit, -3 second dot, -4 dot in exponent).
 */
export function scanDecimal(s: string, i: number, len: number): number {
  let dot = false;
  let exp = false;
  let expDigit = false;
  let expSign = false;
  let j = i;
  loop: for (; j < len; j++) {
    const c = s[j]!;
    switch (c) {
      case ".":
        if (dot) return -3;
        if (exp) return -4;
        dot = true;
        break;
      case "e":
      case "E":
        if (exp) break loop;
        exp = true;
        expDigit = true;
        break;
      case "-":
      case "+":
        if (!expDigit || !exp || expSign) break loop;
        expSign = true;
        break;
      default:
        if (c >= "0" && c <= "9") expDigit = false;
        else break loop;
    }
  }
  return expDigit ? -2 : j;
}

class Tokenizer {
  readonly tokens: Token[] = [];
  readonly errors: string[] = [];

  push(t: Token): void {
    if (this.errors.length) return;
    const tokens = this.tokens;
    const top = tokens[tokens.length - 1];
    if (t[0] === T.Operator) {
      const op = t[1];
      if (op === Oper.Add || op === Oper.Sub) {
        // A sign at the start or after an operator (other than ')') is unary.
        if (top === undefined || (top[0] === T.Operator && top[1] !== Oper.RParen)) {
          t = [T.Operator, op === Oper.Sub ? Oper.Minus : Oper.Plus];
        }
      } else if (op === Oper.LParen && top !== undefined && top[0] === T.Variable && top[1].length === 1) {
        const name = top[1][0] as string;
        if (!FUNCTION_NAMES.has(name)) {
          this.errors.push(exprMessages.invalidFunction(String(name)));
          return;
        }
        tokens[tokens.length - 1] = [T.Call, name];
      }
    }
    tokens.push(t);
    if (tokens.length > MAX_EXPRESSION_TOKENS)
      this.errors.push(exprMessages.tooManyTokens(MAX_EXPRESSION_TOKENS));
  }

  run(s: string): void {
    const len = s.length;
    const op = (o: Oper) => this.push([T.Operator, o]);
    let i = 0;
    while (i < len && this.errors.length === 0) {
      const c0 = s[i]!;
      const c1 = i + 1 < len ? s[i + 1]! : "";
      switch (c0) {
        case "0":
        case "1":
        case "2":
        case "3":
        case "4":
        case "5":
        case "6":
        case "7":
        case "8":
        case "9": {
          i = c0 === "0" && (c1 === "x" || c1 === "X") ? this.hex(s, i + 2, len) : this.decimal(s, i, len);
          if (i < 0) return;
          continue;
        }
        case '"':
        case "'":
          i = this.string(s, i + 1, len, c0);
          if (i < 0) return;
          continue;
        case "*":
          if (c1 === "*") {
            i++;
            op(Oper.Pow);
          } else op(Oper.Mul);
          break;
        case "/":
          op(Oper.Div);
          break;
        case "%":
          op(Oper.Mod);
          break;
        case "+":
          op(Oper.Add);
          break;
        case "-":
          op(Oper.Sub);
          break;
        case "=":
          if (c1 === "=") {
            i++;
            if (s[i + 1] === "=") {
              i++;
              op(Oper.SEq);
            } else op(Oper.Eq);
          } else op(Oper.Assign);
          break;
        case "!":
          if (c1 === "=") {
            i++;
            if (s[i + 1] === "=") {
              i++;
              op(Oper.SNeq);
            } else op(Oper.Neq);
          } else op(Oper.LNot);
          break;
        case "<":
          if (c1 === "<") {
            i++;
            op(Oper.Shl);
          } else if (c1 === "=") {
            i++;
            op(Oper.LtEq);
          } else op(Oper.Lt);
          break;
        case ">":
          if (c1 === ">") {
            i++;
            op(Oper.Shr);
          } else if (c1 === "=") {
            i++;
            op(Oper.GtEq);
          } else op(Oper.Gt);
          break;
        case "~":
          op(Oper.BNot);
          break;
        case "&":
          if (c1 === "&") {
            i++;
            op(Oper.LAnd);
          } else op(Oper.BAnd);
          break;
        case "|":
          if (c1 === "|") {
            i++;
            op(Oper.LOr);
          } else op(Oper.BOr);
          break;
        case "^":
          op(Oper.BXor);
          break;
        case " ":
        case "\n":
        case "\t":
        case "\r":
        case "\u00a0":
          break;
        case ",":
          op(Oper.Comma);
          break;
        case ";":
          op(Oper.Semi);
          break;
        case "(":
          op(Oper.LParen);
          break;
        case ")":
          op(Oper.RParen);
          break;
        default: {
          VARREF.lastIndex = i;
          const m = VARREF.exec(s);
          if (m === null) {
            this.errors.push(exprMessages.unexpectedChar(charName(c0), i, c0));
            return;
          }
          i = VARREF.lastIndex;
          const path = splitPath(m[0]);
          const constant = path.length === 1 && typeof path[0] === "string" ? CONSTANTS[path[0]] : undefined;
          this.push(constant ?? [T.Variable, path]);
          continue;
        }
      }
      i++;
    }
  }

  private decimal(s: string, i: number, len: number): number {
    const j = scanDecimal(s, i, len);
    if (j < 0) {
      this.errors.push(
        j === -2
          ? exprMessages.exponentDigit
          : j === -3
            ? exprMessages.duplicateDot
            : exprMessages.dotInExponent,
      );
      return -1;
    }
    this.push(numberToken(parseFloat(s.slice(i, j))));
    return j;
  }

  private hex(s: string, i: number, len: number): number {
    const j = scanHex(s, i, len);
    if (i === j) {
      this.errors.push(exprMessages.hexDigits);
      return -1;
    }
    this.push(numberToken(parseInt(s.slice(i, j), 16)));
    return j;
  }

  private string(s: string, i: number, len: number, quote: string): number {
    let out = "";
    while (i < len) {
      const c = s[i]!;
      if (c === "\\" && i + 1 < len) {
        const e = s[i + 1]!;
        switch (e) {
          case "n":
            out += "\n";
            break;
          case "t":
            out += "\t";
            break;
          case "f":
            out += "\f";
            break;
          case "r":
            out += "\r";
            break;
          case "x": {
            const from = i + 2;
            const lim = from + 2;
            if (lim >= len || scanHex(s, from, lim) !== lim) {
              this.errors.push(exprMessages.invalidHex);
              return -1;
            }
            const code = parseInt(s.slice(from, lim), 16);
            out += code <= 0x08 || (code >= 0x0e && code < 0x20) ? " " : String.fromCharCode(code);
            i = lim;
            continue;
          }
          case "u":
          case "U": {
            const from = i + 2;
            const lim = from + (e === "u" ? 4 : 8);
            if (scanHex(s, from, lim < len ? lim : len) !== lim) {
              this.errors.push(exprMessages.invalidUnicode);
              return -1;
            }
            const code = parseInt(s.slice(from, lim), 16);
            out +=
              code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff
                ? " "
                : String.fromCodePoint(code);
            i = lim;
            continue;
          }
          default:
            out += e;
        }
        i += 2;
        continue;
      }
      if (c === quote) {
        this.push([T.String, out]);
        return i + 1;
      }
      if (c === "\n" || c === "\r") {
        this.errors.push(exprMessages.bareLine(charName(c)));
        return -1;
      }
      out += c;
      i++;
    }
    this.errors.push(exprMessages.unterminated);
    return -1;
  }
}

const isOp = (t: Token | undefined, o: Oper) => t !== undefined && t[0] === T.Operator && t[1] === o;

/** Shunting yard over the token list; one output queue per `;`-separated statement. */
function assemble(tokens: Token[], errors: string[]): Token[][] {
  const statements: Token[][] = [];
  let out: Token[] = [];
  const ops: Token[] = [];
  const flush = (): boolean => {
    while (ops.length) {
      const t = ops.pop()!;
      if (isOp(t, Oper.LParen) || isOp(t, Oper.RParen)) {
        errors.push(exprMessages.mismatched(OPERATORS[t[1] as Oper]![2]));
        return false;
      }
      out.push(t);
    }
    if (out.length) statements.push(out);
    return true;
  };
  for (const t of tokens) {
    if (t[0] === T.Operator) {
      const type = t[1];
      switch (type) {
        case Oper.Semi:
          if (!flush()) return statements;
          out = [];
          break;
        case Oper.LParen:
          ops.push(t);
          break;
        case Oper.Comma:
          while (ops.length && !isOp(ops[ops.length - 1], Oper.LParen)) out.push(ops.pop()!);
          break;
        case Oper.RParen: {
          while (ops.length && !isOp(ops[ops.length - 1], Oper.LParen)) out.push(ops.pop()!);
          if (!ops.length) {
            errors.push(exprMessages.mismatched(OPERATORS[Oper.RParen]![2]));
            return statements;
          }
          ops.pop();
          const top = ops[ops.length - 1];
          if (top !== undefined && top[0] === T.Call) out.push(ops.pop()!);
          break;
        }
        default: {
          const [prec, right] = OPERATORS[type]!;
          for (;;) {
            const top = ops[ops.length - 1];
            if (top === undefined) break;
            if (top[0] === T.Operator) {
              if (top[1] === Oper.LParen) break;
              const topPrec = OPERATORS[top[1]]![0];
              if (!(topPrec > prec || (topPrec === prec && !right))) break;
            }
            out.push(ops.pop()!);
          }
          ops.push(t);
        }
      }
    } else if (t[0] === T.Call) {
      out.push([T.Args]);
      ops.push(t);
    } else {
      out.push(t);
    }
  }
  flush();
  return statements;
}

export function compileExpression(source: string): CompiledExpression {
  const tokenizer = new Tokenizer();
  tokenizer.run(source);
  const errors = tokenizer.errors;
  if (errors.length) return { statements: [], errors };
  const statements = assemble(tokenizer.tokens, errors);
  return { statements, errors };
}
