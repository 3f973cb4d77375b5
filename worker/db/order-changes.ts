// The owner's changes to a placed order (worker/routes/owner-orders.ts): fulfil, cancel, refund.
// Each is one conditional write on the order row, so of two racing changes exactly one applies
// and the loser reads the row again; a refund's amount is checked against what is left to refund
// in the same batch that records it, so racing refunds can never give back more than was paid.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import type { OrderRow } from "./orders";
import { orderRefunds, orders, type OrderStatus, type RefundMethod } from "./schema";

export type RefundRow = typeof orderRefunds.$inferSelect;

const whileStatus = (id: string, status: OrderStatus) => and(eq(orders.id, id), eq(orders.status, status));

/**
 * paid → fulfilled, or a partially refunded order not yet fulfilled keeps its status; both record
 * the carrier and tracking number. Answers the row, or undefined when the order changed meanwhile.
 */
export async function fulfilOrder(
  db: Db,
  order: Pick<OrderRow, "id" | "status">,
  tracking: { carrier: string | null; trackingNumber: string | null },
  now: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: order.status === "paid" ? "fulfilled" : order.status,
      fulfilledOn: now,
      ...tracking,
      updatedOn: now,
    })
    .where(and(whileStatus(order.id, order.status), sql`${orders.fulfilledOn} IS NULL`))
    .returning();
  return row;
}

/** paid → cancelling: the owner's cancel takes the order; its undo follows (settle.ts giveBack). */
export async function beginOwnerCancel(db: Db, id: string, now: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: "cancelling", updatedOn: now })
    .where(whileStatus(id, "paid"))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export const refundsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(desc(orderRefunds.createdOn))
    .all();

export const findRefund = (db: Db, orderId: string, key: string) =>
  db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.key, key)))
    .get();

export interface NewRefund {
  id: string;
  orderId: string;
  websiteId: string;
  key: string;
  method: RefundMethod;
  amountCents: number;
  lines: { position: number; quantity: number }[] | null;
  actor: string;
  now: number;
}

/**
 * Records a pending refund and raises the order's refunded totals in one batch, only if the order
 * may be refunded and the amount fits in what is left (to the card: in what the card paid). The
 * order becomes refunded when nothing is left, else partially_refunded. Answers the order after
 * it, or undefined when the refund did not fit (or its key was used already).
 */
export async function reserveRefund(db: Db, refund: NewRefund): Promise<OrderRow | undefined> {
  const toCard = refund.method === "payment";
  const x = refund.amountCents;
  const [, updated] = await db.batch([
    db
      .insert(orderRefunds)
      .select(
        sql`SELECT ${refund.id}, ${orders.id}, ${refund.key}, ${refund.method}, ${x},
          ${refund.lines ? JSON.stringify(refund.lines) : null}, 'pending', NULL, NULL, ${refund.actor}, ${refund.now}
        FROM ${orders} WHERE ${orders.id} = ${refund.orderId} AND ${orders.websiteId} = ${refund.websiteId}
          AND ${orders.status} IN ('paid', 'fulfilled', 'partially_refunded')
          AND ${orders.refundedCents} + ${x} <= ${orders.grandTotalCents}
          AND (${toCard ? 0 : 1} OR ${orders.refundedToPaymentCents} + ${x} <= ${orders.amountDueCents})`,
      )
      .onConflictDoNothing(),
    db
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} + ${x}`,
        refundedToPaymentCents: sql`${orders.refundedToPaymentCents} + ${toCard ? x : 0}`,
        status: sql`CASE WHEN ${orders.refundedCents} + ${x} >= ${orders.grandTotalCents} THEN 'refunded' ELSE 'partially_refunded' END`,
        updatedOn: refund.now,
      })
      .where(
        and(
          eq(orders.id, refund.orderId),
          sql`EXISTS (SELECT 1 FROM ${orderRefunds} WHERE ${orderRefunds.id} = ${refund.id})`,
        ),
      )
      .returning(),
  ]);
  return updated[0];
}

/** The provider (or the gift card) gave the money back: the pending refund succeeded. */
export const settleRefund = (
  db: Db,
  id: string,
  done: { providerRefundId?: string | null; giftCardId?: string | null },
) =>
  db
    .update(orderRefunds)
    .set({
      status: "succeeded",
      providerRefundId: done.providerRefundId ?? null,
      giftCardId: done.giftCardId ?? null,
    })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, "pending")));

/**
 * The provider refused a pending refund for good: the order's totals go back down (its status
 * with them: paid or fulfilled when nothing is refunded any more), then the refund is failed. Once.
 */
export async function failRefund(db: Db, refund: RefundRow, now: number): Promise<void> {
  const x = refund.amountCents;
  const toCard = refund.method === "payment" ? x : 0;
  await db.batch([
    db
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} - ${x}`,
        refundedToPaymentCents: sql`${orders.refundedToPaymentCents} - ${toCard}`,
        status: sql`CASE WHEN ${orders.refundedCents} - ${x} > 0 THEN 'partially_refunded'
          WHEN ${orders.fulfilledOn} IS NULL THEN 'paid' ELSE 'fulfilled' END`,
        updatedOn: now,
      })
      .where(
        and(
          eq(orders.id, refund.orderId),
          sql`EXISTS (SELECT 1 FROM ${orderRefunds} WHERE ${orderRefunds.id} = ${refund.id} AND ${orderRefunds.status} = 'pending')`,
        ),
      ),
    db
      .update(orderRefunds)
      .set({ status: "failed" })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "pending"))),
  ]);
}

/** The cancel's card refund in the order's refund history (once: its key is "cancelled"). */
export const recordCancelRefund = (
  db: Db,
  order: Pick<OrderRow, "id" | "amountDueCents">,
  providerRefundId: string,
  actor: string,
  now: number,
) =>
  db
    .insert(orderRefunds)
    .values({
      id: `rfd_${crypto.randomUUID().replaceAll("-", "")}`,
      orderId: order.id,
      key: "cancelled",
      method: "payment",
      amountCents: order.amountDueCents,
      status: "succeeded",
      providerRefundId,
      actor,
      createdOn: now,
    })
    .onConflictDoNothing();
