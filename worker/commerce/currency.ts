// The store's currencies (spec section 3) and the few facts about them that Intl does not give.

/** Currencies a store may sell in. Two fraction digits, except JPY with none. */
export const CURRENCIES = [
  "EUR",
  "USD",
  "AUD",
  "NOK",
  "CAD",
  "NZD",
  "DKK",
  "GBP",
  "HKD",
  "CHF",
  "MXN",
  "SGD",
  "SEK",
  "CZK",
  "ILS",
  "PHP",
  "RUB",
  "PLN",
  "THB",
  "MYR",
  "ARS",
  "BRL",
  "COP",
  "IDR",
  "INR",
  "JPY",
  "ZAR",
] as const;

export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = "USD";

const ZERO_DIGIT_CURRENCIES: ReadonlySet<string> = new Set(["JPY"]);

/** Fraction digits of a currency's minor unit, per the spec: 2, or 0 for JPY. */
export function fractionDigits(currency: string): number {
  return ZERO_DIGIT_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** A three-letter code Intl accepts, upper-cased; undefined for anything else. */
export function normalizeCurrency(code: unknown): string | undefined {
  if (typeof code !== "string") return undefined;
  const c = code.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(c) ? c : undefined;
}

// Currency of a country, for formatters that take the currency from the locale's region.
// Only the store's currencies are listed; any other region falls back to USD.
const EURO_REGIONS = "AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK".split(" ");
const REGION_CURRENCY: Readonly<Record<string, Currency>> = {
  ...Object.fromEntries(EURO_REGIONS.map((r) => [r, "EUR" as const])),
  US: "USD",
  AU: "AUD",
  NO: "NOK",
  CA: "CAD",
  NZ: "NZD",
  DK: "DKK",
  GB: "GBP",
  HK: "HKD",
  CH: "CHF",
  LI: "CHF",
  MX: "MXN",
  SG: "SGD",
  SE: "SEK",
  CZ: "CZK",
  IL: "ILS",
  PH: "PHP",
  RU: "RUB",
  PL: "PLN",
  TH: "THB",
  MY: "MYR",
  AR: "ARS",
  BR: "BRL",
  CO: "COP",
  ID: "IDR",
  IN: "INR",
  JP: "JPY",
  ZA: "ZAR",
};

/** The currency of a locale's region ("en" is likely "en-US", so USD); USD when unknown. */
export function currencyForLocale(locale: string): Currency {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return (region && REGION_CURRENCY[region]) || DEFAULT_CURRENCY;
}
