// Fixed-window counters in D1, one table for every limit (form submissions per client, wrong
// lock-screen passwords per client, gift card balance lookups per client, public API calls per key, address searches per owner, uploads per site). A key's window starts at its first hit and lasts windowMs;
// the first hit after that starts a new window. One upsert per hit, one read per check.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { rateLimits } from "./schema";

/** What is being counted; part of the key, so limits never share a counter. */
export type RateLimitScope =
  | "form"
  | "lock"
  | "sign-in"
  | "site-user-sign-in"
  | "password-reset"
  | "gift-card-lookup"
  | "api-key"
  | "places"
  | "upload"
  | "comment"
  | "like";

export const rateLimitKey = (scope: RateLimitScope, subject: string, client: string) =>
  `${scope}:${subject} ${client}`;

/** Counts one hit; answers the hits in the current window, this one included. */
export async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  return (await countHitInWindow(db, key, windowMs, now)).hits;
}

/** Counts one hit; answers the hits in the current window and when that window began. */
export async function countHitInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ hits: number; windowStart: number }> {
  const [row] = await countHitsOnKeys(db, [key], windowMs, now);
  return row ?? { hits: 0, windowStart: now };
}

/**
 * Counts one hit on each key in one statement (a multi-row upsert), so parallel callers each see
 * their own count; answers every key's hits in its current window and when that window began.
 */
export function countHitsOnKeys(db: Db, keys: readonly string[], windowMs: number, now: number) {
  const expired = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
  return db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: now, hits: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits, windowStart: rateLimits.windowStart });
}

/** The hits in the key's current window, without counting one. */
export async function hitsInWindow(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const row = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, now - windowMs)))
    .get();
  return row?.hits ?? 0;
}
