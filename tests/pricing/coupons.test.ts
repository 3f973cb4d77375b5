// Coupon evaluation: each kind, each invalid reason with its message, dates, minimum, scope,
// combination and rounding.
import { describe, expect, it } from "vitest";
import { ProductTypeCode } from "../../worker/db/catalog-types";
import { evaluateCoupons, type CouponDefinition } from "../../worker/pricing/coupons";
import type { PricingLine } from "../../worker/pricing/lines";

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;

const coupon = (
  over: Partial<CouponDefinition> & Pick<CouponDefinition, "code" | "kind">,
): CouponDefinition => ({
  id: `cpn_${over.code.toLowerCase()}`,
  name: over.code,
  percentBasisPoints: 0,
  amountCents: 0,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  productIds: null,
  categories: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  uses: 0,
  enabled: true,
  automatic: false,
  ...over,
});

const line = (
  itemId: string,
  unitPriceCents: number,
  quantity = 1,
  productType: PricingLine["productType"] = ProductTypeCode.PHYSICAL,
): PricingLine => ({
  itemId,
  unitPriceCents,
  quantity,
  productType,
  weightGrams: 500,
});

const STORE = [
  coupon({ code: "WELCOME10", kind: "PERCENTAGE", percentBasisPoints: 1000 }),
  coupon({ code: "FIVE", kind: "FIXED_AMOUNT", amountCents: 500 }),
  coupon({ code: "FREESHIP", kind: "FREE_SHIPPING", minSubtotalCents: 5000 }),
  coupon({ code: "TOTES15", kind: "PERCENTAGE", percentBasisPoints: 1500, productIds: ["tote"] }),
  coupon({ code: "BIG", kind: "FIXED_AMOUNT", amountCents: 100_000, productIds: ["mug"] }),
  coupon({
    code: "SUMMER",
    kind: "PERCENTAGE",
    percentBasisPoints: 2000,
    startsAt: NOW - 10 * DAY,
    endsAt: NOW,
  }),
  coupon({ code: "SOON", kind: "PERCENTAGE", percentBasisPoints: 2000, startsAt: NOW + 1 }),
  coupon({ code: "GONE", kind: "FIXED_AMOUNT", amountCents: 500, maxUses: 3, uses: 3 }),
  coupon({ code: "OFF", kind: "PERCENTAGE", percentBasisPoints: 5000, enabled: false }),
  coupon({ code: "MIN100", kind: "FIXED_AMOUNT", amountCents: 2000, minSubtotalCents: 10_000 }),
];

const cart = [line("shirt", 14800), line("mug", 3400, 2)]; // 21 600
const subtotal = 21_600;
const evaluate = (codes: string[], lines = cart, now = NOW) =>
  evaluateCoupons(
    lines,
    lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0),
    codes,
    now,
    STORE,
  );

describe("valid coupons", () => {
  it("takes a percentage off every line, spread over the lines", () => {
    const result = evaluate(["welcome10"]);
    expect(result).toEqual({
      coupons: ["WELCOME10"],
      validCoupons: [
        {
          code: "WELCOME10",
          couponId: "cpn_welcome10",
          name: "WELCOME10",
          kind: "PERCENTAGE",
          discountCents: 2160,
          automatic: false,
        },
      ],
      invalidCoupons: [],
      discountCents: 2160,
      lineDiscountCents: [1480, 680],
      freeShipping: false,
    });
  });
  it("takes a fixed amount off", () => {
    expect(evaluate(["FIVE"]).discountCents).toBe(500);
    expect(evaluate(["FIVE"]).lineDiscountCents.reduce((a, b) => a + b)).toBe(500);
  });
  it("marks free shipping without taking anything off the lines", () => {
    expect(evaluate(["FREESHIP"])).toMatchObject({
      discountCents: 0,
      freeShipping: true,
      invalidCoupons: [],
    });
  });
  it("rounds a percentage half up to the cent", () => {
    // 10% of 1005 is 100.5 -> 101; 10% of 1004 is 100.4 -> 100.
    expect(evaluate(["WELCOME10"], [line("a", 1005)]).discountCents).toBe(101);
    expect(evaluate(["WELCOME10"], [line("a", 1004)]).discountCents).toBe(100);
    // 15% of 333 is 49.95 -> 50.
    expect(evaluate(["TOTES15"], [line("tote", 333)]).discountCents).toBe(50);
  });
  it("limits a scoped coupon to its products, and caps a fixed amount at them", () => {
    const lines = [line("tote", 6800), line("shirt", 14800)];
    expect(evaluate(["TOTES15"], lines)).toMatchObject({ discountCents: 1020, lineDiscountCents: [1020, 0] });
    expect(evaluate(["BIG"])).toMatchObject({ discountCents: 6800, lineDiscountCents: [0, 6800] });
  });
  it("never discounts a gift card", () => {
    const lines = [line("gift", 5000, 1, ProductTypeCode.GIFT_CARD), line("mug", 3400)];
    expect(evaluate(["WELCOME10"], lines)).toMatchObject({ discountCents: 340, lineDiscountCents: [0, 340] });
  });
  it("matches codes in any case, ignores blanks and repeats", () => {
    const result = evaluate([" welcome10 ", "", "WELCOME10", "Welcome10"]);
    expect(result.coupons).toEqual(["WELCOME10"]);
    expect(result.validCoupons).toHaveLength(1);
    expect(result.discountCents).toBe(2160);
  });
  it("combines one amount coupon with one free-shipping coupon", () => {
    const result = evaluate(["FREESHIP", "WELCOME10"]);
    expect(result.validCoupons.map((c) => c.code)).toEqual(["FREESHIP", "WELCOME10"]);
    expect(result).toMatchObject({ discountCents: 2160, freeShipping: true, invalidCoupons: [] });
  });
});

