// Exact rational arithmetic over BigInt, so unit conversions keep every digit of their input
// (15.3 parsecs in miles needs more than a double's 16 digits).

export interface Rational {
  n: bigint;
  d: bigint;
}

const TEN = 10n;

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}

function make(n: bigint, d: bigint): Rational {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

/** Parse a decimal text ("-12.5", "1e3", ".0123"); undefined when it is not one. */
export function parseRational(text: string): Rational | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) return undefined;
  const digits = (m[2] ?? "") + (m[3] ?? "");
  let n = BigInt(digits === "" ? "0" : digits);
  let d = TEN ** BigInt((m[3] ?? "").length);
  const exp = Number(m[4] ?? 0);
  if (Math.abs(exp) > 400) return undefined;
  if (exp > 0) n *= TEN ** BigInt(exp);
  else if (exp < 0) d *= TEN ** BigInt(-exp);
  return make(m[1] === "-" ? -n : n, d);
}

export const mul = (a: Rational, b: Rational): Rational => make(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => make(a.n * b.d, a.d * b.n);
export const add = (a: Rational, b: Rational): Rational => make(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => make(a.n * b.d - b.n * a.d, a.d * b.d);

/** Integer part, rounded toward zero. */
export function trunc(a: Rational): Rational {
  return { n: a.n / a.d, d: 1n };
}

/** |a| >= 1 */
export function atLeastOne(a: Rational): boolean {
  return (a.n < 0n ? -a.n : a.n) >= a.d;
}

export function isZero(a: Rational): boolean {
  return a.n === 0n;
}

/** Decimal text with up to `digits` fraction digits (truncated; Intl rounds it afterwards). */
export function toDecimalText(a: Rational, digits = 24): string {
  const neg = a.n < 0n;
  const abs = neg ? -a.n : a.n;
  const scaled = (abs * TEN ** BigInt(digits)) / a.d;
  const s = scaled.toString().padStart(digits + 1, "0");
  const int = s.slice(0, s.length - digits);
  const frac = s.slice(s.length - digits).replace(/0+$/, "");
  return (neg ? "-" : "") + int + (frac ? "." + frac : "");
}
