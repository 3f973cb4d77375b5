// Consumer of the EVENTS queue (and of its dead-letter queue): analytics events land in D1, and
// each new one is counted into the hourly and daily rollups in the same atomic batch
// (worker/analytics/store.ts). Delivery is at least once: the event's id (set by the endpoint,
// else the message id) is the row's key, so a redelivered message is neither stored nor counted
// twice. A body we cannot read is acknowledged and dropped (retrying would not make it readable);
// a D1 failure retries the batch, and after max_retries the queue moves it to the dead-letter queue.
import { z } from "zod";
import { storeEvents, type StoredEvent } from "./analytics/store";
import { rollupKeys } from "./analytics/rollup-keys";

export const eventMessage = z.object({
  /** Idempotency key, set once by the endpoint that accepted the event. */
  id: z.string().min(1).max(64).optional(),
  kind: z.string().min(1).max(64),
  websiteId: z.string().max(64).optional(),
  visitorId: z.string().max(64).optional(),
  payload: z.unknown(),
  sentAt: z.number().int().nonnegative().optional(),
});

export type EventMessage = z.infer<typeof eventMessage>;

export async function consumeEvents(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const events: StoredEvent[] = [];
  for (const message of batch.messages) {
    const parsed = eventMessage.safeParse(message.body);
    if (!parsed.success) {
      console.warn("dropping unreadable event", message.id);
      continue;
    }
    const { id, kind, websiteId, visitorId, payload, sentAt } = parsed.data;
    events.push({
      id: id ?? message.id,
      websiteId: websiteId ?? null,
      kind,
      visitorId: visitorId ?? null,
      payload: payload ?? null,
      sentAt: sentAt ?? message.timestamp.getTime(),
      rollup: rollupKeys(kind, payload),
    });
  }
  await storeEvents(env.DB, events);
  batch.ackAll();
}
