// Getting outbox rows to the sender: their ids go on the EMAILS queue once the D1 write that made
// them has committed. A failed queue send loses nothing: the row stays pending and the sweep (a
// Cron Trigger, worker/scheduled.ts) re-enqueues pending rows that are overdue.
import type { Db } from "../db/client";
import { takeOverdueEmails } from "../db/email-outbox";

/** A row this far past its next attempt has no message on the way. */
export const SWEEP_GRACE_MS = 2 * 60_000;
export const SWEEP_LIMIT = 500;
/** Queues take at most 100 messages per sendBatch. */
const SEND_BATCH = 100;

/** The message for one outbox row: only its id (the row holds the rest). */
export type EmailQueueMessage = string;

/** Sends the ids to the queue; answers false (and logs) on failure, never throws. */
export async function dispatchEmails(queue: Queue<EmailQueueMessage>, ids: string[]): Promise<boolean> {
  try {
    for (let i = 0; i < ids.length; i += SEND_BATCH) {
      await queue.sendBatch(ids.slice(i, i + SEND_BATCH).map((id) => ({ body: id })));
    }
    return true;
  } catch (error) {
    console.error("email queue send failed; the sweep will retry", ids.length, error);
    return false;
  }
}

/** Re-enqueues overdue pending rows; answers how many. */
export async function sweepOutbox(db: Db, queue: Queue<EmailQueueMessage>, now: number): Promise<number> {
  const ids = await takeOverdueEmails(db, now, SWEEP_GRACE_MS, SWEEP_LIMIT);
  await dispatchEmails(queue, ids);
  return ids.length;
}
