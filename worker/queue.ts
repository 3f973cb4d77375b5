// Consumer of the EVENTS queue (and of its dead-letter queue): each batch's new events are summed
// into the hourly and daily rollups and the day's visitors in one atomic D1 batch, and go raw to
// the raw-event sink (worker/analytics/store.ts, raw-events.ts). Delivery is at least once: the
// event's id (set by the endpoint, else the message id) is remembered in the processed-events
// ledger, so a redelivered message is not counted twice. A body we cannot read is acknowledged and dropped (retrying would not make it readable);
// a D1 failure retries the batch, and after max_retries the queue moves it to the dead-letter queue.
import { z } from "zod";
import { storeEvents, type StoredEvent } from "./analytics/store";
import { rollupKeys } from "./analytics/rollup-keys";
import { rawEventSink } from "./analytics/raw-events";

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
  await storeEvents(env.DB, events, rawEventSink(env));
  batch.ackAll();
}
