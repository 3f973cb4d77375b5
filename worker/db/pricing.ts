// A store's pricing rules in D1, and coupon uses. The evaluator (worker/pricing/coupons.ts) only
// reads `uses`; a use is taken here, at order time, by one conditional update, so however many
// checkouts race for the last uses of a coupon, no more orders get it than max_uses allows.
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { CouponDefinition } from "../pricing/coupons";
import { couponCodes } from "../pricing/coupons";
import type { PricingRules } from "../pricing/price-cart";
import type { Db } from "./client";
import { couponRedemptions, coupons, products, productVariants, taxRules, websites } from "./schema";
import { shippingOptionsOf, shippingZoneReads, zonesFrom } from "./shipping-zones";

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
  categories: coupons.categories,
  maxUses: coupons.maxUses,
  maxUsesPerCustomer: coupons.maxUsesPerCustomer,
  uses: coupons.uses,
  enabled: coupons.enabled,
  automatic: coupons.automatic,
};

/** The query of findCoupons, for a caller that runs it in its own batch. */
export function couponsQuery(db: Db, websiteId: string, codes: readonly string[]) {
  const wanted = couponCodes(codes);
  const automatic = and(eq(coupons.automatic, true), eq(coupons.enabled, true));
  return db
    .select(couponColumns)
    .from(coupons)
    .where(
      and(
        eq(coupons.websiteId, websiteId),
        wanted.length === 0
          ? automatic
          : or(and(eq(coupons.automatic, false), inArray(coupons.code, wanted)), automatic),
      ),
    );
}

/**
 * The store's coupons whose code is among `codes` (any case; unknown codes are simply absent),
 * and its enabled automatic discounts, which apply without a code.
 */
export async function findCoupons(
  db: Db,
  websiteId: string,
  codes: readonly string[],
): Promise<CouponDefinition[]> {
  return couponsQuery(db, websiteId, codes).all();
}

/** Whether the store has an enabled automatic discount (a cart without codes needs pricing then). */
export async function hasAutomaticDiscounts(db: Db, websiteId: string): Promise<boolean> {
  const row = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.automatic, true), eq(coupons.enabled, true)))
    .limit(1)
    .get();
  return row !== undefined;
}

/** The category names of each of `productIds` (for discounts limited to categories). */
export async function loadProductCategories(
  db: Db,
  websiteId: string,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const unique = [...new Set(productIds)];
  const found = new Map<string, string[]>();
  for (let i = 0; i < unique.length; i += 90) {
    const rows = await db
      .select({ id: products.id, categories: products.categories })
      .from(products)
      .where(and(eq(products.websiteId, websiteId), inArray(products.id, unique.slice(i, i + 90))))
      .all();
    for (const r of rows) found.set(r.id, r.categories ?? []);
  }
  return found;
}

/**
 * The reads of everything priceCart needs for a store (only the coupons the cart names), and the
 * store's checkout minimum, for a caller that runs them in one batch (one D1 round trip).
 */
export const pricingRulesReads = (db: Db, websiteId: string, codes: readonly string[]) =>
  [
    couponsQuery(db, websiteId, codes),
    ...shippingZoneReads(db, websiteId),
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
      .orderBy(asc(taxRules.position)),
    db
      .select({
        pricesIncludeTax: websites.pricesIncludeTax,
        checkoutMinSubtotalCents: websites.checkoutMinSubtotalCents,
      })
      .from(websites)
      .where(eq(websites.id, websiteId)),
  ] as const;

type Reads = ReturnType<typeof pricingRulesReads>;
export type PricingRulesRows = readonly [
  Awaited<Reads[0]>,
  Awaited<Reads[1]>,
  Awaited<Reads[2]>,
  Awaited<Reads[3]>,
  Awaited<Reads[4]>,
];

/** The rules (and the checkout minimum, 0 = any) from the rows of pricingRulesReads. */
export function pricingRulesFrom([couponRows, zones, rates, ruleRows, site]: PricingRulesRows): {
  rules: PricingRules;
  checkoutMinSubtotalCents: number;
} {
  return {
    rules: {
      coupons: couponRows,
      shippingOptions: shippingOptionsOf(zonesFrom(zones, rates)),
      taxRules: ruleRows,
      pricesIncludeTax: site[0]?.pricesIncludeTax ?? false,
    },
    checkoutMinSubtotalCents: site[0]?.checkoutMinSubtotalCents ?? 0,
  };
}

/** Everything priceCart needs for a store, with only the coupons the cart names, in one batch. */
export async function loadPricingRules(
  db: Db,
  websiteId: string,
  codes: readonly string[],
): Promise<PricingRules> {
  return pricingRulesFrom(await db.batch(pricingRulesReads(db, websiteId, codes))).rules;
}

export type RedeemResult =
  | { ok: true; alreadyRedeemed: boolean }
  | { ok: false; reason: "usage-limit-reached" | "customer-limit-reached" | "not-found" };

/**
 * Take one use of a coupon for an order bought by `email`. `redemptionId` names this use (e.g.
 * "<order id>:<coupon id>"): redeeming it again, as a retried checkout does, takes no second use.
 *
 * One atomic batch: the conditional update takes a use only while one is left in total and for
 * this email (and only if this redemption has not taken one), then the redemption row is written
 * only if the update changed a row. D1 runs a batch's statements in order in one transaction, so
 * `changes()` is the update's, and no other checkout's redemption can slip in between the count
 * and the insert.
 */
export async function redeemCoupon(
  db: Db,
  websiteId: string,
  couponId: string,
  redemptionId: string,
  email: string | null = null,
): Promise<RedeemResult> {
  const buyer = email === null ? null : email.trim().toLowerCase();
  const alreadyTaken = sql`EXISTS (SELECT 1 FROM ${couponRedemptions} WHERE ${couponRedemptions.id} = ${redemptionId})`;
  const buyerUses = sql`(SELECT count(*) FROM ${couponRedemptions} WHERE ${couponRedemptions.couponId} = ${couponId} AND ${couponRedemptions.email} = ${buyer})`;
  const [update] = await db.batch([
    db
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.websiteId, websiteId),
          sql`(${coupons.maxUses} IS NULL OR ${coupons.uses} < ${coupons.maxUses})`,
          sql`(${coupons.maxUsesPerCustomer} IS NULL OR ${buyerUses} < ${coupons.maxUsesPerCustomer})`,
          sql`NOT ${alreadyTaken}`,
        ),
      ),
    // Every column, in table order, as drizzle lists them for INSERT ... SELECT.
    db
      .insert(couponRedemptions)
      .select(
        sql`SELECT ${redemptionId}, ${websiteId}, ${couponId}, unixepoch() * 1000, ${buyer} WHERE changes() = 1`,
      ),
  ]);
  if ((update.meta?.changes ?? 0) === 1) return { ok: true, alreadyRedeemed: false };

  // No use taken: this redemption already has one, a limit is reached, or the coupon is gone.
  const [redemption, coupon] = await Promise.all([
    db
      .select({ couponId: couponRedemptions.couponId })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.id, redemptionId), eq(couponRedemptions.websiteId, websiteId)))
      .get(),
    db
      .select({ maxUses: coupons.maxUses, uses: coupons.uses })
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.websiteId, websiteId)))
      .get(),
  ]);
  if (redemption?.couponId === couponId) return { ok: true, alreadyRedeemed: true };
  if (!coupon) return { ok: false, reason: "not-found" };
  const usedUp = coupon.maxUses !== null && coupon.uses >= coupon.maxUses;
  return { ok: false, reason: usedUp ? "usage-limit-reached" : "customer-limit-reached" };
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
