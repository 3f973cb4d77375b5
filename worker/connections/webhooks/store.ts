// Webhook endpoints and their deliveries in D1. A delivery is `pending` until `succeeded` or
// `failed` (attempts used up, or the endpoint disabled); next_attempt_at doubles as a short claim
// while one attempt is on its way, so two copies of a queue message never post at once.
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { newId } from "../../email/outbox";
import { CLAIM_MS, CLAIM_SLACK_MS, type ConnectionJob } from "../jobs";
import type { WebhookEvent } from "./events";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** At most this many endpoints per site. */
export const MAX_ENDPOINTS = 10;
/** The delivery log shows this many of an endpoint's newest deliveries. */
export const LOG_LIMIT = 50;

/** An endpoint as the panel sees it: never its secret. */
export function endpointJson(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    consecutiveFailures: row.consecutiveFailures,
    disabledReason: row.disabledReason,
    createdOn: row.createdOn,
  };
}

export function deliveryJson(row: DeliveryRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
    createdOn: row.createdOn,
    deliveredOn: row.deliveredOn,
  };
}

export const listEndpoints = (db: Db, websiteId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.websiteId, websiteId))
    .orderBy(webhookEndpoints.createdOn, webhookEndpoints.id)
    .all();

export const findEndpoint = (db: Db, websiteId: string, id: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.websiteId, websiteId), eq(webhookEndpoints.id, id)))
    .get();

export const deliveriesOf = (db: Db, endpointId: string, limit = LOG_LIMIT) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdOn), desc(webhookDeliveries.id))
    .limit(limit)
    .all();

export const findDelivery = (db: Db, websiteId: string, id: string) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.websiteId, websiteId), eq(webhookDeliveries.id, id)))
    .get();

export async function createEndpoint(
  db: Db,
  endpoint: { websiteId: string; url: string; events: string[]; secretCipher: string },
  now: number,
): Promise<EndpointRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ id: newId("whe"), ...endpoint, createdOn: now })
    .returning();
  return row!;
}

/** Changes events or enabled; enabling again clears the failure count and the reason. */
export async function updateEndpoint(
  db: Db,
  websiteId: string,
  id: string,
  change: { events?: string[]; enabled?: boolean },
): Promise<EndpointRow | undefined> {
  const enabled =
    change.enabled === undefined
      ? {}
      : change.enabled
        ? { enabled: true, consecutiveFailures: 0, disabledReason: null }
        : { enabled: false };
  const set = { ...(change.events ? { events: change.events } : {}), ...enabled };
  if (Object.keys(set).length === 0) return findEndpoint(db, websiteId, id);
  const [row] = await db
    .update(webhookEndpoints)
    .set(set)
    .where(and(eq(webhookEndpoints.websiteId, websiteId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

/** Removes an endpoint with its delivery log; answers whether there was one. */
export async function deleteEndpoint(db: Db, websiteId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.websiteId, websiteId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}

/**
 * The inserts of one event's deliveries, one per enabled endpoint subscribed to it, not yet run:
 * put them in a batch beside the write that caused the event. The event id makes them idempotent:
 * the same event twice makes one delivery per endpoint.
 */
export async function eventDeliveries(
  db: Db,
  websiteId: string,
  event: WebhookEvent,
  eventId: string,
  data: unknown,
  now: number,
): Promise<{ statements: BatchItem<"sqlite">[]; jobs: ConnectionJob[] }> {
  const endpoints = (await listEndpoints(db, websiteId)).filter((e) => e.enabled && e.events.includes(event));
  if (endpoints.length === 0) return { statements: [], jobs: [] };
  const payload = JSON.stringify({
    id: eventId,
    type: event,
    createdAt: new Date(now).toISOString(),
    websiteId,
    data,
  });
  const rows = endpoints.map((endpoint) => ({
    id: newId("whd"),
    endpointId: endpoint.id,
    websiteId,
    eventId,
    event,
    payload,
    nextAttemptAt: now,
    createdOn: now,
  }));
  return {
    statements: rows.map((row) =>
      db
        .insert(webhookDeliveries)
        .values(row)
        .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] }),
    ),
    jobs: rows.map((row) => ({ kind: "webhook" as const, id: row.id })),
  };
}

/** Takes a due pending delivery for one attempt (counted now), or undefined. */
export async function claimDelivery(db: Db, id: string, now: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now + CLAIM_MS, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, now + CLAIM_SLACK_MS),
      ),
    )
    .returning();
  return row;
}

export function recordSuccess(db: Db, row: DeliveryRow, responseCode: number, now: number) {
  return db.batch([
    db
      .update(webhookDeliveries)
      .set({ status: "succeeded", responseCode, lastError: null, deliveredOn: now, nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, row.id)),
    db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0 })
      .where(eq(webhookEndpoints.id, row.endpointId)),
  ]);
}

/**
 * Records a failed attempt, to be retried at `nextAttemptAt`, or (null) the last one: the delivery
 * has failed and counts towards its endpoint's failed deliveries in a row. Answers that count.
 */
export async function recordFailure(
  db: Db,
  row: DeliveryRow,
  failure: { responseCode: number | null; error: string; nextAttemptAt: number | null },
): Promise<number> {
  const attempt = db
    .update(webhookDeliveries)
    .set({
      status: failure.nextAttemptAt === null ? "failed" : "pending",
      responseCode: failure.responseCode,
      lastError: failure.error.slice(0, 1000),
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(webhookDeliveries.id, row.id));
  if (failure.nextAttemptAt !== null) {
    await attempt;
    return 0;
  }
  const [, endpoints] = await db.batch([
    attempt,
    db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, row.endpointId))
      .returning({ failures: webhookEndpoints.consecutiveFailures }),
  ]);
  return endpoints[0]?.failures ?? 0;
}

export const disableEndpoint = (db: Db, id: string, reason: string) =>
  db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(eq(webhookEndpoints.id, id));

/** Gives up on a pending delivery without calling (its endpoint is disabled or gone). */
export const abandonDelivery = (db: Db, id: string, error: string) =>
  db
    .update(webhookDeliveries)
    .set({ status: "failed", lastError: error, nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "pending")));

/** Redelivery by hand: the delivery starts over (attempts from zero), due now. */
export async function resetDelivery(db: Db, websiteId: string, id: string, now: number) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(webhookDeliveries.websiteId, websiteId), eq(webhookDeliveries.id, id)))
    .returning();
  return row;
}
