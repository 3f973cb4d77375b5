// `{.eval #expr}`: the leading `#` asks for the assembled expression (reverse Polish
// notation, one bracket per statement) in the output, before its value.
import type { Token } from "./tokens";
import { OPERATORS, T } from "./tokens";

function tokenText(t: Token): string {
  switch (t[0]) {
    case T.Boolean:
      return t[1] ? "true" : "false";
    case T.Null:
      return "null";
    case T.Number:
      return String(t[1]);
    case T.String:
      return JSON.stringify(t[1]);
    case T.Operator:
      return `<${OPERATORS[t[1]]![2]}>`;
    case T.Variable:
      return t[1].join(".");
    case T.Call:
      return `${t[1]}()`;
    case T.Args:
      return "<args>";
  }
}

export function debugExpression(statements: Token[][]): string {
  return `EVAL=[${statements.map((s) => `[${s.map(tokenText).join(" ")}]`).join(", ")}]`;
}

/** Printed between the debug text and the value. */
export const DEBUG_ARROW = " -> ";
