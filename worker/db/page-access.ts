// Throttling lock-screen guesses: wrong passwords per collection and client address in a fixed
// window. One upsert per wrong guess, one read per attempt.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { pageAccessAttempts } from "./schema";

/** At most this many wrong passwords per page and address in a window. */
export const MAX_WRONG_PASSWORDS = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export const attemptKey = (collectionId: string, client: string) => `${collectionId} ${client}`;

export async function isThrottled(db: Db, key: string, now: number): Promise<boolean> {
  const row = await db
    .select({ failures: pageAccessAttempts.failures })
    .from(pageAccessAttempts)
    .where(and(eq(pageAccessAttempts.key, key), gte(pageAccessAttempts.windowStart, now - ATTEMPT_WINDOW_MS)))
    .get();
  return (row?.failures ?? 0) >= MAX_WRONG_PASSWORDS;
}

export async function recordWrongPassword(db: Db, key: string, now: number): Promise<void> {
  const expired = sql`${pageAccessAttempts.windowStart} < ${now - ATTEMPT_WINDOW_MS}`;
  await db
    .insert(pageAccessAttempts)
    .values({ key, windowStart: now, failures: 1 })
    .onConflictDoUpdate({
      target: pageAccessAttempts.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${pageAccessAttempts.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${pageAccessAttempts.windowStart} END`,
      },
    });
}
