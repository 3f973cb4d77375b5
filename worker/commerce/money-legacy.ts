// The storefront's older money style (the `i18n-money-format` formatter): a house symbol per
// currency, a symbol side per locale, the locale's separators from Intl, grouping in threes.
//   de-DE: "1.234,56 A$", "-1.234,56€"    en-US: "A$1,234.56", "-€1,234.56", "kr -1,234.56"

import { fractionDigits } from "./currency";
import type { Money } from "./money";
import { intlLocale, numberFormat, separators } from "../intl/number-format";

const HOUSE_SYMBOLS: Readonly<Record<string, string>> = {
  AUD: "A$",
  CAD: "C$",
  DKK: "kr",
  EUR: "€",
  GBP: "£",
  JPY: "¥",
  NOK: "kr",
  SEK: "kr",
  USD: "$",
};

// Locales whose side was fixed by the storefront; others take the side Intl uses.
const SYMBOL_AFTER: Readonly<Record<string, boolean>> = {
  "da-DK": true,
  "de-DE": true,
  "en-AU": false,
  "en-CA": false,
  "en-IE": false,
  "en-UK": false,
  "en-GB": false,
  "en-US": false,
  "es-US": false,
  "fr-CA": false,
  "fr-FR": true,
  "nl-NL": false,
  "no-NO": false,
  "sv-SE": true,
};

function intlSymbol(locale: string, currency: string): { symbol: string; after: boolean } {
  const parts = numberFormat(locale, { style: "currency", currency }).formatToParts(1);
  const at = parts.findIndex((p) => p.type === "currency");
  const int = parts.findIndex((p) => p.type === "integer");
  return { symbol: parts[at]?.value ?? currency, after: at > int };
}

/** Format money in the legacy style for a locale tag such as "de_DE", "de-DE" or "en-UK". */
export function formatLegacyMoney(money: Money, localeTag: string): string {
  const tag = localeTag.trim().replace(/_/g, "-");
  const locale = intlLocale(tag);
  const fromIntl = intlSymbol(locale, money.currency);
  const symbol = HOUSE_SYMBOLS[money.currency] ?? fromIntl.symbol;
  const after = SYMBOL_AFTER[tag] ?? fromIntl.after;

  const digits = fractionDigits(money.currency);
  const plain = numberFormat("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: "halfEven",
  }).format(money.amount);
  const negative = plain.startsWith("-");
  // Narrow no-break spaces of newer CLDR data read as the no-break space of the legacy style.
  const { decimal, group } = separators(locale);
  const localGroup = group.replace(/\u202f/g, "\u00a0");
  const number = (negative ? plain.slice(1) : plain).replace(/[,.]/g, (c) =>
    c === "," ? localGroup : decimal,
  );
  const sign = negative ? "-" : "";

  if (after) {
    // A symbol starting with a letter ("kr", "A$") is set apart from the number.
    return sign + number + (/^[A-Za-z]/.test(symbol) ? " " : "") + symbol;
  }
  // A symbol ending with a letter ("kr") is set apart, and the sign then follows the symbol.
  return /[A-Za-z]$/.test(symbol) ? `${symbol} ${sign}${number}` : sign + symbol + number;
}
