// Decimal formatting with Intl.NumberFormat. Values stay decimal strings end to end so that
// no digits are lost to binary floating point (Intl formats numeric strings exactly).
import { INTL_ROUNDING, numberFormat } from "../../intl/number-format";
import type { DecimalOptions, NumberOptions } from "./options";

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** The decimal text of a value (number or numeric string), or undefined when it is not one. */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== "string") return undefined;
  const s = value.trim();
  return DECIMAL.test(s) ? s : undefined;
}

/** Multiply a decimal text by 10^k without arithmetic: "1.5" with -2 gives "1.5e-2". */
export function scaleDecimal(text: string, k: number): string {
  const m = /^(.*?)[eE]([+-]?\d+)$/.exec(text);
  return m ? `${m[1]}e${Number(m[2]) + k}` : `${text}e${k}`;
}

/**
 * Intl options for the shared number options. `defaultMaxFrac` is the style's own maximum
 * (3 for decimals, 0 for percents); rounding is half-even unless asked otherwise, like CLDR.
 */
export function intlNumberOptions(o: NumberOptions, defaultMaxFrac?: number): Intl.NumberFormatOptions {
  const r: Record<string, unknown> = {
    useGrouping: o.group ?? true,
    roundingMode: INTL_ROUNDING[o.round ?? "half-even"],
  };
  if (o.minInt !== undefined && o.minInt >= 1) r.minimumIntegerDigits = Math.min(o.minInt, 21);
  if (o.maxSig !== undefined || o.minSig !== undefined) {
    const max = Math.min(Math.max(o.maxSig ?? 21, 1), 21);
    const min = Math.min(Math.max(o.minSig ?? 1, 1), max);
    r.minimumSignificantDigits = min;
    r.maximumSignificantDigits = max;
    return r as Intl.NumberFormatOptions;
  }
  if (o.maxFrac !== undefined || o.minFrac !== undefined || defaultMaxFrac !== undefined) {
    const min = Math.min(o.minFrac ?? 0, 100);
    const max = Math.max(Math.min(o.maxFrac ?? Math.max(defaultMaxFrac ?? 3, min), 100), min);
    r.minimumFractionDigits = min;
    r.maximumFractionDigits = max;
  }
  return r as Intl.NumberFormatOptions;
}

/** Intl accepts decimal strings; the typings only admit numbers and bigints. */
export function formatText(f: Intl.NumberFormat, text: string): string {
  return f.format(text as unknown as number);
}

function partsText(f: Intl.NumberFormat, text: string): Intl.NumberFormatPart[] {
  return f.formatToParts(text as unknown as number);
}

/** `{n|decimal ...}`: a decimal text formatted in a style. */
export function formatDecimal(text: string, o: DecimalOptions, locale: string): string {
  switch (o.style) {
    case "short":
    case "long": {
      // Without digit options Intl's compact rounding applies (two significant digits below 100).
      const opts: Intl.NumberFormatOptions = {
        ...intlNumberOptions(o),
        notation: "compact",
        compactDisplay: o.style,
      };
      return formatText(numberFormat(locale, opts), text);
    }
    case "scientific":
      return formatText(numberFormat(locale, { ...intlNumberOptions(o), notation: "scientific" }), text);
    case "percent":
    case "percent-scaled":
      return formatText(
        numberFormat(locale, { ...intlNumberOptions(o, 0), style: "percent" }),
        o.style === "percent" ? text : scaleDecimal(text, -2),
      );
    case "permille":
    case "permille-scaled": {
      // Intl has no per-mille style: format as a percent of ten times the value, then swap the sign.
      const f = numberFormat(locale, { ...intlNumberOptions(o, 0), style: "percent" });
      const parts = partsText(f, scaleDecimal(text, o.style === "permille" ? 1 : -2));
      return parts.map((p) => (p.type === "percentSign" ? "‰" : p.value)).join("");
    }
    default:
      return formatText(numberFormat(locale, intlNumberOptions(o, 3)), text);
  }
}
