// Trials that have run out become expired (the cron, every minute). A trial ends after its last
// day in the site's time zone (trial days remaining 0), so the candidates are read by date and
// decided by the one rule (site-status/expiry.ts). The status change bumps the content version
// (the migration's trigger), so no edge-cached store page outlives it.
import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { trialDaysRemaining } from "../site-status/expiry";
import type { Db } from "./client";
import { websites, WebsiteStatus } from "./schema";
import { forgetWebsite } from "./website-memo";

/** Marks every trial with no day remaining as expired; answers how many. */
export async function expireEndedTrials(db: Db, now: number): Promise<number> {
  const candidates = await db
    .select({ id: websites.id, expiresOn: websites.expiresOn, timeZone: websites.timeZone })
    .from(websites)
    .where(
      and(
        eq(websites.status, WebsiteStatus.TRIAL),
        isNotNull(websites.expiresOn),
        lt(websites.expiresOn, now),
      ),
    );
  const ended = candidates
    .filter((s) => trialDaysRemaining(s.expiresOn!, now, s.timeZone) === 0)
    .map((s) => s.id);
  if (ended.length === 0) return 0;
  await db
    .update(websites)
    .set({ status: WebsiteStatus.EXPIRED })
    .where(and(inArray(websites.id, ended), eq(websites.status, WebsiteStatus.TRIAL)));
  for (const id of ended) forgetWebsite(id);
  return ended.length;
}
