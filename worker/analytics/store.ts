// Writes a batch of analytics events to D1 as rollup increments, never as a row per event:
//   1. the events are summed in the worker per rollup key (worker/analytics/aggregate.ts);
//   2. one atomic D1 batch: a guard that fails if any of their ids is in the ledger of processed
//      event ids (analytics_processed, one row per website and 10 seconds of sentAt), the rollup
//      upserts (count = count + excluded.count), the day's visitors, and the ids appended to the
//      ledger;
//   3. only when the guard failed (the queue redelivers a batch whose acknowledgement was lost,
//      possibly grouped differently): the ledger is read, the events already counted are
//      dropped, and step 2 runs again for the rest.
// D1 rows written grow with the batch's distinct keys, not with its events. A failure anywhere
// rolls the whole batch back, and the queue redelivers it. Raw events go to the raw-event sink
// (Workers Analytics Engine, worker/analytics/raw-events.ts) once their batch has committed.
import { aggregateEvents, DAY_MS, HOUR_MS, ledgerKey, type StoredEvent } from "./aggregate";
import type { RawEventSink } from "./raw-events";

export { DAY_MS, HOUR_MS, type StoredEvent };

// Each statement takes its rows as one JSON array parameter (json_each), so a batch is a fixed
// handful of statements whatever its size. `WHERE true` lets SQLite parse the upsert after a SELECT.
const SEEN = `
  SELECT e.value AS id
  FROM analytics_processed s JOIN json_each(s.event_ids) e
  WHERE (s.website_id, s.bucket) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?1))`;

// json() of a message that is not JSON raises an error, which rolls the D1 batch back.
const GUARD = `
  SELECT json('an event of this batch was counted by another delivery')
  FROM analytics_processed s JOIN json_each(s.event_ids) e
  WHERE (s.website_id, s.bucket) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?1))
    AND e.value IN (SELECT value ->> 2 FROM json_each(?1))
  LIMIT 1`;

const ROLL_UP = `
  INSERT INTO analytics_rollups (website_id, period, bucket, metric, dimension, count, total)
  SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6
  FROM json_each(?1) WHERE true
  ON CONFLICT (website_id, period, bucket, metric, dimension) DO UPDATE
  SET count = analytics_rollups.count + excluded.count,
      total = analytics_rollups.total + excluded.total`;

const COUNT_VISITORS = `
  INSERT OR IGNORE INTO analytics_visitors (website_id, day, visitor_id)
  SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?1)`;

// Appends the ids to the key's JSON array: '[a,b]' + '[c]' -> '[a,b,c]'.
const REMEMBER = `
  INSERT INTO analytics_processed (website_id, bucket, event_ids)
  SELECT value ->> 0, value ->> 1, value -> 2 FROM json_each(?1) WHERE true
  ON CONFLICT (website_id, bucket) DO UPDATE
  SET event_ids = substr(analytics_processed.event_ids, 1, length(analytics_processed.event_ids) - 1)
                  || ',' || substr(excluded.event_ids, 2)`;

/** The statements that count these events, each id once, behind the guard. */
function countStatements(d1: D1Database, events: StoredEvent[]): D1PreparedStatement[] {
  const writes = aggregateEvents(events);
  const ids = events.map((e) => [...ledgerKey(e), e.id]);
  const statements = [
    d1.prepare(GUARD).bind(JSON.stringify(ids)),
    d1.prepare(ROLL_UP).bind(JSON.stringify(writes.rollups)),
    d1.prepare(REMEMBER).bind(JSON.stringify(writes.ledger)),
  ];
  if (writes.visitors.length > 0)
    statements.push(d1.prepare(COUNT_VISITORS).bind(JSON.stringify(writes.visitors)));
  return statements;
}

const guardRefused = (err: unknown) => String((err as Error)?.message ?? err).includes("malformed JSON");

/** Events of `events` whose ids the ledger does not hold, each id once. */
async function notYetCounted(d1: D1Database, events: StoredEvent[]): Promise<StoredEvent[]> {
  const keys = [...new Map(events.map((e) => [ledgerKey(e).join("\n"), ledgerKey(e)])).values()];
  const { results } = await d1.prepare(SEEN).bind(JSON.stringify(keys)).all<{ id: string }>();
  const counted = new Set(results.map((r) => r.id));
  return events.filter((e) => !counted.has(e.id) && (counted.add(e.id), true));
}

export async function storeEvents(d1: D1Database, events: StoredEvent[], raw?: RawEventSink): Promise<void> {
  // Each id once: a producer's retried send may put the same event in a batch twice.
  const seen = new Set<string>();
  let fresh = events.filter((e) => !seen.has(e.id) && (seen.add(e.id), true));
  // Optimistic: most batches are new, so they go in one round trip; when the guard finds an id
  // already counted (a redelivery), the ledger is read and only the rest is counted.
  try {
    if (fresh.length > 0) await d1.batch(countStatements(d1, fresh));
  } catch (err) {
    if (!guardRefused(err)) throw err;
    fresh = await notYetCounted(d1, fresh);
    if (fresh.length > 0) await d1.batch(countStatements(d1, fresh));
  }
  if (raw) for (const e of fresh) raw.write(e);
}

/** How long each kind of data is kept. */
export const RETENTION_MS = {
  /**
   * Processed event ids: longer than any redelivery (a queue keeps a message 4 days; the
   * dead-letter queue retries for about an hour more).
   */
  processed: 5 * DAY_MS,
  hourly: 90 * DAY_MS,
  daily: 800 * DAY_MS,
  visitors: 800 * DAY_MS,
} as const;

/** Deletes what is past its retention (worker/scheduled.ts, hourly). */
export async function deleteExpiredAnalytics(d1: D1Database, now: number): Promise<void> {
  await d1.batch([
    d1.prepare("DELETE FROM analytics_processed WHERE bucket < ?").bind(now - RETENTION_MS.processed),
    d1
      .prepare("DELETE FROM analytics_rollups WHERE period = 'hour' AND bucket < ?")
      .bind(now - RETENTION_MS.hourly),
    d1
      .prepare("DELETE FROM analytics_rollups WHERE period = 'day' AND bucket < ?")
      .bind(now - RETENTION_MS.daily),
    d1.prepare("DELETE FROM analytics_visitors WHERE day < ?").bind(now - RETENTION_MS.visitors),
  ]);
}
