// Owner password resets in D1: a single-use token that expires, stored as its SHA-256. Using one
// sets the new password, spends every open token of the account and closes all its sessions, in
// one batch.
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "../pages/access/password";
import type { Db } from "./client";
import { hashSessionId, randomToken } from "./owner-sessions";
import { ownerAccounts, ownerPasswordResets, ownerSessions } from "./schema";

/** A reset link works for an hour. */
export const RESET_TOKEN_MS = 60 * 60 * 1000;

/** A new token for the account: the statement to run and the token for the email (never stored). */
export async function newResetToken(db: Db, accountId: string, now: number) {
  const token = randomToken();
  const tokenHash = await hashSessionId(token);
  const insert = db
    .insert(ownerPasswordResets)
    .values({ tokenHash, accountId, expiresAt: now + RESET_TOKEN_MS, createdOn: now });
  return { token, tokenHash, insert };
}

/** Sets the password when the token is live; false for an unknown, used or expired token. */
export async function resetPassword(db: Db, token: string, password: string, now: number): Promise<boolean> {
  const tokenHash = await hashSessionId(token);
  // Claiming the token is the first write: of two requests with one token, only one gets the row.
  const [claimed] = await db
    .update(ownerPasswordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(ownerPasswordResets.tokenHash, tokenHash),
        isNull(ownerPasswordResets.usedAt),
        gt(ownerPasswordResets.expiresAt, now),
      ),
    )
    .returning({ accountId: ownerPasswordResets.accountId });
  if (!claimed) return false;
  // Hashed only for a live token: a made-up token costs no PBKDF2.
  const passwordHash = await hashPassword(password);
  await db.batch([
    db.update(ownerAccounts).set({ passwordHash }).where(eq(ownerAccounts.id, claimed.accountId)),
    db
      .update(ownerPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(ownerPasswordResets.accountId, claimed.accountId), isNull(ownerPasswordResets.usedAt))),
    db.delete(ownerSessions).where(eq(ownerSessions.accountId, claimed.accountId)),
  ]);
  return true;
}
