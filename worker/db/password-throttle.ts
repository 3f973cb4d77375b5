// Throttling password guesses: owner sign-in, member sign-in and lock screens (docs/throttles.md).
// Every attempt is counted BEFORE its password is hashed, in one statement that raises all of the
// attempt's counters and answers them (an upsert with RETURNING on the shared fixed-window
// counters of rate-limit.ts). Parallel requests are serialised by D1, so of 50 at once exactly
// the limit's number go on to the hash and the rest are refused: a count taken after the slow hash
// let every request that arrived before the first failure was recorded pass.
import { and, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "./client";
import { countHitsOnKeys, rateLimitKey } from "./rate-limit";
import { rateLimits } from "./schema";

/** At most this many attempts per page and address, per site and email. */
export const MAX_WRONG_PASSWORDS = 5;
/** Owner sign-ins per email across all sites: an owner's one password, however many sites ask. */
export const MAX_WRONG_PASSWORDS_PER_EMAIL = 10;
/** Sign-ins per client address, whatever the email or site (room for a shared office address). */
export const MAX_WRONG_PASSWORDS_PER_CLIENT = 30;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** One counter an attempt raises, and how many attempts it allows in a window. */
export type AttemptCounter = { key: string; limit: number };

/** A lock screen's guesses, per page and client address. */
export const lockAttemptCounter = (collectionId: string, client: string): AttemptCounter => ({
  key: rateLimitKey("lock", collectionId, client),
  limit: MAX_WRONG_PASSWORDS,
});

/**
 * A sign-in's counter per client address (CF-Connecting-IP). Cloudflare always sets the header;
 * a request without it (a test calling the worker directly) has no such counter, as in
 * http/client-rate-limit.ts.
 */
export const clientAttemptCounters = (
  scope: "sign-in" | "site-user-sign-in",
  address: string | undefined,
): AttemptCounter[] =>
  address ? [{ key: rateLimitKey(scope, "client", address), limit: MAX_WRONG_PASSWORDS_PER_CLIENT }] : [];

/**
 * Counts one attempt on every counter at once; answers false when any of them is now past its
 * limit (the attempt must be refused without looking at the password).
 */
export async function takeAttempt(db: Db, counters: AttemptCounter[], now: number): Promise<boolean> {
  const rows = await countHitsOnKeys(
    db,
    counters.map(({ key }) => key),
    ATTEMPT_WINDOW_MS,
    now,
  );
  const hits = new Map(rows.map((row) => [row.key, row.hits]));
  return counters.every(({ key, limit }) => (hits.get(key) ?? 0) <= limit);
}

/**
 * A right password gives its attempt back, so only failures use up the limit (as before counting
 * moved ahead of the hash). Only for a real sign-in: an answer that looks like a failure must
 * leave the counters as a failure does, or the next attempt's answer would tell them apart.
 */
export async function giveBackAttempt(db: Db, counters: AttemptCounter[], now: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(
      and(
        inArray(
          rateLimits.key,
          counters.map(({ key }) => key),
        ),
        gt(rateLimits.hits, 0),
        gt(rateLimits.windowStart, now - ATTEMPT_WINDOW_MS),
      ),
    );
}
