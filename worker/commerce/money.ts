// Money: its JSON shapes, minor units, and formatting with Intl (no locale data packs).
// Shared by the template formatters, the cart and the client islands.

import { DEFAULT_CURRENCY, fractionDigits, normalizeCurrency } from "./currency";
import { movePoint, parseDecimal, type DecimalString } from "./decimal";
import { INTL_ROUNDING, intlLocale, numberFormat, type RoundingMode } from "../intl/number-format";

/** An amount in major units (decimal text, e.g. "19.99") and an ISO 4217 currency code. */
export interface Money {
  readonly amount: DecimalString;
  readonly currency: string;
}

/** The price of nothing: what a product without a usable price shows (spec section 9). */
export const ZERO_MONEY: Money = { amount: "0", currency: DEFAULT_CURRENCY };

function field(node: unknown, key: string): unknown {
  return typeof node === "object" && node !== null && !Array.isArray(node)
    ? (node as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Money from either JSON shape of the spec: `{value, currency}` or `{decimalValue, currencyCode}`
 * (decimalValue wins when both are present). Undefined when the node carries no parsable amount.
 * A missing or malformed currency becomes `defaultCurrency`.
 */
export function moneyFromJson(node: unknown, defaultCurrency: string = DEFAULT_CURRENCY): Money | undefined {
  const decimal = parseDecimal(field(node, "decimalValue"));
  if (decimal !== undefined) {
    return { amount: decimal, currency: normalizeCurrency(field(node, "currencyCode")) ?? defaultCurrency };
  }
  const value = parseDecimal(field(node, "value"));
  if (value !== undefined) {
    return { amount: value, currency: normalizeCurrency(field(node, "currency")) ?? defaultCurrency };
  }
  return undefined;
}

/** Money from an amount held in minor units (cents): 1999 USD is 19.99. */
export function moneyFromMinorUnits(units: number | string, currency: string = DEFAULT_CURRENCY): Money {
  const parsed = parseDecimal(units) ?? "0";
  return { amount: movePoint(parsed, -fractionDigits(currency)), currency };
}

/** The amount in whole minor units (cents), rounded half away from zero. */
export function toMinorUnits(money: Money): number {
  return Math.round(Number(movePoint(money.amount, fractionDigits(money.currency))));
}

export type MoneyStyle = "symbol" | "accounting" | "code" | "name" | "short";
export type { RoundingMode };

export interface MoneyFormatOptions {
  /** symbol ($1.00), accounting (($1.00) when negative), code (USD 1.00), name (1.00 US dollars), short ($1K). */
  style?: MoneyStyle;
  /** "narrow" prefers the narrow symbol ($ rather than US$). */
  symbolWidth?: "default" | "narrow";
  grouping?: boolean;
  /** Default half-even, as the template dialect rounds money. */
  rounding?: RoundingMode;
  minimumIntegerDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  minimumSignificantDigits?: number;
  maximumSignificantDigits?: number;
  /** Drop a zero fraction: $10.00 shows as $10, $10.50 stays (spec section 9). */
  trimZeroFractions?: boolean;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.trunc(n)));

function intlOptions(currency: string, opts: MoneyFormatOptions): Intl.NumberFormatOptions {
  const o: Intl.NumberFormatOptions = {
    style: "currency",
    currency,
    roundingMode: INTL_ROUNDING[opts.rounding ?? "half-even"],
  };
  switch (opts.style) {
    case "accounting":
      o.currencySign = "accounting";
      break;
    case "code":
      o.currencyDisplay = "code";
      break;
    case "name":
      o.currencyDisplay = "name";
      break;
    case "short":
      o.notation = "compact";
      o.compactDisplay = "short";
      break;
  }
  if (
    opts.symbolWidth === "narrow" &&
    (opts.style === undefined || opts.style === "symbol" || opts.style === "accounting")
  )
    o.currencyDisplay = "narrowSymbol";
  if (opts.grouping !== undefined) o.useGrouping = opts.grouping;
  if (opts.minimumIntegerDigits !== undefined)
    o.minimumIntegerDigits = clamp(opts.minimumIntegerDigits, 1, 21);

  const significant =
    opts.minimumSignificantDigits !== undefined || opts.maximumSignificantDigits !== undefined;
  if (significant) {
    const min = clamp(opts.minimumSignificantDigits ?? 1, 1, 21);
    o.minimumSignificantDigits = min;
    o.maximumSignificantDigits = Math.max(min, clamp(opts.maximumSignificantDigits ?? 21, 1, 21));
  } else if (opts.minimumFractionDigits !== undefined || opts.maximumFractionDigits !== undefined) {
    const digits = fractionDigits(currency);
    let min = clamp(
      opts.minimumFractionDigits ?? Math.min(digits, opts.maximumFractionDigits ?? digits),
      0,
      20,
    );
    const max = clamp(opts.maximumFractionDigits ?? Math.max(digits, min), 0, 20);
    if (min > max) min = max;
    o.minimumFractionDigits = min;
    o.maximumFractionDigits = max;
  } else if (opts.style !== "short") {
    const digits = fractionDigits(currency);
    o.minimumFractionDigits = digits;
    o.maximumFractionDigits = digits;
  }
  if (opts.trimZeroFractions) o.trailingZeroDisplay = "stripIfInteger";
  return o;
}

/**
 * Format an amount in a currency for a locale with Intl, e.g. ("1234.5", "USD", "en") is
 * "$1,234.50". Returns "" when the currency code is malformed.
 */
export function formatMoney(
  amount: DecimalString | number,
  currency: string,
  locale: string,
  opts: MoneyFormatOptions = {},
): string {
  const code = normalizeCurrency(currency);
  const value = parseDecimal(amount);
  if (code === undefined || value === undefined) return "";
  return numberFormat(intlLocale(locale), intlOptions(code, opts)).format(value);
}

/**
 * The plain amount of the storefront's native money markup: en-US digits, thousands grouping,
 * the currency's fraction digits ("1,234.50"; JPY "1,235").
 */
export function formatNativeAmount(money: Money, opts: { trimZeroFractions?: boolean } = {}): string {
  const digits = fractionDigits(money.currency);
  return numberFormat("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: "halfEven",
    trailingZeroDisplay: opts.trimZeroFractions ? "stripIfInteger" : "auto",
  }).format(money.amount);
}

/** Format an amount held in minor units: (1999, "USD", "en") is "$19.99". */
export function formatMinorUnits(
  units: number | string,
  currency: string,
  locale: string,
  opts: MoneyFormatOptions = {},
): string {
  const money = moneyFromMinorUnits(units, currency);
  return formatMoney(money.amount, money.currency, locale, opts);
}
