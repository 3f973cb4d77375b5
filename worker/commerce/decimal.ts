// Exact decimal strings for money amounts. Amounts travel as decimal text ("19.99", ".5",
// "1e3"); we keep them as text so formatting never goes through binary floating point, and
// only compare them as numbers (prices are far below the range where doubles lose cents).

/** A decimal in plain notation: optional "-", integer digits, optional "." and fraction digits. */
export type DecimalString = `${number}`;

const MAX_EXPONENT = 100;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Parsed texts (null: not a decimal), bounded. */
const MAX_PARSED = 4096;
const parsed = new Map<string, DecimalString | null>();

/**
 * Parse decimal text (or a finite number) into plain notation without exponent, with no
 * superfluous leading zeros; undefined when the text is not a decimal number.
 */
export function parseDecimal(input: unknown): DecimalString | undefined {
  if (typeof input === "number") {
    return Number.isFinite(input) ? parseDecimal(String(input)) : undefined;
  }
  if (typeof input !== "string") return undefined;
  // Pages parse the same few prices over and over (every variant, every render): remember them.
  if (input.length > 40) return parseDecimalText(input);
  const hit = parsed.get(input);
  if (hit !== undefined) return hit === null ? undefined : hit;
  const value = parseDecimalText(input);
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(input, value ?? null);
  return value;
}

function parseDecimalText(input: string): DecimalString | undefined {
  const m = DECIMAL.exec(input.trim());
  if (!m) return undefined;
  const [, sign = "", int = "", frac = "", exp = "0"] = m;
  const e = parseInt(exp, 10);
  // Beyond any price: refuse rather than build a string of that many zeros.
  if ((int === "" && frac === "") || Math.abs(e) > MAX_EXPONENT) return undefined;
  return shift(sign === "-", int, frac, e);
}

/** Move the decimal point `places` to the right (left when negative): "1.5" by 2 is "150". */
export function movePoint(amount: DecimalString, places: number): DecimalString {
  const negative = amount.startsWith("-");
  const body = negative ? amount.slice(1) : amount;
  const dot = body.indexOf(".");
  const int = dot === -1 ? body : body.slice(0, dot);
  const frac = dot === -1 ? "" : body.slice(dot + 1);
  return shift(negative, int, frac, places);
}

function shift(negative: boolean, int: string, frac: string, places: number): DecimalString {
  let digits = int + frac;
  let point = int.length + places;
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += "0".repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, "") || "0";
  const fraction = digits.slice(point).replace(/0+$/, "");
  const text = fraction ? `${whole}.${fraction}` : whole;
  const isZero = /^[0.]*$/.test(text);
  return (negative && !isZero ? `-${text}` : text) as DecimalString;
}

/** Numeric comparison of two decimal strings: negative, zero or positive. */
export function compareDecimal(a: DecimalString, b: DecimalString): number {
  return Number(a) - Number(b);
}

export const ZERO: DecimalString = "0";
