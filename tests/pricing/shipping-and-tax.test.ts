// Shipping options by zone (flat, weight, subtotal brackets, free over an amount, pickup) and tax by country and region,
// including the US tax geography.
import { describe, expect, it } from "vitest";
import { ProductTypeCode } from "../../worker/db/catalog-types";
import type { PricingLine } from "../../worker/pricing/lines";
import { allocate, mulDivRound } from "../../worker/pricing/rounding";
import {
  availableShippingOptions,
  selectShippingOption,
  shippedWeightGrams,
  shipsTo,
  type ShippingLocation,
  type ShippingOptionDefinition,
} from "../../worker/pricing/shipping";
import {
  applicableTaxRules,
  computeTax,
  ratePercentText,
  type TaxRuleDefinition,
} from "../../worker/pricing/tax";
import { taxGeography, US_TAX_GEOGRAPHY } from "../../worker/pricing/us-tax-geography";

const line = (
  unitPriceCents: number,
  quantity = 1,
  weightGrams = 0,
  productType: PricingLine["productType"] = ProductTypeCode.PHYSICAL,
): PricingLine => ({ itemId: `p${unitPriceCents}`, unitPriceCents, quantity, productType, weightGrams });

const at = (country: string, region: string | null = null): ShippingLocation => ({
  country,
  region,
  postalCode: null,
});

const option = (
  o: Partial<ShippingOptionDefinition> & Pick<ShippingOptionDefinition, "id" | "kind" | "countries">,
): ShippingOptionDefinition => ({
  name: o.id,
  // One zone per destination list unless a test groups rates itself.
  zoneId: o.countries.join(","),
  regions: [],
  rateCents: 0,
  perKgCents: 0,
  minSubtotalCents: 0,
  brackets: [],
  pickupInstructions: "",
  position: 0,
  enabled: true,
  ...o,
});

const OPTIONS: ShippingOptionDefinition[] = [
  option({ id: "us_standard", countries: ["US"], kind: "FLAT", rateCents: 600, position: 0 }),
  option({
    id: "us_express",
    countries: ["US"],
    kind: "WEIGHT",
    rateCents: 1200,
    perKgCents: 400,
    position: 1,
  }),
  option({ id: "us_free", countries: ["US"], kind: "FREE_OVER", minSubtotalCents: 10_000, position: 2 }),
  option({ id: "ca_post", countries: ["CA"], kind: "WEIGHT", rateCents: 1500, perKgCents: 500, position: 3 }),
  option({ id: "gb", countries: ["GB"], kind: "FLAT", rateCents: 1800, position: 4 }),
  option({ id: "gb_off", countries: ["GB"], kind: "FLAT", rateCents: 1, position: 5, enabled: false }),
  option({ id: "world", countries: ["*"], kind: "WEIGHT", rateCents: 2500, perKgCents: 1000, position: 6 }),
];