describe("invalid coupons, each with its reason and message", () => {
  const invalid = (codes: string[], lines = cart, now = NOW) => evaluate(codes, lines, now).invalidCoupons;

  it("NOT_FOUND for an unknown or disabled code", () => {
    expect(invalid(["NOPE", "off"])).toEqual([
      { code: "NOPE", reason: "NOT_FOUND", message: "This coupon code is not valid." },
      { code: "OFF", reason: "NOT_FOUND", message: "This coupon code is not valid." },
    ]);
  });
  it("NOT_STARTED before its start, valid from the start millisecond", () => {
    expect(invalid(["SOON"])).toEqual([
      { code: "SOON", reason: "NOT_STARTED", message: "This coupon is not active yet." },
    ]);
    expect(invalid(["SOON"], cart, NOW + 1)).toEqual([]);
  });
  it("EXPIRED from its end (exclusive), valid the millisecond before", () => {
    expect(invalid(["SUMMER"])).toEqual([
      { code: "SUMMER", reason: "EXPIRED", message: "This coupon has expired." },
    ]);
    expect(invalid(["SUMMER"], cart, NOW - 1)).toEqual([]);
    expect(evaluate(["SUMMER"], cart, NOW - 1).discountCents).toBe(4320);
  });
  it("USAGE_LIMIT_REACHED when every use is taken", () => {
    expect(invalid(["GONE"])).toEqual([
      { code: "GONE", reason: "USAGE_LIMIT_REACHED", message: "This coupon has reached its usage limit." },
    ]);
  });
  it("MINIMUM_NOT_MET below the minimum subtotal, valid at it exactly", () => {
    expect(invalid(["MIN100"], [line("mug", 3400)])).toEqual([
      { code: "MIN100", reason: "MINIMUM_NOT_MET", message: "Spend $100.00 or more to use this coupon." },
    ]);
    expect(invalid(["MIN100"], [line("mug", 10_000)])).toEqual([]);
    expect(invalid(["FREESHIP"], [line("mug", 4999)])[0]).toMatchObject({
      reason: "MINIMUM_NOT_MET",
      message: "Spend $50.00 or more to use this coupon.",
    });
  });
  it("formats the minimum in the store's currency and locale", () => {
    const result = evaluateCoupons([line("mug", 100)], 100, ["MIN100"], NOW, STORE, {
      currency: "EUR",
      locale: "fr-FR",
    });
    expect(result.invalidCoupons[0]!.message).toBe("Spend 100,00\u00a0€ or more to use this coupon.");
  });
  it("NO_ELIGIBLE_ITEMS when no line is in the coupon's scope", () => {
    expect(invalid(["TOTES15"])).toEqual([
      {
        code: "TOTES15",
        reason: "NO_ELIGIBLE_ITEMS",
        message: "This coupon does not apply to any item in your cart.",
      },
    ]);
    expect(invalid(["WELCOME10"], [line("gift", 10_000, 1, ProductTypeCode.GIFT_CARD)])[0]!.reason).toBe(
      "NO_ELIGIBLE_ITEMS",
    );
  });
  it("NOTHING_TO_SHIP for free shipping on a cart with nothing to ship", () => {
    expect(invalid(["FREESHIP"], [line("handbook", 6000, 1, ProductTypeCode.DIGITAL)])).toEqual([
      { code: "FREESHIP", reason: "NOTHING_TO_SHIP", message: "Nothing in your cart needs shipping." },
    ]);
  });
  it("NOT_COMBINABLE for a second amount coupon: the first entered wins", () => {
    const result = evaluate(["FIVE", "WELCOME10"]);
    expect(result.validCoupons.map((c) => c.code)).toEqual(["FIVE"]);
    expect(result.invalidCoupons).toEqual([
      {
        code: "WELCOME10",
        reason: "NOT_COMBINABLE",
        message: "Only one discount of this kind can be used per order.",
      },
    ]);
    expect(result.discountCents).toBe(500);
  });
  it("keeps valid and invalid codes in the order entered, with the total unaffected by invalid ones", () => {
    const result = evaluate(["NOPE", "WELCOME10", "SUMMER"]);
    expect(result.coupons).toEqual(["NOPE", "WELCOME10", "SUMMER"]);
    expect(result.invalidCoupons.map((c) => c.code)).toEqual(["NOPE", "SUMMER"]);
    expect(result.discountCents).toBe(subtotal / 10);
  });
});

