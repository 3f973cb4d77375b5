// Getting connection work to the consumer: a webhook delivery or a mailing-list sync is a D1 row
// first, then its id goes on the CONNECTIONS queue. A failed queue send loses nothing: the cron
// sweep (worker/connections/sweep.ts) re-enqueues pending rows that are overdue.
import { z } from "zod";
import { currentShard, shardField } from "../db/shard-context";

export const connectionJob = z.object({
  kind: z.enum(["webhook", "list"]),
  id: z.string().min(1).max(64),
  /** The shard holding the row (docs/shards.md); absent: shard 0, as before shards. */
  shard: z.string().min(1).max(32).optional(),
});
export type ConnectionJob = z.infer<typeof connectionJob>;

/** Queues take at most 100 messages per sendBatch. */
const SEND_BATCH = 100;

/**
 * Sends the jobs to the queue, naming the shard of the work at hand (db/shard-context.ts; shard 0's
 * jobs go as before shards); answers false (and logs) on failure, never throws.
 */
export async function dispatchJobs(
  queue: Queue<ConnectionJob> | undefined,
  jobs: ConnectionJob[],
  shard = currentShard(),
): Promise<boolean> {
  if (!queue || jobs.length === 0) return true;
  const body = (job: ConnectionJob): ConnectionJob => ({ ...job, ...shardField(shard) });
  try {
    for (let i = 0; i < jobs.length; i += SEND_BATCH) {
      await queue.sendBatch(jobs.slice(i, i + SEND_BATCH).map((job) => ({ body: body(job) })));
    }
    return true;
  } catch (error) {
    console.error("connections queue send failed; the sweep will retry", jobs.length, error);
    return false;
  }
}

/** What one attempt came to: finished (delivered or given up), or try again after a delay. */
export type JobOutcome = { status: "done" } | { status: "retry"; delaySeconds: number };

/** How long one attempt holds a row (well above the outgoing call's timeout). */
export const CLAIM_MS = 60_000;
export const CLAIM_SLACK_MS = 5_000;
/** The outgoing call's timeout: a receiver slower than this is treated as down. */
export const CALL_TIMEOUT_MS = 10_000;
