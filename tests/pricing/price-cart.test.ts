// priceCart: coupons, shipping and tax together, on the demo store's rules as seeded in D1, and
// fast-check properties over random carts, rules and locations: no total is ever negative, and
// grand total = subtotal − discount + shipping + tax.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ProductTypeCode } from "../../worker/db/catalog-types";
import { createDb } from "../../worker/db/client";
import { loadPricingRules } from "../../worker/db/pricing";
import { COUPON_KINDS, SHIPPING_RATE_KINDS } from "../../worker/db/schema";
import type { CouponDefinition } from "../../worker/pricing/coupons";
import type { PricingLine } from "../../worker/pricing/lines";
import { priceCart, type PriceCartInput, type PricingRules } from "../../worker/pricing/price-cart";
import type { ShippingOptionDefinition } from "../../worker/pricing/shipping";
import type { TaxRuleDefinition } from "../../worker/pricing/tax";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID, DemoProduct } from "../../worker/seed/demo-data";

const db = createDb(env.DB);
const NOW = Date.UTC(2026, 10, 25);

const line = (
  itemId: string,
  unitPriceCents: number,
  quantity: number,
  weightGrams: number,
  productType: PricingLine["productType"] = ProductTypeCode.PHYSICAL,
): PricingLine => ({
  itemId,
  unitPriceCents,
  quantity,
  productType,
  weightGrams,
});

// Two mugs (450 g each) and a linen shirt (350 g): $216.00, 1250 g.
const CART = [line(DemoProduct.MUG, 3400, 2, 450), line(DemoProduct.SHIRT, 14800, 1, 350)];

async function price(input: Partial<PriceCartInput>) {
  const codes = input.couponCodes ?? [];
  const rules = await loadPricingRules(db, DEMO_WEBSITE_ID, codes);
  return priceCart({
    lines: CART,
    couponCodes: codes,
    shippingLocation: null,
    selectedShippingOptionId: null,
    rules,
    now: NOW,
    ...input,
  });
}

beforeAll(() => ensureDemoSeed(db));

describe("priceCart on the demo store", () => {
  it("without a location: subtotal and discount only, no shipping options, no tax", async () => {
    const priced = await price({ couponCodes: ["WELCOME10"] });
    expect(priced).toMatchObject({
      subtotalCents: 21_600,
      discountCents: 2160,
      shippingCents: 0,
      taxCents: 0,
      grandTotalCents: 19_440,
      shippingOptions: [],
      selectedShippingOption: null,
      applicableTaxRules: [],
    });
  });

  it("to New York: US options, the cheapest selected, state tax on goods and shipping", async () => {
    const priced = await price({ shippingLocation: { country: "US", region: "NY", postalCode: "10001" } });
    expect(priced.shippingOptions).toEqual([
      { id: "shp_us_standard", name: "Standard", kind: "FLAT", costCents: 600 },
      { id: "shp_us_express", name: "Express", kind: "WEIGHT", costCents: 2000 },
      { id: "shp_us_free", name: "Free shipping on orders over $100", kind: "FREE_OVER", costCents: 0 },
    ]);
    expect(priced.selectedShippingOption).toEqual(priced.shippingOptions[2]);
    // 4% of 21 600 = 864.
    expect(priced).toMatchObject({ shippingCents: 0, taxCents: 864, grandTotalCents: 22_464 });
  });

  it("keeps the chosen option: express to New York with WELCOME10", async () => {
    const priced = await price({
      couponCodes: ["welcome10"],
      shippingLocation: { country: "US", region: "NY", postalCode: "10001" },
      selectedShippingOptionId: "shp_us_express",
    });
    // 19 440 + 2000 shipping; tax 4% of 21 440 = 857.6 -> 858.
    expect(priced).toMatchObject({
      subtotalCents: 21_600,
      discountCents: 2160,
      shippingCents: 2000,
      taxCents: 858,
      grandTotalCents: 22_298,
      coupons: ["WELCOME10"],
      validCoupons: [{ code: "WELCOME10", kind: "PERCENTAGE", discountCents: 2160 }],
    });
    expect(priced.applicableTaxRules).toEqual([
      expect.objectContaining({ id: "tax_us_ny", rate: "4", taxShipping: true, taxCents: 858 }),
    ]);
  });

  it("FREESHIP waives the chosen option to Canada; Ontario's HST replaces GST", async () => {
    const priced = await price({
      couponCodes: ["FREESHIP", "SUMMER24"],
      shippingLocation: { country: "CA", region: "ON", postalCode: "K1A" },
    });
    expect(priced.selectedShippingOption).toEqual({
      id: "shp_ca",
      name: "Canada Post",
      kind: "WEIGHT",
      costCents: 2500,
    });
    expect(priced).toMatchObject({
      shippingCents: 0,
      freeShipping: true,
      taxCents: 2808,
      grandTotalCents: 24_408,
    });
    expect(priced.applicableTaxRules.map((r) => r.name)).toEqual(["HST"]);
    expect(priced.invalidCoupons).toEqual([
      { code: "SUMMER24", reason: "EXPIRED", message: "This coupon has expired." },
    ]);
  });

  it("to the UK: Royal Mail and 20% VAT on goods and shipping, shown included", async () => {
    const priced = await price({ shippingLocation: { country: "GB", region: null, postalCode: "SW1A" } });
    // 20% of 21 600 + 1800 = 4680, inside the shown amounts: shipping 1800 + 360, goods the rest.
    expect(priced).toMatchObject({
      subtotalCents: 25_920,
      shippingCents: 2160,
      taxCents: 4680,
      taxIncluded: true,
      grandTotalCents: 28_080,
    });
  });

  it("to Puerto Rico: shipped as rest of world, taxed as the US territory", async () => {
    const priced = await price({ shippingLocation: { country: "PR", region: null, postalCode: "00901" } });
    expect(priced.shippingOptions.map((o) => o.id)).toEqual(["shp_world"]);
    // 2500 + 2 kg × 1000; IVU 10.5% of 21 600 = 2268.
    expect(priced).toMatchObject({ shippingCents: 4500, taxCents: 2268, grandTotalCents: 28_368 });
  });

  it("TOTES15 reduces only the tote", async () => {
    const priced = await price({
      lines: [...CART, line(DemoProduct.TOTE, 6800, 1, 400)],
      couponCodes: ["TOTES15"],
    });
    expect(priced.discountCents).toBe(1020);
  });
});

