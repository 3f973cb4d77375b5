// Stock across carts. D1 is the one serialization point for a product's stock: a reservation is
// one atomic batch that records the reservation (its id makes retries harmless) and decrements
// every line; the CHECK (qty_in_stock >= 0) on product_variants makes a decrement that would
// oversell fail, and with it the whole batch. So two checkouts racing for the last units cannot
// both win, whichever Worker or cart they run in. Adding to a cart only checks (the cart DO
// compares with the quantity already in that cart); checkout reserves here.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { productVariants, stockAdjustments, stockReservations } from "./schema";
import { queueAutomaticRestockEmails } from "./restock";
import { forgetWebsite } from "./website-memo";

export interface ReservationLine {
  variantId: string;
  quantity: number;
}

export type ReservationResult =
  { ok: true; alreadyReserved: boolean } | { ok: false; reason: "insufficient" };

/** Whether a D1 error is a failed constraint of this kind (the whole batch was rolled back). */
export function isConstraint(error: unknown, kind: "CHECK" | "UNIQUE" | "PRIMARY KEY"): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes(`${kind} constraint failed`);
}

/** A batch failed because a decrement would have taken a variant's stock below 0. */
export const isStockShortage = (error: unknown) =>
  isConstraint(error, "CHECK") &&
  String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error).includes(
    "product_variants_stock_not_negative",
  );

/**
 * The writes of a reservation: its row, then one conditional decrement per line. Run in one batch
 * (alone, or with the order they are for), they take all of the stock or none of it: a decrement
 * below 0 fails the CHECK and the whole batch (isStockShortage); a second run fails on the
 * reservation's primary key.
 */
export function reservationWrites(
  db: Db,
  websiteId: string,
  reservationId: string,
  lines: readonly ReservationLine[],
): BatchItem<"sqlite">[] {
  if (lines.some((l) => !Number.isSafeInteger(l.quantity) || l.quantity < 1)) {
    throw new RangeError("reservation quantities must be positive whole numbers");
  }
  return [
    db.insert(stockReservations).values({ id: reservationId, websiteId, lines: [...lines] }),
    ...lines.map((line) =>
      db
        .update(productVariants)
        .set({ qtyInStock: sql`${productVariants.qtyInStock} - ${line.quantity}` })
        .where(
          and(
            eq(productVariants.id, line.variantId),
            eq(productVariants.websiteId, websiteId),
            eq(productVariants.unlimited, false),
          ),
        ),
    ),
  ];
}

/** Take stock for a checkout. Unlimited variants are not decremented. Idempotent per reservationId. */
export async function reserveStock(
  db: Db,
  websiteId: string,
  reservationId: string,
  lines: readonly ReservationLine[],
): Promise<ReservationResult> {
  const [first, ...rest] = reservationWrites(db, websiteId, reservationId, lines);
  try {
    await db.batch([first!, ...rest]);
    // Stock shows on pages: the triggers bumped the content version; read it afresh here.
    forgetWebsite(websiteId);
    return { ok: true, alreadyReserved: false };
  } catch (error) {
    if (isStockShortage(error)) return { ok: false, reason: "insufficient" };
    if (isConstraint(error, "UNIQUE") || isConstraint(error, "PRIMARY KEY")) {
      return { ok: true, alreadyReserved: true };
    }
    throw error;
  }
}

export interface StockRise {
  /** Outbox rows of the automatic restock emails this change queued (dispatch them; else the sweep does). */
  restockEmailIds: string[];
}

/**
 * Give a reservation's stock back (payment failed, hold expired). Harmless to repeat: `released`
 * is true for the one call that gave it back. A variant whose stock went from 0 to above 0 gets
 * its automatic restock emails queued (queueAutomaticRestockEmails).
 */
export async function releaseStock(
  db: Db,
  websiteId: string,
  reservationId: string,
  now = Date.now(),
): Promise<{ released: boolean } & StockRise> {
  const reservation = await db
    .select()
    .from(stockReservations)
    .where(and(eq(stockReservations.id, reservationId), eq(stockReservations.websiteId, websiteId)))
    .get();
  if (!reservation) return { released: false, restockEmailIds: [] };
  // Each increment only applies while the reservation row still exists; the last statement removes
  // it, so a concurrent second release changes nothing.
  const stillHeld = sql`EXISTS (SELECT 1 FROM ${stockReservations} WHERE ${stockReservations.id} = ${reservationId})`;
  const increments = reservation.lines.map((line) =>
    db
      .update(productVariants)
      .set({ qtyInStock: sql`${productVariants.qtyInStock} + ${line.quantity}` })
      .where(
        and(
          eq(productVariants.id, line.variantId),
          eq(productVariants.websiteId, websiteId),
          eq(productVariants.unlimited, false),
          stillHeld,
        ),
      )
      .returning({ id: productVariants.id, qtyInStock: productVariants.qtyInStock }),
  );
  const [first, ...rest] = [
    ...increments,
    db
      .delete(stockReservations)
      .where(eq(stockReservations.id, reservationId))
      .returning({ id: stockReservations.id }),
  ];
  const results = (await db.batch([first!, ...rest])) as { id: string; qtyInStock?: number }[][];
  forgetWebsite(websiteId);
  const released = (results.at(-1)?.length ?? 0) > 0;
  // Stock after the increment equal to the increment: it was 0 just before (the batch is atomic).
  const risen = reservation.lines.flatMap((line, i) =>
    results[i]?.some((row) => row.qtyInStock === line.quantity) ? [line.variantId] : [],
  );
  return { released, restockEmailIds: await queueAutomaticRestockEmails(db, websiteId, risen, now) };
}

