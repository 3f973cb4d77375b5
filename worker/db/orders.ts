// Orders in D1. Every status change is one conditional UPDATE (`WHERE status = <from>`), so of two
// racing changes (a retried checkout and the sweep, say) exactly one applies; the loser reads the
// row again. Order numbers are given in the same batch as the change to `paid`, from a per-website
// counter raised only when that change applies: paid orders are numbered 1, 2, 3… without gaps.
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { isConstraint } from "./stock";
import { orderCounters, orderLines, orders, productVariants, websites, type OrderStatus } from "./schema";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;

export const findOrder = (db: Db, websiteId: string, id: string) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.websiteId, websiteId)))
    .get();

/** The query of findOrderByCheckout (at most one row), for a caller that runs it in its own batch. */
export const orderByCheckoutQuery = (db: Db, websiteId: string, checkoutId: string) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.checkoutId, checkoutId)));

export const findOrderByCheckout = (db: Db, websiteId: string, checkoutId: string) =>
  orderByCheckoutQuery(db, websiteId, checkoutId).get();

export const orderLinesOf = (db: Db, orderId: string) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position)).all();

/** The lines of several orders in one query (a page of a list), by order id, each in position order. */
export async function linesByOrder(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position))
    .all();
  for (const row of rows) byOrder.get(row.orderId)!.push(row);
  return byOrder;
}

type NewOrderLine = Omit<OrderLineRow, "orderId" | "position">;

export type OrderInsert =
  | { kind: "written"; order: OrderRow; lines: OrderLineRow[] }
  /** A concurrent checkout with the same checkout id wrote it first: that order. */
  | { kind: "exists"; order: OrderRow };

/**
 * Writes an order and its lines in one batch, with `alsoWrites` (the stock reservation) after them
 * in the same batch: all of it or none. A second order with the same checkout id writes nothing
 * (the unique index) and answers the first: a double-clicked checkout is one order. Any other
 * failure of the batch (a stock CHECK in `alsoWrites`) is thrown, and nothing was written.
 */
export async function insertOrder(
  db: Db,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  alsoWrites: readonly BatchItem<"sqlite">[] = [],
): Promise<OrderInsert> {
  try {
    const [written, ...rest] = await db.batch([
      db.insert(orders).values(order).returning(),
      ...lines.map((line, position) =>
        db
          .insert(orderLines)
          .values({ ...line, orderId: order.id!, position })
          .returning(),
      ),
      ...alsoWrites,
    ]);
    const lineRows = (rest.slice(0, lines.length) as OrderLineRow[][]).map((rows) => rows[0]!);
    return { kind: "written", order: written[0]!, lines: lineRows };
  } catch (error) {
    if (!isConstraint(error, "UNIQUE")) throw error;
    const existing = await findOrderByCheckout(db, order.websiteId, order.checkoutId);
    if (!existing) throw error;
    return { kind: "exists", order: existing };
  }
}

const whileStatus = (id: string, status: OrderStatus) => and(eq(orders.id, id), eq(orders.status, status));

/** Remembers the payment made for a pending order (so recovery can retrieve it). */
export const setOrderPayment = (db: Db, id: string, provider: string, paymentId: string, now: number) =>
  db
    .update(orders)
    .set({ paymentProvider: provider, paymentId, updatedOn: now })
    .where(and(eq(orders.id, id), isNull(orders.paymentId)));

/**
 * pending_payment → paid, with the website's next order number, in one batch. Answers the paid
 * row, or undefined when the order was not pending (already paid, or cancelled meanwhile); the
 * same batch reads what finishing the order needs next: its lines and the site's title and language.
 */
export async function markOrderPaid(
  db: Db,
  order: Pick<OrderRow, "id" | "websiteId">,
  testMode: boolean,
  now: number,
): Promise<{
  paid: OrderRow | undefined;
  lines: OrderLineRow[];
  site: { title: string; language: string } | undefined;
}> {
  const pending = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${order.id} AND ${orders.status} = 'pending_payment')`;
  const [, , paid, lines, site] = await db.batch([
    db.insert(orderCounters).values({ websiteId: order.websiteId, lastNumber: 0 }).onConflictDoNothing(),
    db
      .update(orderCounters)
      .set({ lastNumber: sql`${orderCounters.lastNumber} + 1` })
      .where(and(eq(orderCounters.websiteId, order.websiteId), pending)),
    db
      .update(orders)
      .set({
        status: "paid",
        testMode,
        paidOn: now,
        updatedOn: now,
        number: sql`(SELECT ${orderCounters.lastNumber} FROM ${orderCounters} WHERE ${orderCounters.websiteId} = ${order.websiteId})`,
      })
      .where(whileStatus(order.id, "pending_payment"))
      .returning(),
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db
      .select({ title: websites.title, language: websites.language })
      .from(websites)
      .where(eq(websites.id, order.websiteId)),
  ]);
  return { paid: paid[0], lines, site: site[0] };
}

/** pending_payment → cancelling, keeping the message the checkout answers. True if it applied. */
export async function beginCancel(db: Db, id: string, message: string, now: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: "cancelling", failureMessage: message, updatedOn: now })
    .where(whileStatus(id, "pending_payment"))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** cancelling → cancelled, once everything the order took is given back. */
export const finishCancel = (db: Db, id: string, now: number) =>
  db.update(orders).set({ status: "cancelled", updatedOn: now }).where(whileStatus(id, "cancelling"));

/** A paid order's later changes: fulfilled or refunded (owner actions, not built yet). */
export async function changeStatus(
  db: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: to, updatedOn: now })
    .where(whileStatus(id, from))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records the confirmation email's outbox row (null until enqueued, which the sweep checks). */
export const setConfirmationEmail = (db: Db, id: string, emailId: string) =>
  db
    .update(orders)
    .set({ confirmationEmailId: emailId })
    .where(and(eq(orders.id, id), isNull(orders.confirmationEmailId)));

/**
 * Orders a checkout left unfinished: pending or cancelling since before `before`, and paid orders
 * whose confirmation email was never enqueued.
 */
export const unfinishedOrders = (db: Db, before: number, limit: number) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        lte(orders.updatedOn, before),
        or(
          inArray(orders.status, ["pending_payment", "cancelling"]),
          and(eq(orders.status, "paid"), isNull(orders.confirmationEmailId)),
        ),
      ),
    )
    .orderBy(asc(orders.updatedOn))
    .limit(limit)
    .all();

/** The reads of variantsBySku (one per 90 SKUs), for a caller that runs them in its own batch. */
export function variantsBySkuReads(db: Db, websiteId: string, skus: readonly string[]) {
  const unique = [...new Set(skus)];
  const reads = [];
  for (let i = 0; i < unique.length; i += 90) {
    reads.push(
      db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          sku: productVariants.sku,
          weightGrams: productVariants.weightGrams,
        })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.websiteId, websiteId),
            inArray(productVariants.sku, unique.slice(i, i + 90)),
          ),
        ),
    );
  }
  return reads;
}

export type VariantRow = { id: string; productId: string; sku: string; weightGrams: number };

/** The variants by SKU from the rows of variantsBySkuReads. */
export function variantsFrom(results: readonly (readonly VariantRow[])[]): Map<string, VariantRow> {
  const found = new Map<string, VariantRow>();
  for (const rows of results) for (const r of rows) found.set(r.sku, r);
  return found;
}

/** The variant rows of `skus` on the website (id, weight), by SKU; unknown SKUs are absent. */
export async function variantsBySku(db: Db, websiteId: string, skus: readonly string[]) {
  return variantsFrom(await Promise.all(variantsBySkuReads(db, websiteId, skus)));
}
