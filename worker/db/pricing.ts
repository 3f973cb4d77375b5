// A store's pricing rules in D1, and coupon uses. The evaluator (worker/pricing/coupons.ts) only
// reads `uses`; a use is taken here, at order time, by one conditional update, so however many
// checkouts race for the last uses of a coupon, no more orders get it than max_uses allows.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CouponDefinition } from "../pricing/coupons";
import { couponCodes } from "../pricing/coupons";
import type { PricingRules } from "../pricing/price-cart";
import type { Db } from "./client";
import { couponRedemptions, coupons, productVariants, taxRules } from "./schema";
import { loadShippingOptions } from "./shipping-zones";

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  name: coupons.name,
  kind: coupons.kind,
  percentBasisPoints: coupons.percentBasisPoints,
  amountCents: coupons.amountCents,
  minSubtotalCents: coupons.minSubtotalCents,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  productIds: coupons.productIds,
  maxUses: coupons.maxUses,
  uses: coupons.uses,
  enabled: coupons.enabled,
};

/** The store's coupons whose code is among `codes` (any case); unknown codes are simply absent. */
export async function findCoupons(
  db: Db,
  websiteId: string,
  codes: readonly string[],
): Promise<CouponDefinition[]> {
  const wanted = couponCodes(codes);
  if (wanted.length === 0) return [];
  return db
    .select(couponColumns)
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), inArray(coupons.code, wanted)))
    .all();
}

/** Everything priceCart needs for a store, with only the coupons the cart names. */
export async function loadPricingRules(
  db: Db,
  websiteId: string,
  codes: readonly string[],
): Promise<PricingRules> {
  const [couponRows, optionRows, ruleRows] = await Promise.all([
    findCoupons(db, websiteId, codes),
    loadShippingOptions(db, websiteId),
    db
      .select({
        id: taxRules.id,
        name: taxRules.name,
        country: taxRules.country,
        region: taxRules.region,
        ratePpm: taxRules.ratePpm,
        taxShipping: taxRules.taxShipping,
        position: taxRules.position,
      })
      .from(taxRules)
      .where(eq(taxRules.websiteId, websiteId))
      .orderBy(asc(taxRules.position))
      .all(),
  ]);
  return { coupons: couponRows, shippingOptions: optionRows, taxRules: ruleRows };
}

export type RedeemResult =
  { ok: true; alreadyRedeemed: boolean } | { ok: false; reason: "usage-limit-reached" | "not-found" };

/**
 * Take one use of a coupon for an order. `redemptionId` names this use (e.g. "<order id>:<coupon
 * id>"): redeeming it again, as a retried checkout does, takes no second use.
 *
 * One atomic batch: the conditional update takes a use only while one is left (and only if this
 * redemption has not taken one), then the redemption row is written only if the update changed a
 * row. D1 runs a batch's statements in order in one transaction, so `changes()` is the update's.
 */
export async function redeemCoupon(
  db: Db,
  websiteId: string,
  couponId: string,
  redemptionId: string,
): Promise<RedeemResult> {
  const alreadyTaken = sql`EXISTS (SELECT 1 FROM ${couponRedemptions} WHERE ${couponRedemptions.id} = ${redemptionId})`;
  const [update] = await db.batch([
    db
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.websiteId, websiteId),
          sql`(${coupons.maxUses} IS NULL OR ${coupons.uses} < ${coupons.maxUses})`,
          sql`NOT ${alreadyTaken}`,
        ),
      ),
    // Every column, in table order, as drizzle lists them for INSERT ... SELECT.
    db
      .insert(couponRedemptions)
      .select(sql`SELECT ${redemptionId}, ${websiteId}, ${couponId}, unixepoch() * 1000 WHERE changes() = 1`),
  ]);
  if ((update.meta?.changes ?? 0) === 1) return { ok: true, alreadyRedeemed: false };

  // No use taken: this redemption already has one, the coupon is used up, or it does not exist.
  const [redemption, coupon] = await Promise.all([
    db
      .select({ couponId: couponRedemptions.couponId })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.id, redemptionId), eq(couponRedemptions.websiteId, websiteId)))
      .get(),
    db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.websiteId, websiteId)))
      .get(),
  ]);
  if (redemption?.couponId === couponId) return { ok: true, alreadyRedeemed: true };
  return { ok: false, reason: coupon ? "usage-limit-reached" : "not-found" };
}

/**
 * Give back the use a redemption took (the order failed, e.g. payment declined). Harmless to
 * repeat: the use is returned only while the redemption row exists, and the same batch deletes it.
 */
export async function releaseCoupon(db: Db, websiteId: string, redemptionId: string): Promise<boolean> {
  const held = and(eq(couponRedemptions.id, redemptionId), eq(couponRedemptions.websiteId, websiteId));
  const results = await db.batch([
    db
      .update(coupons)
      .set({ uses: sql`${coupons.uses} - 1` })
      .where(
        sql`${coupons.id} = (SELECT ${couponRedemptions.couponId} FROM ${couponRedemptions} WHERE ${held}) AND ${coupons.uses} > 0`,
      ),
    db.delete(couponRedemptions).where(held),
  ]);
  const deleted = results[1] as { meta?: { changes?: number } };
  return (deleted.meta?.changes ?? 0) > 0;
}

/** The unit weight in grams of each of `skus` (for pricingLines); unknown SKUs are absent. */
export async function loadVariantWeights(
  db: Db,
  websiteId: string,
  skus: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(skus)];
  const weights = new Map<string, number>();
  // D1 binds at most 100 parameters per statement.
  for (let i = 0; i < unique.length; i += 90) {
    const rows = await db
      .select({ sku: productVariants.sku, weightGrams: productVariants.weightGrams })
      .from(productVariants)
      .where(
        and(eq(productVariants.websiteId, websiteId), inArray(productVariants.sku, unique.slice(i, i + 90))),
      )
      .all();
    for (const r of rows) weights.set(r.sku, r.weightGrams);
  }
  return weights;
}