/** Who changed stock and why, kept in stock_adjustments (the owner's stock history). */
export interface StockChangeRecord {
  actor: string;
  reason?: string;
}

/** The history row of a change, inserted from the variant row itself (none when it is not ours). */
function recordChange(
  db: Db,
  websiteId: string,
  variantId: string,
  record: StockChangeRecord,
  delta: SQL,
  qtyAfter: SQL,
  limitedOnly = false,
) {
  // Every column of stock_adjustments, in table order (drizzle's insert ... select).
  return db.insert(stockAdjustments).select(
    sql`SELECT ${`adj_${crypto.randomUUID()}`}, website_id, id, ${delta}, ${qtyAfter}, ${record.reason ?? ""},
      ${record.actor}, (unixepoch() * 1000)
    FROM ${productVariants} WHERE id = ${variantId} AND website_id = ${websiteId}${limitedOnly ? sql` AND unlimited = 0` : sql``}`,
  );
}

/** Stock that went from 0 (and limited) to above 0 queues the automatic restock emails. */
async function afterChange(
  db: Db,
  websiteId: string,
  variantId: string,
  before: { qtyInStock: number; unlimited: boolean } | undefined,
  qtyAfter: number,
  now: number,
): Promise<StockRise> {
  forgetWebsite(websiteId);
  const wasSoldOut = before?.qtyInStock === 0 && !before.unlimited;
  const risen = wasSoldOut && qtyAfter > 0 ? [variantId] : [];
  return { restockEmailIds: await queueAutomaticRestockEmails(db, websiteId, risen, now) };
}

/**
 * The owner sets a variant's stock (the inventory panel). Answers undefined for no such variant
 * of the site. Going from 0 to above 0 queues the automatic restock emails. With `record`, the
 * change is kept in the stock history in the same batch.
 */
export async function setStock(
  db: Db,
  websiteId: string,
  variantId: string,
  qtyInStock: number,
  now = Date.now(),
  record?: StockChangeRecord,
): Promise<StockRise | undefined> {
  const ofSite = and(eq(productVariants.id, variantId), eq(productVariants.websiteId, websiteId));
  // Read and write in one atomic batch, so "it was 0" holds for the write that follows; the
  // history row is written before the update so its delta sees the old level.
  const history = record
    ? [recordChange(db, websiteId, variantId, record, sql`${qtyInStock} - qty_in_stock`, sql`${qtyInStock}`)]
    : [];
  const [before, ...rest] = await db.batch([
    db
      .select({ qtyInStock: productVariants.qtyInStock, unlimited: productVariants.unlimited })
      .from(productVariants)
      .where(ofSite),
    ...history,
    db.update(productVariants).set({ qtyInStock }).where(ofSite).returning({ id: productVariants.id }),
  ]);
  const after = rest.at(-1) as { id: string }[];
  if (after.length === 0) return undefined;
  return afterChange(db, websiteId, variantId, before[0], qtyInStock, now);
}

export type StockAdjustment =
  | ({ kind: "adjusted"; qtyInStock: number } & StockRise)
  | { kind: "not-found" }
  | { kind: "unlimited" }
  | { kind: "below-zero" };

/**
 * Change a variant's stock by `delta` units and keep the change in the stock history, in one
 * atomic batch: the CHECK on product_variants refuses a level below 0 (and with it the history
 * row), and two owners adjusting at once both count.
 */
export async function adjustStock(
  db: Db,
  websiteId: string,
  variantId: string,
  delta: number,
  record: StockChangeRecord,
  now = Date.now(),
): Promise<StockAdjustment> {
  const ofSite = and(eq(productVariants.id, variantId), eq(productVariants.websiteId, websiteId));
  try {
    const [before, after] = await db.batch([
      db
        .select({ qtyInStock: productVariants.qtyInStock, unlimited: productVariants.unlimited })
        .from(productVariants)
        .where(ofSite),
      db
        .update(productVariants)
        .set({ qtyInStock: sql`${productVariants.qtyInStock} + ${delta}` })
        .where(and(ofSite, eq(productVariants.unlimited, false)))
        .returning({ qtyInStock: productVariants.qtyInStock }),
      recordChange(db, websiteId, variantId, record, sql`${delta}`, sql`qty_in_stock`, true),
    ]);
    if (before.length === 0) return { kind: "not-found" };
    if (after.length === 0) return { kind: "unlimited" };
    const qtyInStock = after[0]!.qtyInStock;
    return {
      kind: "adjusted",
      qtyInStock,
      ...(await afterChange(db, websiteId, variantId, before[0], qtyInStock, now)),
    };
  } catch (error) {
    if (isConstraint(error, "CHECK")) return { kind: "below-zero" };
    throw error;
  }
}