describe("shipping options", () => {
  const cart = [line(3400, 2, 450), line(14800, 1, 350)]; // 1250 g, 21 600
  it("offers a country its own options with their cost: flat, weight per started kg, free over an amount", () => {
    expect(availableShippingOptions(at("US"), cart, 21_600, OPTIONS)).toEqual([
      { id: "us_standard", name: "us_standard", kind: "FLAT", costCents: 600 },
      // 1250 g is two started kilograms.
      { id: "us_express", name: "us_express", kind: "WEIGHT", costCents: 1200 + 2 * 400 },
      { id: "us_free", name: "us_free", kind: "FREE_OVER", costCents: 0 },
    ]);
  });
  it("offers free-over only from its amount (after discounts)", () => {
    expect(availableShippingOptions(at("US"), cart, 9_999, OPTIONS).map((o) => o.id)).toEqual([
      "us_standard",
      "us_express",
    ]);
    expect(availableShippingOptions(at("US"), cart, 10_000, OPTIONS).map((o) => o.id)).toContain("us_free");
  });
  it("counts weight by started kilogram: 1 g to 1000 g is one", () => {
    const ca = (grams: number) =>
      availableShippingOptions(at("CA"), [line(100, 1, grams)], 100, OPTIONS)[0]!.costCents;
    expect(ca(0)).toBe(1500);
    expect(ca(1)).toBe(2000);
    expect(ca(1000)).toBe(2000);
    expect(ca(1001)).toBe(2500);
  });
  it("sends every other country to rest of world, and hides disabled options", () => {
    expect(availableShippingOptions(at("DE"), cart, 21_600, OPTIONS).map((o) => o.id)).toEqual(["world"]);
    expect(availableShippingOptions(at("pr"), cart, 21_600, OPTIONS).map((o) => o.id)).toEqual(["world"]);
    expect(availableShippingOptions(at("GB"), cart, 21_600, OPTIONS).map((o) => o.id)).toEqual(["gb"]);
  });
  it("offers nothing without a location or without a physical line, and weighs only physical lines", () => {
    expect(availableShippingOptions(null, cart, 21_600, OPTIONS)).toEqual([]);
    const digital = [
      line(1800, 1, 900, ProductTypeCode.DIGITAL),
      line(9500, 1, 900, ProductTypeCode.SERVICE),
    ];
    expect(availableShippingOptions(at("US"), digital, 11_300, OPTIONS)).toEqual([]);
    expect(shippedWeightGrams([...cart, ...digital])).toBe(1250);
  });
  it("prefers a zone listing the address's region, then the country whole, then rest of world", () => {
    const zones = [
      option({ id: "us_mainland", countries: ["US"], kind: "FLAT", rateCents: 600 }),
      option({ id: "us_far", countries: ["US"], regions: ["US-AK", "US-HI"], kind: "FLAT", rateCents: 2000 }),
      option({ id: "bc_only", countries: ["CA"], regions: ["CA-BC"], kind: "FLAT", rateCents: 900 }),
      option({ id: "world", countries: ["*"], kind: "FLAT", rateCents: 3000 }),
    ];
    const ids = (country: string, region: string | null) =>
      availableShippingOptions(at(country, region), cart, 21_600, zones).map((o) => o.id);
    expect(ids("US", "HI")).toEqual(["us_far"]);
    expect(ids("US", "NY")).toEqual(["us_mainland"]);
    expect(ids("US", null)).toEqual(["us_mainland"]);
    expect(ids("CA", "BC")).toEqual(["bc_only"]);
    // A zone listing only some regions of a country does not take the others.
    expect(ids("CA", "ON")).toEqual(["world"]);
    expect(shipsTo(at("CA", "ON"), zones.slice(0, 3))).toBe(false);
    expect(shipsTo(at("CA", "BC"), zones.slice(0, 3))).toBe(true);
  });
  it("prices by subtotal bracket and offers pickup at no cost with its instructions", () => {
    const zones = [
      option({
        id: "by_subtotal",
        countries: ["US"],
        kind: "SUBTOTAL",
        brackets: [
          { fromCents: 0, toCents: 5000, priceCents: 800 },
          { fromCents: 5000, toCents: 20_000, priceCents: 400 },
        ],
      }),
      option({ id: "pickup", countries: ["US"], kind: "PICKUP", pickupInstructions: "12 Main St, 9–5" }),
    ];
    const offered = (subtotal: number) => availableShippingOptions(at("US"), cart, subtotal, zones);
    expect(offered(4999)[0]).toEqual({
      id: "by_subtotal",
      name: "by_subtotal",
      kind: "SUBTOTAL",
      costCents: 800,
    });
    expect(offered(5000)[0]!.costCents).toBe(400);
    // Above the last bracket the rate does not apply; pickup still does.
    expect(offered(20_000)).toEqual([
      { id: "pickup", name: "pickup", kind: "PICKUP", costCents: 0, pickupInstructions: "12 Main St, 9–5" },
    ]);
  });
  it("keeps the visitor's choice while offered, else picks the cheapest", () => {
    const offered = availableShippingOptions(at("US"), cart, 5000, OPTIONS);
    expect(selectShippingOption(offered, "us_express")!.id).toBe("us_express");
    expect(selectShippingOption(offered, "us_free")!.id).toBe("us_standard");
    expect(selectShippingOption(offered, null)!.id).toBe("us_standard");
    expect(selectShippingOption([], "us_standard")).toBeNull();
  });
});

const rule = (
  id: string,
  country: string,
  region: string | null,
  ratePpm: number,
  taxShipping = false,
  position = 0,
): TaxRuleDefinition => ({ id, name: id, country, region, ratePpm, taxShipping, position });

const RULES: TaxRuleDefinition[] = [
  rule("ny", "US", "NY", 40_000, true),
  rule("ca", "US", "CA", 72_500),
  rule("pr", "US", "PR", 105_000),
  rule("gu", "US", "GU", 40_000),
  rule("vat", "GB", null, 200_000, true),
  rule("gst", "CA", null, 50_000, true, 0),
  rule("on_hst", "CA", "ON", 130_000, true, 1),
  rule("bc_gst", "CA", "BC", 50_000, true, 2),
  rule("bc_pst", "CA", "BC", 70_000, false, 3),
];

