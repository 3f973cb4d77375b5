// Consumer of the EVENTS queue (and of its dead-letter queue): each batch's new events are summed
// into the hourly and daily rollups and the day's visitors in one atomic D1 batch, and go raw to
// the raw-event sink (worker/analytics/store.ts, raw-events.ts). Delivery is at least once: the
// event's id (set by the endpoint, else the message id) is remembered in the processed-events
// ledger, so a redelivered message is not counted twice. A body we cannot read is acknowledged and dropped (retrying would not make it readable);
// a D1 failure retries the batch, and after max_retries the queue moves it to the dead-letter queue.
// Each event names its site's shard (absent: shard 0); a batch's events are written shard by shard,
// each shard's in its own atomic batch, so a site's rollups never leave its shard (docs/shards.md).
import { z } from "zod";
import { isShardName, PRIMARY_SHARD, shardBinding, shardNames, type ShardName } from "./db/shards";
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
  /** The binding of the site's shard (db/shard-context.ts shardField); absent: shard 0. */
  shard: z.string().min(1).max(32).optional(),
});

export type EventMessage = z.infer<typeof eventMessage>;

export async function consumeEvents(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const bound = shardNames(env);
  const byShard = new Map<ShardName, StoredEvent[]>();
  for (const message of batch.messages) {
    const parsed = eventMessage.safeParse(message.body);
    const shard = parsed.data?.shard ?? PRIMARY_SHARD;
    if (!parsed.success || !isShardName(shard) || !bound.includes(shard)) {
      console.warn("dropping unreadable event", message.id);
      continue;
    }
    const { id, kind, websiteId, visitorId, payload, sentAt } = parsed.data;
    let events = byShard.get(shard);
    if (!events) byShard.set(shard, (events = []));
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
  for (const [shard, events] of byShard) {
    await storeEvents(shardBinding(env, shard), events, rawEventSink(env));
  }
  batch.ackAll();
}
