// The buy-now-pay-later instalment pill (spec sections 5 and 9): which sites may show it, and
// what it says for a price. Prices are minor units from data, never parsed from displayed text.
import { ProductType, type ProductTypeCode } from "./product-status";

/** Instalments per purchase (section 9). */
export const INSTALMENT_COUNT = 4;

/**
 * The owner's range when unset, in minor units: orders above $35.00 and up to $2,000.00. The spec
 * does not give the provider's limits; these are typical for pay-in-4 providers.
 */
export const DEFAULT_INSTALMENT_RANGE = { minCents: 3500, maxCents: 200000 } as const;

/** Countries and their languages where instalments are offered (section 9). */
export const INSTALMENT_LOCALES: Readonly<Record<string, readonly string[]>> = {
  US: ["en"],
  CA: ["en", "fr"],
  AU: ["en"],
  NZ: ["en"],
  GB: ["en"],
};

export const OUT_OF_RANGE_UP_TO = "available for orders up to {amount}";
export const OUT_OF_RANGE_OVER = "available for orders over {amount}";

/** Whether a site in this locale ("en-US", "fr_CA") may show the pill. */
export function instalmentsOffered(locale: string): boolean {
  const [language = "", country = ""] = locale.replace("_", "-").split("-");
  return INSTALMENT_LOCALES[country.toUpperCase()]?.includes(language.toLowerCase()) ?? false;
}

/** Only physical products (and carts of physical items only) are eligible. */
export function instalmentEligible(types: readonly (ProductTypeCode | undefined)[]): boolean {
  return types.length > 0 && types.every((t) => t === ProductType.PHYSICAL);
}

export type InstalmentQuote =
  | { kind: "pill"; instalmentCents: number; count: number }
  | { kind: "over"; amountCents: number }
  | { kind: "up-to"; amountCents: number };

/**
 * The pill shows when min < price <= max, with the price split in INSTALMENT_COUNT parts (rounded
 * up to the minor unit, so the parts never add up to less than the price); otherwise the
 * out-of-range text names the bound the price is past.
 */
export function instalmentQuote(
  priceCents: number,
  range: { minCents: number; maxCents: number } = DEFAULT_INSTALMENT_RANGE,
): InstalmentQuote {
  if (priceCents <= range.minCents) return { kind: "over", amountCents: range.minCents };
  if (priceCents > range.maxCents) return { kind: "up-to", amountCents: range.maxCents };
  return {
    kind: "pill",
    instalmentCents: Math.ceil(priceCents / INSTALMENT_COUNT),
    count: INSTALMENT_COUNT,
  };
}
