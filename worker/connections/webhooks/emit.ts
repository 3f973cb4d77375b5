// Raising an event for the automation connection: the deliveries' inserts (worker/connections/
// webhooks/store.ts eventDeliveries) run, then their ids go on the CONNECTIONS queue. Callers that
// can, put the inserts in the batch of the write that caused the event instead (form submissions).
import type { Db } from "../../db/client";
import { newId } from "../../email/outbox";
import { dispatchJobs, type ConnectionJob } from "../jobs";
import type { WebhookEvent } from "./events";
import { eventDeliveries } from "./store";

export const newEventId = () => newId("evt");

export async function emitWebhookEvent(
  db: Db,
  queue: Queue<ConnectionJob> | undefined,
  event: { websiteId: string; type: WebhookEvent; id?: string; data: unknown },
  now = Date.now(),
): Promise<void> {
  const { statements, jobs } = await eventDeliveries(
    db,
    event.websiteId,
    event.type,
    event.id ?? newEventId(),
    event.data,
    now,
  );
  if (statements.length === 0) return;
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  await dispatchJobs(queue, jobs);
}