describe("discounts limited to categories", () => {
  const withCategories = (itemId: string, cents: number, categories: string[]): PricingLine => ({
    ...line(itemId, cents),
    categories,
  });
  const mugs = coupon({ code: "MUGS20", kind: "PERCENTAGE", percentBasisPoints: 2000, categories: ["mugs"] });

  it("takes the discount off only the lines whose product carries a listed category (any case)", () => {
    const lines = [withCategories("mug", 1000, ["Mugs"]), withCategories("tote", 3000, ["Bags"])];
    const result = evaluateCoupons(lines, 4000, ["MUGS20"], NOW, [mugs]);
    expect(result.discountCents).toBe(200);
    expect(result.lineDiscountCents).toEqual([200, 0]);
  });
  it("counts a product listed by id or by category once", () => {
    const both = { ...mugs, productIds: ["tote"] };
    const lines = [withCategories("mug", 1000, ["Mugs"]), withCategories("tote", 3000, ["Bags"])];
    expect(evaluateCoupons(lines, 4000, ["MUGS20"], NOW, [both]).discountCents).toBe(800);
  });
  it("answers NO_ELIGIBLE_ITEMS when no line carries the category", () => {
    const lines = [withCategories("tote", 3000, ["Bags"])];
    expect(evaluateCoupons(lines, 3000, ["MUGS20"], NOW, [mugs]).invalidCoupons[0]!.reason).toBe(
      "NO_ELIGIBLE_ITEMS",
    );
  });
});

describe("automatic discounts", () => {
  const auto = (over: Partial<CouponDefinition> & Pick<CouponDefinition, "code" | "kind">) =>
    coupon({ automatic: true, ...over });
  const tenOff = auto({ code: "auto_1", name: "Autumn sale", kind: "PERCENTAGE", percentBasisPoints: 1000 });
  const fiveOff = auto({ code: "auto_2", name: "Five off", kind: "FIXED_AMOUNT", amountCents: 500 });

  it("applies without a code, listed under its name, not among the entered codes", () => {
    const result = evaluateCoupons(cart, subtotal, [], NOW, [tenOff]);
    expect(result.coupons).toEqual([]);
    expect(result.validCoupons).toEqual([
      {
        code: "Autumn sale",
        couponId: tenOff.id,
        name: "Autumn sale",
        kind: "PERCENTAGE",
        discountCents: 2160,
        automatic: true,
      },
    ]);
    expect(result.discountCents).toBe(2160);
  });
  it("takes the automatic discount that saves the most", () => {
    const result = evaluateCoupons(cart, subtotal, [], NOW, [fiveOff, tenOff]);
    expect(result.validCoupons.map((c) => c.name)).toEqual(["Autumn sale"]);
  });
  it("gives way to an entered amount code, and is never listed as invalid", () => {
    const result = evaluateCoupons(cart, subtotal, ["FIVE"], NOW, [...STORE, tenOff]);
    expect(result.validCoupons.map((c) => c.code)).toEqual(["FIVE"]);
    expect(result.invalidCoupons).toEqual([]);
    expect(result.discountCents).toBe(500);
  });
  it("combines with an entered free-shipping code", () => {
    const result = evaluateCoupons(cart, subtotal, ["FREESHIP"], NOW, [...STORE, tenOff]);
    expect(result.validCoupons.map((c) => c.code)).toEqual(["FREESHIP", "Autumn sale"]);
    expect(result).toMatchObject({ freeShipping: true, discountCents: 2160 });
  });
  it("does not apply below its minimum, before its start or once used up, silently", () => {
    const blocked = [
      { ...tenOff, minSubtotalCents: subtotal + 1 },
      { ...tenOff, startsAt: NOW + DAY },
      { ...tenOff, maxUses: 2, uses: 2 },
    ];
    for (const d of blocked) {
      expect(evaluateCoupons(cart, subtotal, [], NOW, [d])).toMatchObject({
        validCoupons: [],
        invalidCoupons: [],
        discountCents: 0,
      });
    }
  });
  it("cannot be entered as a code", () => {
    const result = evaluateCoupons(cart, subtotal, ["AUTO_1"], NOW, [tenOff]);
    expect(result.invalidCoupons.map((c) => c.reason)).toEqual(["NOT_FOUND"]);
    expect(result.discountCents).toBe(2160);
  });
});
