// What a visitor sends about pricing: coupon codes, a shipping location, an option id; and the
// cart lines turned into pricing lines with the variants' weights from D1.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ProductTypeCode } from "../../worker/db/catalog-types";
import { createDb } from "../../worker/db/client";
import { loadPricingRules, loadVariantWeights } from "../../worker/db/pricing";
import { couponCodesInput, shippingLocationInput, shippingOptionIdInput } from "../../worker/pricing/inputs";
import { pricingLines } from "../../worker/pricing/lines";
import { priceCart, pricedCartFields } from "../../worker/pricing/price-cart";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID, DemoProduct } from "../../worker/seed/demo-data";

const db = createDb(env.DB);
beforeAll(() => ensureDemoSeed(db));

describe("shippingLocationInput", () => {
  it("answers the checked location", () => {
    expect(shippingLocationInput.parse({ country: "ca", region: "Ontario", postalCode: "k1a 0b1" })).toEqual({
      country: "CA",
      region: "ON",
      postalCode: "K1A",
    });
    // Only a country whose rule accepts anything may leave the postal code out.
    expect(shippingLocationInput.parse({ country: "DE", postalCode: null })).toEqual({
      country: "DE",
      region: null,
      postalCode: null,
    });
    expect(shippingLocationInput.safeParse({ country: "FR" }).error!.issues[0]!.message).toBe(
      "Postal Codes need to be 5 digits",
    );
  });
  it("refuses a bad location with the spec's message on each field", () => {
    const result = shippingLocationInput.safeParse({ country: "ES", postalCode: "2801" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path, i.message])).toEqual([
      [["postalCode"], "Postal Codes need to be 5 digits"],
    ]);
    const us = shippingLocationInput.safeParse({ country: "US", region: "XX", postalCode: "ABCDE" });
    expect(us.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["region", "Select a state."],
      ["postalCode", "ZIP Codes need to be 5 digits."],
    ]);
    expect(shippingLocationInput.safeParse({ country: "USA" }).success).toBe(false);
    expect(shippingLocationInput.safeParse({ postalCode: "10001" }).success).toBe(false);
  });
});

describe("coupon codes and option ids", () => {
  it("takes up to 10 codes of up to 64 characters", () => {
    expect(couponCodesInput.parse([" welcome10 "])).toEqual(["welcome10"]);
    expect(couponCodesInput.safeParse(Array.from({ length: 11 }, () => "A")).success).toBe(false);
    expect(couponCodesInput.safeParse(["x".repeat(65)]).success).toBe(false);
    expect(couponCodesInput.safeParse([""]).success).toBe(false);
    expect(shippingOptionIdInput.safeParse("shp_us_standard").success).toBe(true);
    expect(shippingOptionIdInput.safeParse("shp us").success).toBe(false);
  });
});

describe("from cart lines to the cart's pricing fields", () => {
  it("reads each variant's weight by SKU, and fills the spec's cart fields", async () => {
    const entries = [
      {
        itemId: DemoProduct.THROW,
        sku: "SQ-THROW",
        unitPriceCents: 22000,
        quantity: 1,
        productType: ProductTypeCode.PHYSICAL,
      },
      {
        itemId: DemoProduct.MUG,
        sku: "SQ-MUG",
        unitPriceCents: 3400,
        quantity: 2,
        productType: ProductTypeCode.PHYSICAL,
      },
      {
        itemId: DemoProduct.HANDBOOK,
        sku: "SQ-HANDBOOK-PDF",
        unitPriceCents: 1800,
        quantity: 1,
        productType: ProductTypeCode.DIGITAL,
      },
      {
        itemId: "gone",
        sku: "SQ-NONE",
        unitPriceCents: 100,
        quantity: 1,
        productType: ProductTypeCode.PHYSICAL,
      },
    ];
    const weights = await loadVariantWeights(
      db,
      DEMO_WEBSITE_ID,
      entries.map((e) => e.sku),
    );
    expect(Object.fromEntries(weights)).toEqual({ "SQ-THROW": 1400, "SQ-MUG": 450, "SQ-HANDBOOK-PDF": 0 });
    expect(await loadVariantWeights(db, "site_other", ["SQ-THROW"])).toEqual(new Map());

    const lines = pricingLines(entries, weights);
    expect(lines.map((l) => l.weightGrams)).toEqual([1400, 450, 0, 0]);
    const priced = priceCart({
      lines,
      couponCodes: [],
      shippingLocation: { country: "CA", region: "AB", postalCode: "T2P" },
      selectedShippingOptionId: null,
      rules: await loadPricingRules(db, DEMO_WEBSITE_ID, []),
      now: Date.now(),
    });
    // 2300 g: three started kilograms; GST 5% of (30 700 + 3 000).
    expect(pricedCartFields(priced)).toEqual({
      shippingOptions: [{ id: "shp_ca", name: "Canada Post", kind: "WEIGHT", costCents: 3000 }],
      selectedShippingOption: { id: "shp_ca", name: "Canada Post", kind: "WEIGHT", costCents: 3000 },
      shippingLocation: { country: "CA", region: "AB", postalCode: "T2P" },
      applicableTaxRules: [
        {
          id: "tax_ca_gst",
          name: "GST",
          country: "CA",
          region: null,
          rate: "5",
          ratePpm: 50_000,
          taxShipping: true,
          taxCents: 1685,
        },
      ],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 30_700,
      taxCents: 1685,
      taxIncluded: false,
      taxName: "GST",
      shownLines: [
        { unitPriceCents: 22_000, totalCents: 22_000 },
        { unitPriceCents: 3400, totalCents: 6800 },
        { unitPriceCents: 1800, totalCents: 1800 },
        { unitPriceCents: 100, totalCents: 100 },
      ],
      shippingCostCents: 3000,
      discountCents: 0,
      grandTotalCents: 35_385,
    });
  });
});
