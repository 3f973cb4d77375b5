// The cron's share of connections (worker/scheduled.ts): pending webhook deliveries and list syncs
// overdue by SWEEP_GRACE_MS (their queue message was never sent, or was lost) are made due now
// and put back on the CONNECTIONS queue.
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailingListSyncs, webhookDeliveries } from "../db/schema";
import { SWEEP_GRACE_MS, SWEEP_LIMIT } from "../email/dispatch";
import { dispatchJobs, type ConnectionJob } from "./jobs";

export async function sweepConnections(db: Db, queue: Queue<ConnectionJob>, now: number): Promise<number> {
  const overdueDeliveries = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, now - SWEEP_GRACE_MS),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(SWEEP_LIMIT);
  const overdueSyncs = db
    .select({ id: mailingListSyncs.id })
    .from(mailingListSyncs)
    .where(
      and(eq(mailingListSyncs.status, "pending"), lte(mailingListSyncs.nextAttemptAt, now - SWEEP_GRACE_MS)),
    )
    .orderBy(asc(mailingListSyncs.nextAttemptAt))
    .limit(SWEEP_LIMIT);
  const [deliveries, syncs] = await db.batch([
    db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(inArray(webhookDeliveries.id, overdueDeliveries))
      .returning({ id: webhookDeliveries.id }),
    db
      .update(mailingListSyncs)
      .set({ nextAttemptAt: now })
      .where(inArray(mailingListSyncs.id, overdueSyncs))
      .returning({ id: mailingListSyncs.id }),
  ]);
  const jobs: ConnectionJob[] = [
    ...deliveries.map((r) => ({ kind: "webhook" as const, id: r.id })),
    ...syncs.map((r) => ({ kind: "list" as const, id: r.id })),
  ];
  await dispatchJobs(queue, jobs);
  return jobs.length;
}
