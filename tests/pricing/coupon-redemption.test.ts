// Coupon uses in D1: the total-use limit holds however many checkouts race, a retried redemption
// takes no second use, and a failed order gives its use back once.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { findCoupons, loadPricingRules, redeemCoupon, releaseCoupon } from "../../worker/db/pricing";
import { couponRedemptions, coupons } from "../../worker/db/schema";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";

const db = createDb(env.DB);

async function newCoupon(id: string, maxUses: number | null, uses = 0): Promise<void> {
  await db.insert(coupons).values({
    id,
    websiteId: DEMO_WEBSITE_ID,
    code: id.toUpperCase(),
    kind: "PERCENTAGE",
    percentBasisPoints: 1000,
    maxUses,
    uses,
  });
}

async function usesOf(id: string): Promise<number> {
  return (await db.select().from(coupons).where(eq(coupons.id, id)).get())!.uses;
}

async function redemptionsOf(id: string): Promise<number> {
  return (await db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, id)).all()).length;
}

beforeAll(() => ensureDemoSeed(db));

describe("redeemCoupon under concurrency", () => {
  it("gives exactly 7 of 50 concurrent orders a use when 7 are left", async () => {
    await newCoupon("race7", 10, 3);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => redeemCoupon(db, DEMO_WEBSITE_ID, "race7", `order-${i}:race7`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 43 }, () => ({ ok: false, reason: "usage-limit-reached" })),
    );
    expect(await usesOf("race7")).toBe(10);
    expect(await redemptionsOf("race7")).toBe(7);
  });

  it("never limits a coupon without max_uses", async () => {
    await newCoupon("unlimited", null);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeemCoupon(db, DEMO_WEBSITE_ID, "unlimited", `o${i}:unlimited`)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await usesOf("unlimited")).toBe(20);
  });
});

describe("redeemCoupon retries and releaseCoupon", () => {
  it("takes one use per redemption id, however often it is retried, even concurrently", async () => {
    await newCoupon("retry", 5);
    const first = await redeemCoupon(db, DEMO_WEBSITE_ID, "retry", "order-a:retry");
    expect(first).toEqual({ ok: true, alreadyRedeemed: false });
    const again = await Promise.all([
      redeemCoupon(db, DEMO_WEBSITE_ID, "retry", "order-a:retry"),
      redeemCoupon(db, DEMO_WEBSITE_ID, "retry", "order-a:retry"),
    ]);
    expect(again).toEqual([
      { ok: true, alreadyRedeemed: true },
      { ok: true, alreadyRedeemed: true },
    ]);
    expect(await usesOf("retry")).toBe(1);
  });

  it("reports a retried redemption as taken even once the coupon is used up", async () => {
    await newCoupon("last", 1);
    expect(await redeemCoupon(db, DEMO_WEBSITE_ID, "last", "order-b:last")).toEqual({
      ok: true,
      alreadyRedeemed: false,
    });
    expect(await redeemCoupon(db, DEMO_WEBSITE_ID, "last", "order-c:last")).toEqual({
      ok: false,
      reason: "usage-limit-reached",
    });
    expect(await redeemCoupon(db, DEMO_WEBSITE_ID, "last", "order-b:last")).toEqual({
      ok: true,
      alreadyRedeemed: true,
    });
  });

  it("gives the use back once when the order fails, so another order can take it", async () => {
    await newCoupon("release", 1);
    await redeemCoupon(db, DEMO_WEBSITE_ID, "release", "order-d:release");
    expect(await usesOf("release")).toBe(1);
    const released = await Promise.all([
      releaseCoupon(db, DEMO_WEBSITE_ID, "order-d:release"),
      releaseCoupon(db, DEMO_WEBSITE_ID, "order-d:release"),
    ]);
    expect(released.filter(Boolean)).toHaveLength(1);
    expect(await usesOf("release")).toBe(0);
    expect(await releaseCoupon(db, DEMO_WEBSITE_ID, "order-d:release")).toBe(false);
    expect(await usesOf("release")).toBe(0);
    expect(await redeemCoupon(db, DEMO_WEBSITE_ID, "release", "order-e:release")).toMatchObject({ ok: true });
  });

  it("answers not-found for another website's coupon or an unknown id", async () => {
    expect(await redeemCoupon(db, DEMO_WEBSITE_ID, "cpn_nope", "x:nope")).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await redeemCoupon(db, "site_other", "cpn_welcome10", "x:welcome")).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await usesOf("cpn_welcome10")).toBe(0);
  });

  it("refuses at the database any write that would pass the limit", async () => {
    await newCoupon("guard", 2, 2);
    const error = await db
      .update(coupons)
      .set({ uses: 3 })
      .where(eq(coupons.id, "guard"))
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(String(error?.cause)).toMatch(/CHECK constraint failed/);
  });
});

describe("loading the demo store's rules", () => {
  it("finds coupons by code in any case and loads shipping options and tax rules in order", async () => {
    const found = await findCoupons(db, DEMO_WEBSITE_ID, [" welcome10 ", "FREESHIP", "NOPE", "freeship"]);
    expect(found.map((c) => c.code).sort()).toEqual(["FREESHIP", "WELCOME10"]);
    const rules = await loadPricingRules(db, DEMO_WEBSITE_ID, ["SUMMER24"]);
    expect(rules.coupons).toEqual([expect.objectContaining({ code: "SUMMER24", kind: "PERCENTAGE" })]);
    expect(rules.shippingOptions.map((o) => o.id)).toEqual([
      "shp_us_standard",
      "shp_us_express",
      "shp_us_free",
      "shp_ca",
      "shp_gb",
      "shp_world",
    ]);
    expect(rules.taxRules.find((r) => r.id === "tax_gb_vat")).toEqual({
      id: "tax_gb_vat",
      name: "VAT",
      country: "GB",
      region: null,
      ratePpm: 200_000,
      taxShipping: true,
      position: 5,
    });
    expect(await findCoupons(db, "site_other", ["WELCOME10"])).toEqual([]);
  });
});
