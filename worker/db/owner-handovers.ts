// Sign-up handovers in D1 (docs/sign-up.md): sign-up stores a one-time token for the new site's
// administrator; the browser, sent to the new site's own host, trades it for a session there.
// Only the token's SHA-256 is kept. Redeeming deletes the row with one conditional statement, so
// of two requests carrying one token exactly one gets the account.
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "./client";
import { hashSessionId, randomToken } from "./owner-sessions";
import { ownerHandovers } from "./schema";

/** Long enough for one redirect to the new host and the panel's first load; see docs/sign-up.md. */
export const HANDOVER_MS = 60 * 1000;

/** Stores a handover for the account on the site; answers the token (never stored). */
export async function openHandover(
  db: Db,
  input: { accountId: string; websiteId: string },
  now: number,
): Promise<string> {
  const token = randomToken();
  await db.batch([
    // Handovers nobody redeemed are dropped here, so the table holds only the last minute's.
    db.delete(ownerHandovers).where(lt(ownerHandovers.expiresAt, now)),
    db.insert(ownerHandovers).values({
      tokenHash: await hashSessionId(token),
      accountId: input.accountId,
      websiteId: input.websiteId,
      expiresAt: now + HANDOVER_MS,
      createdOn: now,
    }),
  ]);
  return token;
}

/**
 * Spends the token on this site: the account it names, or undefined for a token that is unknown,
 * already used, expired or made for another site (which leaves that site's token unspent).
 */
export async function redeemHandover(
  db: Db,
  token: string,
  websiteId: string,
  now: number,
): Promise<string | undefined> {
  const [spent] = await db
    .delete(ownerHandovers)
    .where(
      and(
        eq(ownerHandovers.tokenHash, await hashSessionId(token)),
        eq(ownerHandovers.websiteId, websiteId),
        gt(ownerHandovers.expiresAt, now),
      ),
    )
    .returning({ accountId: ownerHandovers.accountId });
  return spent?.accountId;
}
