// Throttling lock-screen guesses: wrong passwords per collection and client address in a fixed
// window (the shared counters of rate-limit.ts). One upsert per wrong guess, one read per attempt.
import type { Db } from "./client";
import { countHit, hitsInWindow, rateLimitKey } from "./rate-limit";

/** At most this many wrong passwords per page and address in a window. */
export const MAX_WRONG_PASSWORDS = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export const attemptKey = (collectionId: string, client: string) =>
  rateLimitKey("lock", collectionId, client);

export async function isThrottled(db: Db, key: string, now: number): Promise<boolean> {
  return (await hitsInWindow(db, key, ATTEMPT_WINDOW_MS, now)) >= MAX_WRONG_PASSWORDS;
}

export async function recordWrongPassword(db: Db, key: string, now: number): Promise<void> {
  await countHit(db, key, ATTEMPT_WINDOW_MS, now);
}
