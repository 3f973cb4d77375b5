// The owner's discounts (coupons rows): list, make, change, switch on or off, delete. Pricing
// reads the same rows (worker/db/pricing.ts); uses only change through redeemCoupon.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DiscountInput, DiscountJson, DiscountStatus } from "../discounts/schemas";
import type { Db } from "./client";
import { coupons, products, productTaxonomy } from "./schema";

export type CouponRow = typeof coupons.$inferSelect;

const newId = () => `dsc_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;

/** Where a discount stands at `now`, as the panel's table shows it. */
export function discountStatus(row: CouponRow, now: number): DiscountStatus {
  if (!row.enabled) return "disabled";
  if (row.maxUses !== null && row.uses >= row.maxUses) return "used-up";
  if (row.endsAt !== null && now >= row.endsAt) return "expired";
  if (row.startsAt !== null && now < row.startsAt) return "scheduled";
  return "active";
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function discountJson(row: CouponRow, now: number): DiscountJson {
  return {
    id: row.id,
    name: row.name,
    code: row.automatic ? null : row.code,
    automatic: row.automatic,
    kind: row.kind,
    percentOff: row.kind === "PERCENTAGE" ? row.percentBasisPoints / 100 : null,
    amountCents: row.kind === "FIXED_AMOUNT" ? row.amountCents : null,
    minSubtotalCents: row.minSubtotalCents,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    uses: row.uses,
    productIds: row.productIds,
    categories: row.categories,
    enabled: row.enabled,
    status: discountStatus(row, now),
    createdOn: new Date(row.createdOn).toISOString(),
  };
}

export const listDiscounts = (db: Db, websiteId: string) =>
  db
    .select()
    .from(coupons)
    .where(eq(coupons.websiteId, websiteId))
    .orderBy(desc(coupons.createdOn), desc(coupons.id))
    .all();

export const findDiscount = (db: Db, websiteId: string, id: string) =>
  db
    .select()
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
    .get();

export type DiscountProblem =
  | { kind: "code-taken" }
  | { kind: "product-not-found"; id: string }
  | { kind: "category-not-found"; name: string };

/**
 * What in `input` does not fit the site: a code another discount has, a product or category
 * the site does not have. Categories are matched by name, any case, and stored as the site names them.
 */
async function check(
  db: Db,
  websiteId: string,
  input: DiscountInput,
  exceptId: string | null,
): Promise<DiscountProblem | { categories: string[] | null }> {
  if (input.code !== null) {
    const taken = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, input.code)))
      .get();
    if (taken && taken.id !== exceptId) return { kind: "code-taken" };
  }
  if (input.productIds) {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.websiteId, websiteId), inArray(products.id, input.productIds)))
      .all();
    const known = new Set(found.map((r) => r.id));
    const missing = input.productIds.find((id) => !known.has(id));
    if (missing) return { kind: "product-not-found", id: missing };
  }
  if (!input.categories) return { categories: null };
  // Names found on products but not yet in the table count too (as listTaxonomy adopts them).
  const keys = input.categories.map((c) => c.toLowerCase());
  const named = await db.all<{ name: string }>(sql`
    SELECT name FROM ${productTaxonomy}
      WHERE website_id = ${websiteId} AND kind = 'category' AND name_key IN ${keys}
    UNION
    SELECT DISTINCT j.value AS name FROM ${products} p, json_each(p.categories) j
      WHERE p.website_id = ${websiteId} AND lower(j.value) IN ${keys}`);
  const byKey = new Map(named.map((r) => [r.name.toLowerCase(), r.name]));
  const missing = input.categories.find((c) => !byKey.has(c.toLowerCase()));
  if (missing) return { kind: "category-not-found", name: missing };
  return { categories: [...new Set(input.categories.map((c) => byKey.get(c.toLowerCase())!))] };
}

const columns = (input: DiscountInput, categories: string[] | null) => ({
  name: input.name,
  kind: input.kind,
  percentBasisPoints: input.percentBasisPoints,
  amountCents: input.amountCents,
  minSubtotalCents: input.minSubtotalCents,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  productIds: input.productIds,
  categories,
  maxUses: input.maxUses,
  maxUsesPerCustomer: input.maxUsesPerCustomer,
  enabled: input.enabled,
  automatic: input.automatic,
});

export type SaveResult = { ok: true; row: CouponRow } | ({ ok: false } & DiscountProblem);

const isUniqueViolation = (e: unknown) => String((e as Error)?.message ?? e).includes("UNIQUE");

export async function createDiscount(db: Db, websiteId: string, input: DiscountInput): Promise<SaveResult> {
  const checked = await check(db, websiteId, input, null);
  if ("kind" in checked) return { ok: false, ...checked };
  const id = newId();
  try {
    const row = await db
      .insert(coupons)
      .values({
        id,
        websiteId,
        // An automatic discount's key is lower-case: no entered (upper-cased) code can match it.
        code: input.code ?? `auto:${id}`,
        ...columns(input, checked.categories),
      })
      .returning()
      .get();
    return { ok: true, row };
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, kind: "code-taken" };
    throw e;
  }
}

/**
 * Replace a discount's terms. Its uses stay; a total limit below the uses already taken is
 * kept at the uses (the row's CHECK), so the discount reads as used up.
 */
export async function updateDiscount(
  db: Db,
  websiteId: string,
  id: string,
  input: DiscountInput,
): Promise<SaveResult | { ok: false; kind: "not-found" }> {
  const existing = await findDiscount(db, websiteId, id);
  if (!existing) return { ok: false, kind: "not-found" };
  const checked = await check(db, websiteId, input, id);
  if ("kind" in checked) return { ok: false, ...checked };
  const set = columns(input, checked.categories);
  try {
    const row = await db
      .update(coupons)
      .set({
        ...set,
        code: input.code ?? `auto:${id}`,
        maxUses: set.maxUses === null ? null : sql`max(${set.maxUses}, ${coupons.uses})`,
      })
      .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
      .returning()
      .get();
    return row ? { ok: true, row } : { ok: false, kind: "not-found" };
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, kind: "code-taken" };
    throw e;
  }
}

export const setDiscountEnabled = (db: Db, websiteId: string, id: string, enabled: boolean) =>
  db
    .update(coupons)
    .set({ enabled })
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
    .returning()
    .get();

/** Deletes the discount and its redemption rows; orders keep the code and amount they got. */
export async function deleteDiscount(db: Db, websiteId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
    .returning({ id: coupons.id })
    .get();
  return gone !== undefined;
}
