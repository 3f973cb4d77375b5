// What one batch of queued events adds to D1, computed in the worker: the hourly and daily rollup
// increments summed per key, the day's visitors, and the event ids to remember per ledger key
// (worker/analytics/store.ts). Pure: no D1, no HTTP. D1 then writes one row per distinct key,
// however many events share it.
import type { RollupKey } from "./rollup-keys";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** The processed-events ledger groups event ids per website and 10 seconds of sentAt. */
export const LEDGER_BUCKET_MS = 10_000;

export interface StoredEvent {
  id: string;
  websiteId: string | null;
  kind: string;
  visitorId: string | null;
  payload: unknown;
  sentAt: number;
  rollup: RollupKey[];
}

/** [websiteId, period, bucket, metric, dimension, count, total]: one upsert row. */
export type RollupIncrement = [string, "hour" | "day", number, string, string, number, number];
/** [websiteId, day, visitorId] */
export type DayVisitor = [string, number, string];
/** [websiteId or "", ledger bucket, event ids] */
export type LedgerEntry = [string, number, string[]];

export interface BatchWrites {
  rollups: RollupIncrement[];
  visitors: DayVisitor[];
  ledger: LedgerEntry[];
}

const PERIODS = [
  ["hour", HOUR_MS],
  ["day", DAY_MS],
] as const;

const bucketOf = (at: number, ms: number) => Math.floor(at / ms) * ms;

/** The ledger key an event's id is remembered under: its website and its sentAt's 10 seconds. */
export const ledgerKey = (e: Pick<StoredEvent, "websiteId" | "sentAt">): [string, number] => [
  e.websiteId ?? "",
  bucketOf(e.sentAt, LEDGER_BUCKET_MS),
];

/** A page view of the census counts its visitor for the day (the dashboard's unique visitors). */
const isPageView = (e: StoredEvent) =>
  e.kind === "census.hit" &&
  typeof e.payload === "object" &&
  e.payload !== null &&
  (e.payload as { event?: unknown }).event === "View";

/**
 * The writes of these events, each id once (the first event of an id wins, as the raw row's
 * primary key did). Events without a website count nowhere but are still remembered as processed.
 */
export function aggregateEvents(events: StoredEvent[]): BatchWrites {
  const rollups = new Map<string, RollupIncrement>();
  const visitors = new Map<string, DayVisitor>();
  const ledger = new Map<string, LedgerEntry>();
  const seen = new Set<string>();
  for (const e of events) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    const [site, slot] = ledgerKey(e);
    const entry = ledger.get(`${site}\n${slot}`) ?? [site, slot, []];
    entry[2].push(e.id);
    ledger.set(`${site}\n${slot}`, entry);
    if (e.websiteId === null) continue;
    for (const [period, ms] of PERIODS) {
      const bucket = bucketOf(e.sentAt, ms);
      for (const [metric, dimension, value] of e.rollup) {
        const key = JSON.stringify([e.websiteId, period, bucket, metric, dimension]);
        const row = rollups.get(key) ?? [e.websiteId, period, bucket, metric, dimension, 0, 0];
        row[5] += 1;
        row[6] += value;
        rollups.set(key, row);
      }
    }
    if (e.visitorId !== null && isPageView(e)) {
      const day = bucketOf(e.sentAt, DAY_MS);
      visitors.set(JSON.stringify([e.websiteId, day, e.visitorId]), [e.websiteId, day, e.visitorId]);
    }
  }
  return { rollups: [...rollups.values()], visitors: [...visitors.values()], ledger: [...ledger.values()] };
}
