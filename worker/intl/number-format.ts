// Number formatting shared by money (commerce) and the i18n formatters, all through Intl.
// Intl.NumberFormat instances are costly to build and never go stale: keep a bounded cache.

/** Rounding modes of the dialect's number options. */
export type RoundingMode = "up" | "down" | "ceiling" | "floor" | "half-up" | "half-down" | "half-even";

/** The dialect's rounding names as Intl's roundingMode. */
export const INTL_ROUNDING: Record<RoundingMode, Intl.NumberFormatOptions["roundingMode"]> = {
  up: "expand",
  down: "trunc",
  ceiling: "ceil",
  floor: "floor",
  "half-up": "halfExpand",
  "half-down": "halfTrunc",
  "half-even": "halfEven",
};

const cache = new Map<string, Intl.NumberFormat>();
const MAX_CACHED = 256;

/** A cached Intl.NumberFormat for a locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  // The key lists the options' defined entries in order (what JSON.stringify would give,
  // without its cost: money formatting asks per amount).
  let key = locale;
  for (const name in options) {
    const value = options[name as keyof Intl.NumberFormatOptions];
    // "=" for text, ":" for numbers and booleans, so "true" and true stay apart.
    if (value !== undefined) key += "\u0000" + name + (typeof value === "string" ? "=" : ":") + String(value);
  }
  let nf = cache.get(key);
  if (nf === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    nf = new Intl.NumberFormat(locale, options);
    cache.set(key, nf);
  }
  return nf;
}

const canonical = new Map<string, string>();

/**
 * A locale tag Intl accepts: "de_DE" and "en-UK" style tags are read as BCP-47; anything
 * Intl rejects falls back to "en-US". Answers are cached: money formatting asks per amount.
 */
export function intlLocale(tag: string): string {
  let found = canonical.get(tag);
  if (found === undefined) {
    const t = tag.trim().replace(/_/g, "-");
    try {
      found = Intl.getCanonicalLocales(t)[0] ?? "en-US";
    } catch {
      found = "en-US";
    }
    if (canonical.size >= MAX_CACHED) canonical.clear();
    canonical.set(tag, found);
  }
  return found;
}

/** Decimal and grouping separators of a locale (grouping always in threes, as legacy formats). */
export function separators(locale: string): { decimal: string; group: string; minus: string } {
  const parts = numberFormat(locale, { useGrouping: true }).formatToParts(-1234567.5);
  const find = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  return { decimal: find("decimal", "."), group: find("group", ","), minus: find("minusSign", "-") };
}
