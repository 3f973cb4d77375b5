// Tokens of the `.eval` expression language. Tokens are small JSON tuples so a compiled
// expression can live inside the compiled template tree.

export const enum T {
  Operator = 0,
  Null = 1,
  Number = 2,
  Boolean = 3,
  String = 4,
  Call = 5,
  Args = 6,
  Variable = 7,
}

export const enum Oper {
  Plus,
  Minus,
  LNot,
  BNot,
  Pow,
  Mul,
  Div,
  Mod,
  Add,
  Sub,
  Shl,
  Shr,
  Lt,
  Gt,
  LtEq,
  GtEq,
  Eq,
  Neq,
  SEq,
  SNeq,
  BAnd,
  BXor,
  BOr,
  LAnd,
  LOr,
  Assign,
  Semi,
  Comma,
  LParen,
  RParen,
}

/** Numbers that JSON cannot hold (NaN, ±Infinity) are stored as their text. */
export type NumberToken = [T.Number, number | string];
export type Token =
  | [T.Operator, Oper]
  | [T.Null]
  | NumberToken
  | [T.Boolean, boolean]
  | [T.String, string]
  | [T.Call, string]
  | [T.Args]
  | [T.Variable, (string | number)[]];

/** Precedence, right-associativity and description (used in messages) per operator. */
export const OPERATORS: readonly [prec: number, right: boolean, desc: string][] = [
  [17, true, "unary plus"],
  [17, true, "unary minus"],
  [17, true, "logical not"],
  [17, true, "bitwise not"],
  [16, true, "exponent"],
  [15, false, "multiply"],
  [15, false, "divide"],
  [15, false, "modulus"],
  [14, false, "add"],
  [14, false, "subtract"],
  [13, false, "left shift"],
  [13, false, "right shift"],
  [12, false, "less than"],
  [12, false, "greater than"],
  [12, false, "less than or equal"],
  [12, false, "greater than or equal"],
  [11, false, "equality"],
  [11, false, "inequality"],
  [11, false, "strict equality"],
  [11, false, "strict inequality"],
  [10, false, "bitwise and"],
  [9, false, "bitwise xor"],
  [8, false, "bitwise or"],
  [7, false, "logical and"],
  [6, false, "logical or"],
  [3, true, "assign"],
  [1, false, "semicolon"],
  [1, true, "comma"],
  [1, false, "left paren"],
  [1, false, "right paren"],
];

export function numberToken(n: number): NumberToken {
  return [T.Number, Number.isFinite(n) ? n : String(n)];
}

/** Built-in functions callable as `name(args)`. */
export const FUNCTION_NAMES = new Set(["max", "min", "abs", "num", "str", "bool"]);

/** Named constants; a bare single-step reference with one of these names is the constant. */
export const CONSTANTS: Record<string, Token> = Object.assign(Object.create(null) as Record<string, Token>, {
  null: [T.Null],
  true: [T.Boolean, true],
  false: [T.Boolean, false],
  PI: [T.Number, Math.PI],
  E: [T.Number, Math.E],
  Infinity: [T.Number, "Infinity"],
  NaN: [T.Number, "NaN"],
});