// ---- Properties ----

const cents = fc.integer({ min: 0, max: 5_000_000 });
const productType = fc.constantFrom<PricingLine["productType"]>(
  ProductTypeCode.PHYSICAL,
  ProductTypeCode.DIGITAL,
  ProductTypeCode.SERVICE,
  ProductTypeCode.GIFT_CARD,
);
const itemId = fc.constantFrom("a", "b", "c", "d");
const lines = fc.array(
  fc.record({
    itemId,
    unitPriceCents: cents,
    quantity: fc.integer({ min: 0, max: 9999 }),
    productType,
    weightGrams: fc.integer({ min: 0, max: 50_000 }),
  }),
  { maxLength: 8 },
);
const countries = ["US", "CA", "GB", "PR", "DE"];
const country = fc.constantFrom(...countries);
const region = fc.option(fc.constantFrom("NY", "CA", "ON", "BC", "PR"), { nil: null });

const couponDef = fc.record<CouponDefinition>({
  id: fc.uuid(),
  code: fc.constantFrom("A", "B", "C", "D", "E"),
  name: fc.constant("coupon"),
  kind: fc.constantFrom(...COUPON_KINDS),
  percentBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  amountCents: cents,
  minSubtotalCents: cents,
  startsAt: fc.option(fc.integer({ min: NOW - 1000, max: NOW + 1000 }), { nil: null }),
  endsAt: fc.option(fc.integer({ min: NOW - 1000, max: NOW + 1000 }), { nil: null }),
  productIds: fc.option(fc.subarray(["a", "b", "c", "d"]), { nil: null }),
  categories: fc.option(fc.subarray(["Mugs", "Totes"]), { nil: null }),
  maxUses: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  maxUsesPerCustomer: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  uses: fc.integer({ min: 0, max: 3 }),
  enabled: fc.boolean(),
  automatic: fc.boolean(),
});
const shippingDef = fc.record<ShippingOptionDefinition>({
  id: fc.uuid(),
  name: fc.constant("option"),
  zoneId: fc.constantFrom("z1", "z2"),
  countries: fc.subarray([...countries, "*"], { minLength: 1 }),
  regions: fc.constant([]),
  kind: fc.constantFrom(...SHIPPING_RATE_KINDS),
  rateCents: cents,
  perKgCents: fc.integer({ min: 0, max: 100_000 }),
  minSubtotalCents: cents,
  brackets: fc.array(fc.record({ fromCents: cents, toCents: fc.constant(null), priceCents: cents }), {
    maxLength: 2,
  }),
  pickupInstructions: fc.constant("Pick up at the shop"),
  position: fc.integer({ min: 0, max: 10 }),
  enabled: fc.boolean(),
});
const taxDef = fc.record<TaxRuleDefinition>({
  id: fc.uuid(),
  name: fc.constant("tax"),
  country,
  region,
  ratePpm: fc.integer({ min: 0, max: 1_000_000 }),
  taxShipping: fc.boolean(),
  position: fc.integer({ min: 0, max: 10 }),
});
const rules: fc.Arbitrary<PricingRules> = fc.record({
  coupons: fc.uniqueArray(couponDef, { selector: (c) => c.code, maxLength: 5 }),
  shippingOptions: fc.array(shippingDef, { maxLength: 6 }),
  taxRules: fc.array(taxDef, { maxLength: 6 }),
  pricesIncludeTax: fc.boolean(),
});
const input: fc.Arbitrary<PriceCartInput> = fc.record({
  lines,
  couponCodes: fc.array(fc.constantFrom("A", "b", " C ", "D", "E", "ZZ"), { maxLength: 4 }),
  shippingLocation: fc.option(fc.record({ country, region, postalCode: fc.constant(null) }), { nil: null }),
  selectedShippingOptionId: fc.constant(null),
  rules,
  now: fc.integer({ min: NOW - 2000, max: NOW + 2000 }),
});

