// Stock across carts. D1 is the one serialization point for a product's stock: a reservation is
// one atomic batch that records the reservation (its id makes retries harmless) and decrements
// every line; the CHECK (qty_in_stock >= 0) on product_variants makes a decrement that would
// oversell fail, and with it the whole batch. So two checkouts racing for the last units cannot
// both win, whichever Worker or cart they run in. Adding to a cart only checks (the cart DO
// compares with the quantity already in that cart); checkout reserves here.
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { productVariants, stockReservations } from "./schema";
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

/** Take stock for a checkout. Unlimited variants are not decremented. Idempotent per reservationId. */
export async function reserveStock(
  db: Db,
  websiteId: string,
  reservationId: string,
  lines: readonly ReservationLine[],
): Promise<ReservationResult> {
  if (lines.some((l) => !Number.isSafeInteger(l.quantity) || l.quantity < 1)) {
    throw new RangeError("reservation quantities must be positive whole numbers");
  }
  const statements: BatchItem<"sqlite">[] = lines.map((line) =>
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
  );
  try {
    await db.batch([
      db.insert(stockReservations).values({ id: reservationId, websiteId, lines: [...lines] }),
      ...statements,
    ]);
    // Stock shows on pages: the triggers bumped the content version; read it afresh here.
    forgetWebsite(websiteId);
    return { ok: true, alreadyReserved: false };
  } catch (error) {
    if (isConstraint(error, "CHECK")) return { ok: false, reason: "insufficient" };
    if (isConstraint(error, "UNIQUE") || isConstraint(error, "PRIMARY KEY")) {
      return { ok: true, alreadyReserved: true };
    }
    throw error;
  }
}

/** Give a reservation's stock back (payment failed, hold expired). Harmless to repeat. */
export async function releaseStock(db: Db, websiteId: string, reservationId: string): Promise<boolean> {
  const reservation = await db
    .select()
    .from(stockReservations)
    .where(and(eq(stockReservations.id, reservationId), eq(stockReservations.websiteId, websiteId)))
    .get();
  if (!reservation) return false;
  // Each increment only applies while the reservation row still exists; the last statement removes
  // it, so a concurrent second release changes nothing.
  const stillHeld = sql`EXISTS (SELECT 1 FROM ${stockReservations} WHERE ${stockReservations.id} = ${reservationId})`;
  const [first, ...rest] = [
    ...reservation.lines.map((line) =>
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
        ),
    ),
    db.delete(stockReservations).where(eq(stockReservations.id, reservationId)),
  ];
  const results = await db.batch([first!, ...rest]);
  forgetWebsite(websiteId);
  const deleted = results.at(-1) as { meta?: { changes?: number } } | undefined;
  return (deleted?.meta?.changes ?? 0) > 0;
}
