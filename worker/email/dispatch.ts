// Getting outbox rows to the sender: their ids go on the EMAILS queue once the D1 write that made
// them has committed. A failed queue send loses nothing: the row stays pending and the sweep (a
// Cron Trigger, worker/scheduled.ts) re-enqueues pending rows that are overdue.
import { z } from "zod";
import type { Db } from "../db/client";
import { takeOverdueEmails } from "../db/email-outbox";
import { currentShard } from "../db/shard-context";
import { PRIMARY_SHARD, type ShardName } from "../db/shards";

/** A row this far past its next attempt has no message on the way. */
export const SWEEP_GRACE_MS = 2 * 60_000;
export const SWEEP_LIMIT = 500;
/** Queues take at most 100 messages per sendBatch. */
const SEND_BATCH = 100;

const emailId = z.string().min(1).max(64);

/**
 * The message for one outbox row: its id and the shard holding it (the row holds the rest). Rows
 * of shard 0 go as the bare id, as before shards, so a consumer of the previous release reads them.
 */
export const emailQueueMessage = z.union([
  emailId.transform((id) => ({ id, shard: PRIMARY_SHARD as ShardName })),
  z.object({ id: emailId, shard: z.string().min(1).max(32) }),
]);
export type EmailQueueMessage = z.input<typeof emailQueueMessage>;

/**
 * Sends the ids to the queue, naming the shard of the work at hand (db/shard-context.ts); answers
 * false (and logs) on failure, never throws.
 */
export async function dispatchEmails(
  queue: Queue<EmailQueueMessage>,
  ids: string[],
  shard: ShardName = currentShard(),
): Promise<boolean> {
  const body = (id: string): EmailQueueMessage => (shard === PRIMARY_SHARD ? id : { id, shard });
  try {
    for (let i = 0; i < ids.length; i += SEND_BATCH) {
      await queue.sendBatch(ids.slice(i, i + SEND_BATCH).map((id) => ({ body: body(id) })));
    }
    return true;
  } catch (error) {
    console.error("email queue send failed; the sweep will retry", ids.length, error);
    return false;
  }
}

/** Re-enqueues overdue pending rows of one shard (`db` is that shard's); answers how many. */
export async function sweepOutbox(
  db: Db,
  queue: Queue<EmailQueueMessage>,
  now: number,
  shard: ShardName = currentShard(),
): Promise<number> {
  const ids = await takeOverdueEmails(db, now, SWEEP_GRACE_MS, SWEEP_LIMIT);
  await dispatchEmails(queue, ids, shard);
  return ids.length;
}
