// The tax inside prices entered with tax included (docs/taxes.md): extracted per rule as
// price × rate / (1 + the place's rates), rounded once per rule.
import { describe, expect, it } from "vitest";
import { ProductTypeCode } from "../../worker/db/catalog-types";
import type { PricingLine } from "../../worker/pricing/lines";
import { computeIncludedTax, type TaxRuleDefinition } from "../../worker/pricing/tax";

const line = (unitPriceCents: number, quantity = 1): PricingLine => ({
  itemId: `p${unitPriceCents}`,
  unitPriceCents,
  quantity,
  productType: ProductTypeCode.PHYSICAL,
  weightGrams: 0,
});

const rule = (id: string, ratePpm: number, taxShipping: boolean, country = "GB"): TaxRuleDefinition => ({
  id,
  name: id,
  country,
  region: null,
  ratePpm,
  taxShipping,
  position: 0,
});

describe("tax included in prices", () => {
  it("finds £2.00 of 20% VAT in a £12.00 mug", () => {
    const tax = computeIncludedTax([line(1200)], [0], 0, [rule("VAT", 200_000, true)]);
    expect(tax.taxCents).toBe(200);
  });

  it("finds the VAT in the shipping too when the rule taxes it: £12.00 + £6.00 at 20% is £3.00", () => {
    expect(computeIncludedTax([line(1200)], [0], 600, [rule("VAT", 200_000, true)]).taxCents).toBe(300);
    expect(computeIncludedTax([line(1200)], [0], 600, [rule("VAT", 200_000, false)]).taxCents).toBe(200);
  });

  it("takes the discount off first and rounds once per rule: €19.99 less €2.00 at 19% is €2.87", () => {
    // 1799 × 0.19 / 1.19 = 287.23…
    expect(computeIncludedTax([line(1999)], [200], 0, [rule("MwSt", 190_000, true, "DE")]).taxCents).toBe(
      287,
    );
  });

  it("splits two rates of one place over their sum: C$11.20 with 5% GST and 7% PST", () => {
    // 1120 / 1.12 = 1000 before tax: GST 50, PST 70.
    const tax = computeIncludedTax([line(1120)], [0], 0, [
      rule("GST", 50_000, true, "CA"),
      rule("PST", 70_000, false, "CA"),
    ]);
    expect(tax.applicableTaxRules.map((r) => [r.name, r.taxCents])).toEqual([
      ["GST", 50],
      ["PST", 70],
    ]);
    expect(tax.taxCents).toBe(120);
  });
});
