// D1 storage of the test payment provider (worker/payments/test-provider.ts): payments, refunds,
// and the first answer per idempotency key. Each change is one batch with the key's row, so a key
// used twice (a retry, two racing requests) changes things once and both get the first answer.
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { testPaymentRequests, testPayments, testRefunds } from "./schema";
import { isConstraint } from "./stock";

export type TestPaymentRow = typeof testPayments.$inferSelect;

export type StoredAnswer<T> = { first: true; answer: T } | { first: false; answer: T; sameRequest: boolean };

/** The key's stored row (at most one), for a caller that reads it in its own batch. */
export const storedAnswerQuery = (db: Db, idempotencyKey: string) =>
  db.select().from(testPaymentRequests).where(eq(testPaymentRequests.idempotencyKey, idempotencyKey));

type RequestRow = typeof testPaymentRequests.$inferSelect;

/** The answer a key's stored row holds, and whether it was for the same parameters. */
export const answerOf = <T>(row: RequestRow | undefined, fingerprint: string) =>
  row && { answer: row.response as T, sameRequest: row.fingerprint === fingerprint };

/** The first answer stored for this key, if any, and whether it was for the same parameters. */
export async function storedAnswer<T>(
  db: Db,
  idempotencyKey: string,
  fingerprint: string,
): Promise<{ answer: T; sameRequest: boolean } | undefined> {
  return answerOf<T>(await storedAnswerQuery(db, idempotencyKey).get(), fingerprint);
}

/**
 * Stores `answer` under the key together with `writes`, all or nothing. If the key was taken
 * meanwhile, nothing is written and the stored answer is returned instead. A failed CHECK (a
 * refund beyond the payment) rethrows for the caller.
 */
export async function answerOnce<T>(
  db: Db,
  idempotencyKey: string,
  fingerprint: string,
  answer: T,
  writes: BatchItem<"sqlite">[],
): Promise<StoredAnswer<T>> {
  try {
    await db.batch([
      db.insert(testPaymentRequests).values({ idempotencyKey, fingerprint, response: answer }),
      ...writes,
    ]);
    return { first: true, answer };
  } catch (error) {
    if (!isConstraint(error, "UNIQUE") && !isConstraint(error, "PRIMARY KEY")) throw error;
    const stored = await storedAnswer<T>(db, idempotencyKey, fingerprint);
    if (!stored) throw error;
    return { first: false, ...stored };
  }
}

export const findTestPayment = (db: Db, id: string) =>
  db.select().from(testPayments).where(eq(testPayments.id, id)).get();

export const insertTestPayment = (db: Db, row: typeof testPayments.$inferInsert) =>
  db.insert(testPayments).values(row);

/**
 * Confirms a payment still waiting for a card: the update applies only in that state, and the key's
 * answer is stored only if the update did (`changes()` of the batch's previous statement), so of
 * two confirmations racing under different keys one wins and the other is told it lost.
 */
export async function confirmOnce<T>(
  db: Db,
  idempotencyKey: string,
  fingerprint: string,
  answer: T,
  paymentId: string,
  set: Pick<TestPaymentRow, "status" | "cardLast4" | "declineCode">,
  now = Date.now(),
): Promise<{ answer: T; sameRequest: boolean } | "lost"> {
  try {
    // The key's row is read back in the same batch: whoever wrote it, it is the answer.
    const [, , stored] = await db.batch([
      db
        .update(testPayments)
        .set(set)
        .where(and(eq(testPayments.id, paymentId), eq(testPayments.status, "requires_payment_method"))),
      db.insert(testPaymentRequests).select(
        // Every column of test_payment_requests, in the table's order.
        sql`SELECT ${idempotencyKey}, ${fingerprint}, ${JSON.stringify(answer)}, ${now} WHERE changes() = 1`,
      ),
      storedAnswerQuery(db, idempotencyKey),
    ]);
    return answerOf<T>(stored[0], fingerprint) ?? "lost";
  } catch (error) {
    if (!isConstraint(error, "UNIQUE") && !isConstraint(error, "PRIMARY KEY")) throw error;
  }
  return (await storedAnswer<T>(db, idempotencyKey, fingerprint)) ?? "lost";
}

/**
 * The refund row and the payment's refunded total, raised in SQL so racing refunds add up; the
 * CHECK on test_payments fails the batch rather than refund beyond the amount.
 */
export const refundTestPaymentWrites = (
  db: Db,
  refund: { id: string; paymentId: string; amountMinor: number },
): BatchItem<"sqlite">[] => [
  db.insert(testRefunds).values(refund),
  db
    .update(testPayments)
    .set({ refundedMinor: sql`${testPayments.refundedMinor} + ${refund.amountMinor}` })
    .where(eq(testPayments.id, refund.paymentId)),
];