describe("applicable tax rules", () => {
  const ids = (country: string, region: string | null = null) =>
    applicableTaxRules(at(country, region), RULES).map((r) => r.id);

  it("applies a region's rules, and the country's rules where the region has none", () => {
    expect(ids("US", "NY")).toEqual(["ny"]);
    expect(ids("US", "OR")).toEqual([]);
    expect(ids("GB")).toEqual(["vat"]);
    expect(ids("GB", "SCT")).toEqual(["vat"]);
    expect(ids("CA", "AB")).toEqual(["gst"]);
    expect(ids("CA", "ON")).toEqual(["on_hst"]);
    expect(ids("CA", "BC")).toEqual(["bc_gst", "bc_pst"]);
    expect(ids("DE")).toEqual([]);
    expect(applicableTaxRules(null, RULES)).toEqual([]);
  });
  it("taxes the US territories as regions of the US tax geography", () => {
    expect(US_TAX_GEOGRAPHY).toEqual(["US", "PR", "GU", "VI", "MP", "AS", "UM"]);
    for (const territory of ["PR", "GU", "VI", "MP", "AS", "UM"]) {
      expect(taxGeography(territory, null)).toEqual({ country: "US", region: territory });
    }
    expect(taxGeography("us", "ny")).toEqual({ country: "US", region: "NY" });
    expect(taxGeography("CA", "ON")).toEqual({ country: "CA", region: "ON" });
    expect(ids("PR")).toEqual(["pr"]);
    expect(ids("GU", "anything")).toEqual(["gu"]);
    expect(ids("VI")).toEqual([]);
    expect(ids("US", "PR")).toEqual(["pr"]);
  });
});

describe("tax", () => {
  it("taxes the lines after their discount, and shipping only where the rule says so", () => {
    const lines = [line(10_000), line(5_000)];
    const ny = computeTax(lines, [1_000, 500], 600, applicableTaxRules(at("US", "NY"), RULES));
    // 4% of (13 500 + 600) = 564.
    expect(ny.taxCents).toBe(564);
    expect(ny.applicableTaxRules).toEqual([
      {
        id: "ny",
        name: "ny",
        country: "US",
        region: "NY",
        rate: "4",
        ratePpm: 40_000,
        taxShipping: true,
        taxCents: 564,
      },
    ]);
    // California does not tax shipping: 7.25% of 13 500 = 978.75 -> 979.
    expect(computeTax(lines, [1_000, 500], 600, applicableTaxRules(at("US", "CA"), RULES)).taxCents).toBe(
      979,
    );
  });
  it("adds each rule's tax, rounding each half up once on the whole taxable amount", () => {
    const bc = computeTax([line(999, 3)], [0], 1500, applicableTaxRules(at("CA", "BC"), RULES));
    // GST 5% of (2997 + 1500) = 224.85 -> 225; PST 7% of 2997 = 209.79 -> 210.
    expect(bc.applicableTaxRules.map((r) => r.taxCents)).toEqual([225, 210]);
    expect(bc.taxCents).toBe(435);
  });
  it("never taxes a gift card", () => {
    const lines = [line(5000, 1, 0, ProductTypeCode.GIFT_CARD), line(1000)];
    expect(computeTax(lines, [0, 0], 0, applicableTaxRules(at("GB"), RULES)).taxCents).toBe(200);
  });
  it("writes rates as percent text", () => {
    expect([88_750, 200_000, 99_750, 40_000, 0, 1].map(ratePercentText)).toEqual([
      "8.875",
      "20",
      "9.975",
      "4",
      "0",
      "0.0001",
    ]);
  });
});

describe("rounding helpers", () => {
  it("rounds half up in integers, exactly for large amounts", () => {
    expect(mulDivRound(1005, 1000, 10_000)).toBe(101);
    expect(mulDivRound(1004, 1000, 10_000)).toBe(100);
    expect(mulDivRound(9_007_199_254_740_991, 1, 1)).toBe(9_007_199_254_740_991);
    expect(() => mulDivRound(-1, 1, 1)).toThrow(RangeError);
  });
  it("allocates a total in proportion, adding up exactly", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(2160, [14_800, 6_800])).toEqual([1480, 680]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    expect(allocate(7, [3, 0, 1])).toEqual([5, 0, 2]);
  });
});
