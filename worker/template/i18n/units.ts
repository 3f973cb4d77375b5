// The `unit` formatter: convert a quantity between units and format it with Intl's unit
// style, or with English patterns for units Intl lacks (hertz, square-yard, parsec, ...).
import type { NumberOptions } from "./options";
import { numberOption, splitOption } from "./options";
import { decimalText, formatText, intlNumberOptions } from "./numbers";
import { numberFormat } from "../../intl/number-format";
import { pluralCategory } from "./plurals";
import type { Rational } from "./rational";
import { add, atLeastOne, div, isZero, mul, parseRational, sub, toDecimalText, trunc } from "./rational";
import type { UnitInfo } from "./unit-table";
import { bestFitUnits, findUnit, UNITS } from "./unit-table";

export type UnitWidth = "narrow" | "short" | "long";

export interface UnitOptions extends NumberOptions {
  input?: string;
  /** One output unit, or several to choose the best fit among. */
  output: string[];
  sequence: string[];
  width: UnitWidth;
}

const units = (list: string): string[] =>
  list
    .split(",")
    .map((n) => findUnit(n.trim()))
    .filter((n): n is string => n !== undefined);

/** `in:inch out:foot sequence:foot,inch format:long group maxfrac:2` */
export function unitOptions(args: readonly string[]): UnitOptions {
  const o: UnitOptions = { output: [], sequence: [], width: "narrow" };
  let widthGiven = false;
  for (const arg of args) {
    const [key, val] = splitOption(arg);
    switch (key) {
      case "in":
      case "input":
        o.input = findUnit(val);
        break;
      case "out":
      case "output":
        o.output = units(val);
        break;
      case "sequence":
        o.sequence = units(val);
        break;
      case "format":
      case "width":
        if (val === "long" || val === "short" || val === "narrow") {
          o.width = val;
          widthGiven = true;
        }
        break;
      case "compact":
        // "compact:bytes" picks the best-fitting unit (the default anyway) and reads in short width.
        if (!widthGiven) o.width = "short";
        break;
      default:
        numberOption(key, val, o);
    }
  }
  return o;
}

const rational = (f: string | [string, string]): Rational =>
  typeof f === "string" ? parseRational(f)! : div(parseRational(f[0])!, parseRational(f[1])!);

function toBase(v: Rational, info: UnitInfo): Rational {
  if (info.inverse) return div(rational(info.factor), v);
  const scaled = mul(v, rational(info.factor));
  return info.offset === undefined ? scaled : add(scaled, rational(info.offset));
}

function fromBase(v: Rational, info: UnitInfo): Rational {
  if (info.inverse) return div(rational(info.factor), v);
  const shifted = info.offset === undefined ? v : sub(v, rational(info.offset));
  return div(shifted, rational(info.factor));
}

/**
 * A quantity in `from` expressed in `to` (same category); undefined where a reciprocal unit
 * meets zero (no fuel used is no finite number of miles per gallon).
 */
export function convert(v: Rational, from: string, to: string): Rational | undefined {
  if (from === to) return v;
  const [a, b] = [UNITS[from]!, UNITS[to]!];
  if (isZero(v) && (a.inverse || b.inverse)) return undefined;
  const base = toBase(v, a);
  return isZero(base) && b.inverse ? undefined : fromBase(base, b);
}

/** Intl renders no-break spaces between number and unit; the dialect's output uses plain ones. */
const plainSpaces = (s: string): string => s.replace(/[\u00a0\u202f]/g, " ");

/** One amount with its unit, e.g. "342.9yd", "1,028 feet". */
export function formatAmount(
  v: Rational,
  unit: string,
  width: UnitWidth,
  n: NumberOptions,
  locale: string,
): string {
  const text = toDecimalText(v);
  const numeric = intlNumberOptions({ ...n, group: n.group ?? false }, 1);
  const names = UNITS[unit]?.names;
  if (!names) {
    try {
      const f = numberFormat(locale, { ...numeric, style: "unit", unit, unitDisplay: width });
      return plainSpaces(formatText(f, text));
    } catch {
      // Not a unit Intl knows: fall through to the pattern (or the bare number).
    }
  }
  const number = formatText(numberFormat(locale, numeric), text);
  if (!names) return number;
  const pattern =
    width === "narrow"
      ? names[0]
      : width === "short"
        ? names[1]
        : pluralCategory(number.replace(/[^\d.]/g, ""), "en") === "one"
          ? names[2]
          : names[3];
  return pattern.replace("{0}", number);
}

/** The unit of a best-fit list the quantity reaches 1 in (the last one otherwise). */
function bestFit(v: Rational, from: string, candidates: string[]): string {
  const same = candidates.filter((c) => UNITS[c]!.category === UNITS[from]!.category);
  for (const c of same) {
    const amount = convert(v, from, c);
    if (amount !== undefined && atLeastOne(amount)) return c;
  }
  return same[same.length - 1] ?? from;
}

/** `{n|unit ...}` of a value; "" when the value is not a number or has no finite conversion. */
export function formatUnit(value: unknown, o: UnitOptions, locale: string): string {
  const text = decimalText(value);
  const v = text === undefined ? undefined : parseRational(text);
  if (v === undefined) return "";
  const input = o.input;
  if (input === undefined)
    return formatText(numberFormat(locale, intlNumberOptions({ ...o, group: o.group ?? false }, 1)), text!);
  const category = UNITS[input]!.category;
  // A sequence splits a sum of amounts, which reciprocal units (miles per gallon) are not.
  const sequence = o.sequence.filter((s) => UNITS[s]!.category === category && !UNITS[s]!.inverse);
  if (sequence.length > 1 && !UNITS[input]!.inverse) {
    // "14d 6h 56.1m": whole amounts of each unit but the last, which keeps the fraction.
    const parts: string[] = [];
    let rest = v;
    for (let i = 0; i < sequence.length; i++) {
      const unit = sequence[i]!;
      const amount = convert(rest, input, unit)!;
      if (i === sequence.length - 1) {
        parts.push(formatAmount(amount, unit, o.width, o, locale));
        break;
      }
      const whole = trunc(amount);
      if (!isZero(whole)) parts.push(formatAmount(whole, unit, o.width, { ...o, maxFrac: 0 }, locale));
      rest = sub(rest, convert(whole, unit, input)!);
    }
    return parts.join(" ");
  }
  let output = o.output.length === 1 ? o.output[0]! : sequence[0];
  if (output === undefined || UNITS[output]!.category !== category) {
    output = bestFit(v, input, o.output.length > 1 ? o.output : bestFitUnits(UNITS[input]!));
  }
  const amount = convert(v, input, output);
  return amount === undefined ? "" : formatAmount(amount, output, o.width, o, locale);
}
