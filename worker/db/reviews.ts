// Product reviews in D1 (docs/reviews.md). Every query is scoped by website_id: one site never
// reads, counts or changes another's rows.
import { and, avg, count, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { productReviews, products, type ReviewStatus } from "./schema";
import type { ReviewSort } from "../reviews/inputs";

export type ReviewRow = typeof productReviews.$inferSelect;

/** A published product of this site (reviews are read and written only for those). */
export const findReviewableProduct = (db: Db, websiteId: string, productId: string) =>
  db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.websiteId, websiteId), eq(products.published, true)))
    .get();

/** The published reviews' average (unrounded) and count for one product. */
export async function reviewSummary(db: Db, websiteId: string, productId: string) {
  const row = await db
    .select({ average: avg(productReviews.rating), count: count() })
    .from(productReviews)
    .where(
      and(
        eq(productReviews.websiteId, websiteId),
        eq(productReviews.productId, productId),
        eq(productReviews.status, "published"),
      ),
    )
    .get();
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}

/** Cursor keys: newest is [createdAt, id]; helpful is [helpfulCount, createdAt, id]. */
export type NewestKey = readonly [number, string];
export type HelpfulKey = readonly [number, number, string];

const r = productReviews;

function afterNewest([createdAt, id]: NewestKey): SQL {
  return or(lt(r.createdAt, createdAt), and(eq(r.createdAt, createdAt), lt(r.id, id)))!;
}

function afterHelpful([helpful, createdAt, id]: HelpfulKey): SQL {
  return or(lt(r.helpfulCount, helpful), and(eq(r.helpfulCount, helpful), afterNewest([createdAt, id])))!;
}

/** One page (plus one row, to tell whether another follows) of a product's published reviews. */
export function listPublishedReviews(
  db: Db,
  websiteId: string,
  productId: string,
  sort: ReviewSort,
  after: NewestKey | HelpfulKey | undefined,
  take: number,
) {
  const scope = and(eq(r.websiteId, websiteId), eq(r.productId, productId), eq(r.status, "published"));
  const cursor =
    after === undefined
      ? undefined
      : sort === "helpful"
        ? afterHelpful(after as HelpfulKey)
        : afterNewest(after as NewestKey);
  const order =
    sort === "helpful"
      ? [desc(r.helpfulCount), desc(r.createdAt), desc(r.id)]
      : [desc(r.createdAt), desc(r.id)];
  return db
    .select()
    .from(r)
    .where(cursor ? and(scope, cursor) : scope)
    .orderBy(...order)
    .limit(take)
    .all();
}

/** The owner's list, newest first, of one status or all. */
export function listSiteReviews(
  db: Db,
  websiteId: string,
  status: ReviewStatus | undefined,
  after: NewestKey | undefined,
  take: number,
) {
  const scope = status ? and(eq(r.websiteId, websiteId), eq(r.status, status)) : eq(r.websiteId, websiteId);
  return db
    .select({ review: r, productTitle: products.title })
    .from(r)
    .innerJoin(products, eq(products.id, r.productId))
    .where(after ? and(scope, afterNewest(after)) : scope)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(take)
    .all();
}

/** The order lines (positions) of this product already reviewed in one order. */
export async function reviewedPositions(db: Db, websiteId: string, orderId: string): Promise<Set<number>> {
  const rows = await db
    .select({ position: r.orderLinePosition })
    .from(r)
    .where(and(eq(r.websiteId, websiteId), eq(r.orderId, orderId)))
    .all();
  return new Set(rows.map((row) => row.position).filter((p): p is number => p !== null));
}

/** Inserts a pending review; false when its order line already has one (a racing duplicate). */
export async function insertReview(db: Db, row: typeof productReviews.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(r).values(row).onConflictDoNothing().returning({ id: r.id });
  return inserted.length > 0;
}

/** Publishes or rejects a review; undefined when the site has no such review. */
export async function setReviewStatus(
  db: Db,
  websiteId: string,
  id: string,
  status: "published" | "rejected",
  now: number,
) {
  return db
    .update(r)
    .set({
      status,
      // The first publication is kept: a review taken down and republished keeps its date.
      publishedAt: status === "published" ? sql`coalesce(${r.publishedAt}, ${now})` : r.publishedAt,
    })
    .where(and(eq(r.id, id), eq(r.websiteId, websiteId)))
    .returning()
    .get();
}

export async function deleteReview(db: Db, websiteId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(r)
    .where(and(eq(r.id, id), eq(r.websiteId, websiteId)))
    .returning({ id: r.id });
  return gone.length > 0;
}
