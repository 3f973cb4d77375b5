// Subscriptions and subscription carts in D1. Status changes are conditional UPDATEs (`WHERE
// status = …`, and the cycle for a renewal), so a renewal run twice, or racing a cancellation,
// changes the row once.
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { subscriptionCarts, subscriptions, type SubscriptionStatus } from "./schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionCartRow = typeof subscriptionCarts.$inferSelect;

export const insertSubscriptionCart = (db: Db, row: typeof subscriptionCarts.$inferInsert) =>
  db.insert(subscriptionCarts).values(row);

/** The cart under this token, unless it expired. */
export const findSubscriptionCart = (db: Db, websiteId: string, token: string, now: number) =>
  db
    .select()
    .from(subscriptionCarts)
    .where(
      and(
        eq(subscriptionCarts.token, token),
        eq(subscriptionCarts.websiteId, websiteId),
        sql`${subscriptionCarts.expiresOn} > ${now}`,
      ),
    )
    .get();

/** Marks the cart as used by `subscriptionId` (the first to finish keeps it). */
export const claimSubscriptionCart = (db: Db, token: string, subscriptionId: string) =>
  db
    .update(subscriptionCarts)
    .set({ subscriptionId })
    .where(and(eq(subscriptionCarts.token, token), isNull(subscriptionCarts.subscriptionId)));

export const deleteExpiredSubscriptionCarts = (db: Db, now: number) =>
  db.delete(subscriptionCarts).where(lte(subscriptionCarts.expiresOn, now));

export const findSubscription = (db: Db, websiteId: string, id: string) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.websiteId, websiteId)))
    .get();

/** The subscription a checkout started: written once per checkout id (a retry finds the first). */
export async function insertPendingSubscription(db: Db, row: NewSubscription): Promise<SubscriptionRow> {
  await db.insert(subscriptions).values(row).onConflictDoNothing();
  return (await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.websiteId, row.websiteId), eq(subscriptions.checkoutId, row.checkoutId)))
    .get())!;
}

export const findSubscriptionByCheckout = (db: Db, websiteId: string, checkoutId: string) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.checkoutId, checkoutId)))
    .get();

/** ACTIVE subscriptions whose next billing date has come, oldest first. */
export const dueSubscriptions = (db: Db, now: number, limit: number) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "ACTIVE"), lte(subscriptions.nextBillingOn, now)))
    .orderBy(asc(subscriptions.nextBillingOn))
    .limit(limit)
    .all();

/** PENDING subscriptions older than `before`: their checkout stopped before activating them. */
export const stalePendingSubscriptions = (db: Db, before: number, limit: number) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "PENDING"), lt(subscriptions.createdOn, before)))
    .limit(limit)
    .all();

export const deletePendingSubscription = (db: Db, id: string) =>
  db.delete(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.status, "PENDING")));

/**
 * Records cycle `cycle`'s paid order: only if the previous cycle is the last one recorded, so a
 * renewal recorded twice counts once. A subscription cancelled meanwhile stays cancelled.
 */
export async function recordCycle(
  db: Db,
  id: string,
  cycle: number,
  set: { orderId: string; nextBillingOn: number | null; status: "ACTIVE" | "COMPLETED"; now: number },
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({
      cyclesBilled: cycle,
      lastOrderId: set.orderId,
      nextBillingOn: sql`CASE WHEN ${subscriptions.status} = 'ACTIVE' THEN ${set.nextBillingOn} ELSE NULL END`,
      status: sql`CASE WHEN ${subscriptions.status} = 'ACTIVE' THEN ${set.status} ELSE ${subscriptions.status} END`,
      failureMessage: null,
      updatedOn: set.now,
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.cyclesBilled, cycle - 1)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** ACTIVE → PAST_DUE when cycle `cycle` could not be charged. */
export const markPastDue = (db: Db, id: string, cycle: number, message: string, now: number) =>
  db
    .update(subscriptions)
    .set({ status: "PAST_DUE", failureMessage: message, updatedOn: now })
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.status, "ACTIVE"),
        eq(subscriptions.cyclesBilled, cycle - 1),
      ),
    );

const CANCELLABLE: SubscriptionStatus[] = ["ACTIVE", "PAST_DUE"];

/** ACTIVE or PAST_DUE → CANCELLED. True if it applied. */
export async function cancelSubscriptionRow(db: Db, id: string, now: number): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: "CANCELLED", nextBillingOn: null, cancelledOn: now, updatedOn: now })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, CANCELLABLE)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