describe("priceCart properties", () => {
  it("never gives a negative amount, and grand total = subtotal − discount + shipping (+ tax unless included)", () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceCart(i);
        for (const amount of [
          p.subtotalCents,
          p.discountCents,
          p.shippingCents,
          p.taxCents,
          p.grandTotalCents,
        ]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        expect(p.grandTotalCents).toBe(
          p.subtotalCents - p.discountCents + p.shippingCents + (p.taxIncluded ? 0 : p.taxCents),
        );
        expect(p.discountCents).toBeLessThanOrEqual(p.subtotalCents);
        expect(p.validCoupons.reduce((s, c) => s + c.discountCents, 0)).toBe(p.discountCents);
        expect(p.applicableTaxRules.reduce((s, r) => s + r.taxCents, 0)).toBe(p.taxCents);
        const entered = p.validCoupons.filter((c) => !c.automatic);
        expect(entered.length + p.invalidCoupons.length).toBe(p.coupons.length);
      }),
      { numRuns: 500 },
    );
  });

  it("shipping is one of the offered options' costs (or waived), and nothing ships without a physical line", () => {
    fc.assert(
      fc.property(input, fc.option(fc.uuid(), { nil: null }), (i, selected) => {
        const p = priceCart({ ...i, selectedShippingOptionId: selected });
        const ships = i.lines.some((l) => l.productType === ProductTypeCode.PHYSICAL && l.quantity > 0);
        if (!ships || !i.shippingLocation) expect(p.shippingOptions).toEqual([]);
        if (p.selectedShippingOption) {
          expect(p.shippingOptions).toContainEqual(p.selectedShippingOption);
          // Shown as entered unless the tax moves into (or out of) it for the buyer's place.
          const converted =
            p.taxIncluded !== (i.rules.pricesIncludeTax ?? false) &&
            p.applicableTaxRules.some((r) => r.taxShipping && r.ratePpm > 0);
          if (!converted) {
            expect(p.shippingCents).toBe(p.freeShipping ? 0 : p.selectedShippingOption.costCents);
          }
        } else {
          expect(p.shippingCents).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a discount never raises the tax", () => {
    fc.assert(
      fc.property(input, (i) => {
        const withCoupons = priceCart(i);
        const without = priceCart({ ...i, couponCodes: [], rules: { ...i.rules, coupons: [] } });
        if (withCoupons.shippingCents === without.shippingCents) {
          expect(withCoupons.taxCents).toBeLessThanOrEqual(without.taxCents);
        }
      }),
      { numRuns: 300 },
    );
  });
});
