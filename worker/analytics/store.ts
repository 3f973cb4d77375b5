// Writes analytics events and their rollups to D1 in one atomic batch:
//   1. the events, INSERT OR IGNORE by id (a redelivered event is ignored);
//   2. every event not yet rolled up (rolled_up = 0: exactly the ones step 1 just inserted, or a
//      crashed batch's, which cannot exist since the batch is atomic) adds its rollup keys to the
//      hourly and daily buckets, and its visitor to the day's unique visitors;
//   3. those events are marked rolled up.
// A failure anywhere rolls the whole batch back, and the queue redelivers it.
import { createDb } from "../db/client";
import { analyticsEvents } from "../db/schema";
import type { RollupKey } from "./rollup-keys";

export interface StoredEvent {
  id: string;
  websiteId: string | null;
  kind: string;
  visitorId: string | null;
  payload: unknown;
  sentAt: number;
  rollup: RollupKey[];
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

// drizzle binds 9 values per row (7 given, received_at and rolled_up as their defaults); D1
// allows 100 parameters per statement.
const ROWS_PER_INSERT = 11;

// Raw statements on the D1 binding: drizzle's batch takes only its own query builders.
const ROLL_UP = `
  INSERT INTO analytics_rollups (website_id, period, bucket, metric, dimension, count, total)
  SELECT e.website_id, p.period, (e.sent_at / p.ms) * p.ms,
         json_extract(k.value, '$[0]'), json_extract(k.value, '$[1]'),
         count(*), total(json_extract(k.value, '$[2]'))
  FROM analytics_events e
  JOIN json_each(e.rollup) k
  JOIN (SELECT 'hour' AS period, ${HOUR_MS} AS ms UNION ALL SELECT 'day', ${DAY_MS}) p
  WHERE e.rolled_up = 0 AND e.website_id IS NOT NULL AND e.rollup IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (website_id, period, bucket, metric, dimension) DO UPDATE
  SET count = analytics_rollups.count + excluded.count,
      total = analytics_rollups.total + excluded.total`;

const COUNT_VISITORS = `
  INSERT OR IGNORE INTO analytics_visitors (website_id, day, visitor_id)
  SELECT website_id, (sent_at / ${DAY_MS}) * ${DAY_MS}, visitor_id
  FROM analytics_events
  WHERE rolled_up = 0 AND kind = 'census.hit' AND website_id IS NOT NULL AND visitor_id IS NOT NULL
    AND json_extract(payload, '$.event') = 'View'`;

const MARK_ROLLED_UP = "UPDATE analytics_events SET rolled_up = 1 WHERE rolled_up = 0";

export async function storeEvents(d1: D1Database, events: StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const db = createDb(d1);
  const inserts: D1PreparedStatement[] = [];
  for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
    const { sql, params } = db
      .insert(analyticsEvents)
      .values(
        events.slice(i, i + ROWS_PER_INSERT).map((e) => ({
          id: e.id,
          websiteId: e.websiteId,
          kind: e.kind,
          visitorId: e.visitorId,
          payload: e.payload,
          sentAt: e.sentAt,
          rollup: e.rollup.length > 0 ? e.rollup : null,
        })),
      )
      .onConflictDoNothing()
      .toSQL();
    inserts.push(d1.prepare(sql).bind(...params));
  }
  await d1.batch([...inserts, d1.prepare(ROLL_UP), d1.prepare(COUNT_VISITORS), d1.prepare(MARK_ROLLED_UP)]);
}

/** How long each kind of data is kept. */
export const RETENTION_MS = {
  /** Raw events: long enough for any redelivery (queues keep messages 4 days) and for debugging. */
  events: 35 * DAY_MS,
  hourly: 90 * DAY_MS,
  daily: 800 * DAY_MS,
  visitors: 800 * DAY_MS,
} as const;

/** Deletes what is past its retention (worker/scheduled.ts, hourly). */
export async function deleteExpiredAnalytics(d1: D1Database, now: number): Promise<void> {
  await d1.batch([
    d1
      .prepare("DELETE FROM analytics_events WHERE sent_at < ? AND rolled_up = 1")
      .bind(now - RETENTION_MS.events),
    d1
      .prepare("DELETE FROM analytics_rollups WHERE period = 'hour' AND bucket < ?")
      .bind(now - RETENTION_MS.hourly),
    d1
      .prepare("DELETE FROM analytics_rollups WHERE period = 'day' AND bucket < ?")
      .bind(now - RETENTION_MS.daily),
    d1.prepare("DELETE FROM analytics_visitors WHERE day < ?").bind(now - RETENTION_MS.visitors),
  ]);
}
