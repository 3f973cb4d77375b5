// Prices with or without tax, shown the way each place expects (docs/taxes.md, "Prices include
// tax"): the cart's amounts for a UK store entering VAT-inclusive prices, a US destination taxed
// on top, and an EU destination of a store entering prices without tax.
import { describe, expect, it } from "vitest";
import { cartTotals } from "../../worker/commerce/cart-totals";
import { ProductTypeCode } from "../../worker/db/catalog-types";
import type { PricingLine } from "../../worker/pricing/lines";
import { priceCart, type PricingRules } from "../../worker/pricing/price-cart";
import type { ShippingOptionDefinition } from "../../worker/pricing/shipping";
import type { TaxRuleDefinition } from "../../worker/pricing/tax";

const mug = (unitPriceCents: number, quantity = 1): PricingLine => ({
  itemId: "prd_mug",
  unitPriceCents,
  quantity,
  productType: ProductTypeCode.PHYSICAL,
  weightGrams: 450,
});

const tax = (
  id: string,
  name: string,
  country: string,
  region: string | null,
  ratePpm: number,
  taxShipping: boolean,
): TaxRuleDefinition => ({ id, name, country, region, ratePpm, taxShipping, position: 0 });

const flat = (id: string, countries: string[], rateCents: number): ShippingOptionDefinition => ({
  id,
  name: id,
  countries,
  kind: "FLAT",
  rateCents,
  perKgCents: 0,
  minSubtotalCents: 0,
  position: 0,
  enabled: true,
  zoneId: `zone_${id}`,
  regions: [],
  brackets: [],
  pickupInstructions: "",
});

const RULES: PricingRules = {
  coupons: [],
  shippingOptions: [flat("gb_post", ["GB"], 300), flat("us_post", ["US"], 500), flat("de_post", ["DE"], 500)],
  taxRules: [
    tax("tax_gb", "VAT", "GB", null, 200_000, true),
    tax("tax_ny", "New York City sales tax", "US", "NY", 88_750, false),
    tax("tax_de", "VAT", "DE", null, 190_000, true),
  ],
};

const price = (lines: PricingLine[], country: string, region: string | null, pricesIncludeTax: boolean) =>
  priceCart({
    lines,
    couponCodes: [],
    shippingLocation: { country, region, postalCode: null },
    selectedShippingOptionId: null,
    rules: { ...RULES, pricesIncludeTax },
    now: 0,
  });

const amounts = (p: ReturnType<typeof price>) => ({
  subtotalCents: p.subtotalCents,
  shippingCents: p.shippingCents,
  taxCents: p.taxCents,
  taxIncluded: p.taxIncluded,
  taxName: p.taxName,
  grandTotalCents: p.grandTotalCents,
  lineTotalsCents: p.lineTotalsCents,
});

describe("a UK store entering prices with 20% VAT included", () => {
  it("finds £2.50 of VAT inside a £12.00 mug and £3.00 shipping, and charges £15.00", () => {
    expect(amounts(price([mug(1200)], "GB", null, true))).toEqual({
      subtotalCents: 1200,
      shippingCents: 300,
      taxCents: 250,
      taxIncluded: true,
      taxName: "VAT",
      grandTotalCents: 1500,
      lineTotalsCents: [1200],
    });
  });

  it("charges a place with no tax rule the entered prices, with no tax in them", () => {
    expect(amounts(price([mug(1200)], "FR", null, true))).toEqual({
      subtotalCents: 1200,
      shippingCents: 0,
      taxCents: 0,
      taxIncluded: true,
      taxName: "",
      grandTotalCents: 1200,
      lineTotalsCents: [1200],
    });
  });
});

describe("a US destination, tax added on top", () => {
  it("adds $3.02 of 8.875% to a $34.00 mug entered without tax", () => {
    expect(amounts(price([mug(3400)], "US", "NY", false))).toEqual({
      subtotalCents: 3400,
      shippingCents: 500,
      taxCents: 302,
      taxIncluded: false,
      taxName: "New York City sales tax",
      grandTotalCents: 4202,
      lineTotalsCents: [3400],
    });
  });

  it("shows a $34.00 mug entered with tax as $31.23 plus $2.77 of tax, still $34.00 with shipping on top", () => {
    expect(amounts(price([mug(3400)], "US", "NY", true))).toEqual({
      subtotalCents: 3123,
      shippingCents: 500,
      taxCents: 277,
      taxIncluded: false,
      taxName: "New York City sales tax",
      grandTotalCents: 3900,
      lineTotalsCents: [3123],
    });
  });
});

describe("an EU destination of a store entering prices without tax", () => {
  it("shows a $34.00 mug to Germany as $40.46 and $5.95 shipping, including $7.41 of 19% VAT", () => {
    // Tax (3400 + 500) × 19% = 741; the buyer pays 3400 + 500 + 741 = 4641.
    expect(amounts(price([mug(3400)], "DE", null, false))).toEqual({
      subtotalCents: 4046,
      shippingCents: 595,
      taxCents: 741,
      taxIncluded: true,
      taxName: "VAT",
      grandTotalCents: 4641,
      lineTotalsCents: [4046],
    });
  });
});

describe("cart totals", () => {
  it("do not add tax that is already inside the amounts", () => {
    const totals = cartTotals([{ unitPriceCents: 1200, quantity: 1 }], {
      shippingCents: 300,
      taxCents: 250,
      taxIncluded: true,
    });
    expect(totals.grandTotalCents).toBe(1500);
  });
});
