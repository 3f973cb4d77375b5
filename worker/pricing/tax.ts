// Tax rules by country and region, and the tax of a cart. Pure.
//
// - Where: the shipping location, placed in its tax geography (us-tax-geography.ts: a US
//   territory is taxed as country US, region = the territory).
// - Which rules: the rules written for that country and region, if there are any; otherwise the
//   rules for the whole country (region null). So a province with HST replaces the federal GST,
//   and a province with PST lists GST and PST both. No location, no tax.
// - What is taxed: each line after its share of the discount (gift cards never), plus the
//   shipping cost when the rule says taxShipping.
// - Rounding: each rule's tax is taken of that whole taxable amount and rounded half up to the
//   cent once (not per line); the cart's tax is the sum of its rules'.
import { isGiftCard, lineTotal, type PricingLine } from "./lines";
import { mulDivRound } from "./rounding";
import type { ShippingLocation } from "./shipping";
import { taxGeography } from "./us-tax-geography";

export const PPM = 1_000_000;

export interface TaxRuleDefinition {
  id: string;
  name: string;
  country: string;
  region: string | null;
  /** Parts per million: 8.875% = 88750. */
  ratePpm: number;
  taxShipping: boolean;
  position: number;
}

/** An entry of the cart's applicableTaxRules. */
export interface ApplicableTaxRule {
  id: string;
  name: string;
  country: string;
  region: string | null;
  /** The rate as a percentage in decimal text, e.g. "8.875". */
  rate: string;
  ratePpm: number;
  taxShipping: boolean;
  /** This rule's tax on the cart. */
  taxCents: number;
}

/** A rate in parts per million as percent text: 88750 -> "8.875", 200000 -> "20". */
export function ratePercentText(ratePpm: number): string {
  const whole = Math.floor(ratePpm / 10_000);
  const fraction = String(ratePpm % 10_000)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The rules that tax a cart going to `location` (see the header for the order of precedence). */
export function applicableTaxRules(
  location: ShippingLocation | null,
  rules: readonly TaxRuleDefinition[],
): TaxRuleDefinition[] {
  if (!location) return [];
  const place = taxGeography(location.country, location.region);
  const inCountry = rules.filter((r) => r.country.toUpperCase() === place.country);
  const regional = place.region ? inCountry.filter((r) => r.region?.toUpperCase() === place.region) : [];
  const chosen = regional.length > 0 ? regional : inCountry.filter((r) => r.region === null);
  return [...chosen].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

export interface TaxResult {
  taxCents: number;
  applicableTaxRules: ApplicableTaxRule[];
}

/** The tax of `lines` (each less `lineDiscountCents[i]`) and `shippingCents` under `rules`. */
export function computeTax(
  lines: readonly PricingLine[],
  lineDiscountCents: readonly number[],
  shippingCents: number,
  rules: readonly TaxRuleDefinition[],
): TaxResult {
  const goods = lines.reduce(
    (sum, line, i) => (isGiftCard(line) ? sum : sum + lineTotal(line) - (lineDiscountCents[i] ?? 0)),
    0,
  );
  const applicable = rules.map((rule) => {
    const taxable = Math.max(0, goods + (rule.taxShipping ? shippingCents : 0));
    return {
      id: rule.id,
      name: rule.name,
      country: rule.country,
      region: rule.region,
      rate: ratePercentText(rule.ratePpm),
      ratePpm: rule.ratePpm,
      taxShipping: rule.taxShipping,
      taxCents: mulDivRound(taxable, rule.ratePpm, PPM),
    };
  });
  return {
    taxCents: applicable.reduce((sum, r) => sum + r.taxCents, 0),
    applicableTaxRules: applicable,
  };
}

/**
 * The tax inside amounts entered with tax included (docs/taxes.md, "Prices include tax"): each
 * rule's part of the goods is goods × rate / (1 + the place's rates), and of the shipping, when the
 * rule taxes it, shipping × rate / (1 + the rates that tax shipping), rounded half up once per
 * rule. priceCart uses it when the store enters prices with tax (PricingRules.pricesIncludeTax).
 */
export function computeIncludedTax(
  lines: readonly PricingLine[],
  lineDiscountCents: readonly number[],
  shippingCents: number,
  rules: readonly TaxRuleDefinition[],
): TaxResult {
  const goods = BigInt(
    Math.max(
      0,
      lines.reduce(
        (sum, line, i) => (isGiftCard(line) ? sum : sum + lineTotal(line) - (lineDiscountCents[i] ?? 0)),
        0,
      ),
    ),
  );
  const ship = BigInt(shippingCents);
  const ppm = BigInt(PPM);
  const all = ppm + BigInt(rules.reduce((sum, r) => sum + r.ratePpm, 0));
  const shipped = ppm + BigInt(rules.reduce((sum, r) => sum + (r.taxShipping ? r.ratePpm : 0), 0));
  const applicable = rules.map((rule) => {
    const rate = BigInt(rule.ratePpm);
    // goods·r/all + ship·r/shipped as one fraction, rounded half up once.
    const numerator = goods * rate * shipped + (rule.taxShipping ? ship * rate * all : 0n);
    const denominator = all * shipped;
    return {
      id: rule.id,
      name: rule.name,
      country: rule.country,
      region: rule.region,
      rate: ratePercentText(rule.ratePpm),
      ratePpm: rule.ratePpm,
      taxShipping: rule.taxShipping,
      taxCents: Number((numerator * 2n + denominator) / (2n * denominator)),
    };
  });
  return {
    taxCents: applicable.reduce((sum, r) => sum + r.taxCents, 0),
    applicableTaxRules: applicable,
  };
}
