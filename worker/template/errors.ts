// Every developer message of the template engine, in one place. Wording follows the
// reference engine (spec section 8 only names the errors); each error also carries the
// 1-based line and column of its instruction and, inside a partial, the partial's name.

import type { TemplateError } from "./types";

/** Opcode names as the reference engine prints them in structural errors. */
export type BlockName =
  "SECTION" | "REPEATED" | "PREDICATE" | "OR_PREDICATE" | "IF" | "MACRO" | "END" | "ALTERNATES_WITH";

const syntax = (m: string) => `SyntaxError: ${m}`;
const runtime = (m: string) => `RuntimeError: ${m}`;

export const messages = {
  formatterUnknown: (name: string) => syntax(`Formatter '${name}' is unknown`),
  predicateUnknown: (name: string) => syntax(`Predicate '${name}' is unknown`),
  deadCode: (inst: BlockName) => syntax(`This ${inst} block will never execute.`),
  eofInBlock: (inst: BlockName) => syntax(`Reached EOF in the middle of ${inst}`),
  notAllowedInBlock: (inst: BlockName, parent: BlockName) =>
    syntax(`${inst} instruction is not allowed inside ${parent} block.`),
  notAllowedAtRoot: (inst: BlockName) => syntax(`Instruction ${inst} not allowed at root`),
  expressionParse: (expr: string, err: string) =>
    runtime(`Error parsing expression: ${JSON.stringify(expr)}: ${err}`),
  expressionReduce: (expr: string, err: string) => runtime(`Error reducing expression: ${expr}: ${err}`),
  partialMissing: (name: string) => runtime(`Attempt to apply partial '${name}' which could not be found.`),
  partialParseFail: (name: string, msg: string) => runtime(`Parse of partial "${name}" failed: ${msg}`),
  partialRecursion: (name: string, limit: number) =>
    runtime(`Attempt to apply partial '${name}' exceeded maximum recursion depth of ${limit}`),
  notImplemented: (name: string) => `"${name}" predicate is not yet implemented`,
  unexpected: (kind: string, where: string, msg: string) =>
    runtime(`Unexpected ${kind} error when executing ${where}: ${msg}`),
  stepLimit: (limit: number) => runtime(`Render stopped: more than ${limit} instructions executed`),
  outputLimit: (limit: number) => runtime(`Render stopped: output exceeds ${limit} bytes`),
};

/** Messages of the expression language (`.eval`), wrapped by expressionParse/expressionReduce. */
export const exprMessages = {
  invalidHex: "Invalid 2-char hex escape found",
  invalidUnicode: "Invalid unicode escape found",
  mismatched: (desc: string) => `Mismatched operator found: ${desc}`,
  unexpectedChar: (name: string, at: number, c: string) =>
    `Unexpected ${name} at ${at}: ${JSON.stringify(c)}`,
  exponentDigit: "Expected a digit after exponent in decimal number",
  duplicateDot: "Duplicate decimal point in number",
  dotInExponent: "Unexpected decimal point in exponent",
  hexDigits: "Expected digits after start of hex number",
  bareLine: (name: string) => `Illegal bare ${name} character in string literal`,
  unterminated: "Unterminated string",
  invalidFunction: (name: string) => `Invalid function ${name}`,
  tooManyTokens: (max: number) => `Expression exceeds the maximum number of allowed tokens: ${max}`,
  callFailed: (name: string) => `Error calling function ${name}`,
  invalidArgs: (desc: string) => `Invalid arguments to operator ${desc}`,
  stringTooLong: (max: number) => `Concatenation would exceed maximum string length ${max}`,
  unexpectedToken: "Reduce error: unexpected token on stack",
};

/** Stable machine names of errors (TemplateError.type). */
export const ErrorType = {
  syntax: "syntax",
  unknownFormatter: "unknown-formatter",
  unknownPredicate: "unknown-predicate",
  partialMissing: "partial-missing",
  partialParse: "partial-parse",
  partialRecursion: "partial-recursion",
  exprParse: "expr-parse",
  exprReduce: "expr-reduce",
  limit: "limit",
  notImplemented: "not-implemented",
  unexpected: "unexpected",
} as const;

export function makeError(
  type: string,
  message: string,
  line: number,
  column: number,
  partial?: string,
): TemplateError {
  const e: TemplateError = { type, message, line, column };
  if (partial !== undefined) e.partial = partial;
  return e;
}
