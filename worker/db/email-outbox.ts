// The email outbox's state changes, used by the sender (worker/email/sender.ts) and the sweep
// (worker/email/dispatch.ts). A row is `pending` until `sent` or `dead`; `next_attempt_at` says when
// it may next be tried, and doubles as a short claim while one delivery is trying it, so two
// deliveries of the same message (at least once) never call the provider at the same time.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { emailOutbox } from "./schema";

/** How long one delivery holds a row (well above the provider's timeout). */
export const CLAIM_MS = 60_000;
/** Clocks of the queue and the consumer may differ a little; a retried message is not early. */
export const CLAIM_SLACK_MS = 5_000;

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Takes a due pending row for one attempt (counted now, so a crash mid-send still counts), or
 * answers undefined: already sent, dead, gone, or held by another delivery.
 */
export async function claimEmail(db: Db, id: string, now: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: now + CLAIM_MS, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.nextAttemptAt, now + CLAIM_SLACK_MS),
      ),
    )
    .returning();
  return row;
}

export function markSent(db: Db, id: string, now: number) {
  return db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: now, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
}

export function markRetry(db: Db, id: string, error: string, nextAttemptAt: number) {
  return db
    .update(emailOutbox)
    .set({ lastError: error.slice(0, 1000), nextAttemptAt })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
}

/** Gives up on a pending row; a sent one stays sent. */
export function markDead(db: Db, id: string, error: string) {
  return db
    .update(emailOutbox)
    .set({ status: "dead", lastError: error.slice(0, 1000) })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
}

/**
 * Pending rows overdue by `graceMs` (their queue message was never sent, or was lost), at most
 * `limit`, made due now and answered by id for re-enqueueing.
 */
export async function takeOverdueEmails(db: Db, now: number, graceMs: number, limit: number) {
  const overdue = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now - graceMs)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit);
  const rows = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: now })
    .where(inArray(emailOutbox.id, overdue))
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}
