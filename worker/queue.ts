// Consumer of the EVENTS queue: census and performance events land in D1. Delivery is at least
// once, so the message id is the row's key and a redelivered message is ignored. A body we cannot
// read is acknowledged and dropped (retrying would not make it readable); a D1 failure retries the
// batch, and after max_retries the queue moves it to the dead-letter queue.
import { z } from "zod";
import { createDb } from "./db/client";
import { analyticsEvents } from "./db/schema";

export const eventMessage = z.object({
  kind: z.string().min(1).max(64),
  websiteId: z.string().max(64).optional(),
  payload: z.unknown(),
  sentAt: z.number().int().nonnegative().optional(),
});

export type EventMessage = z.infer<typeof eventMessage>;

export async function consumeEvents(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const rows = [];
  for (const message of batch.messages) {
    const parsed = eventMessage.safeParse(message.body);
    if (!parsed.success) {
      console.warn("dropping unreadable event", message.id);
      continue;
    }
    rows.push({
      id: message.id,
      websiteId: parsed.data.websiteId ?? null,
      kind: parsed.data.kind,
      payload: parsed.data.payload ?? null,
      sentAt: parsed.data.sentAt ?? message.timestamp.getTime(),
    });
  }
  // 6 columns per row bound as parameters; D1 allows 100 per statement.
  const statements = [];
  for (let i = 0; i < rows.length; i += 16) {
    statements.push(
      db
        .insert(analyticsEvents)
        .values(rows.slice(i, i + 16))
        .onConflictDoNothing(),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  batch.ackAll();
}
