// Owner sessions in D1. The cookie carries a random id; the table holds its SHA-256, the account,
// the site it was opened on, the xsrf token and the expiry. Reading a session joins the account's
// current role on that site, so a role change or removal takes effect on the next request.
import { and, eq, gt, lt } from "drizzle-orm";
import { toBase64Url } from "../pages/access/password";
import type { ContributorRole } from "../owner/roles";
import type { Db } from "./client";
import { ownerAccounts, ownerSessions, siteContributors } from "./schema";

/** Without "remember me" a session lasts a working day; with it, 30 days. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

export interface OwnerSession {
  accountId: string;
  email: string;
  websiteId: string;
  role: ContributorRole;
  xsrfToken: string;
  expiresAt: number;
}

export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function hashSessionId(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sessionId));
  return toBase64Url(new Uint8Array(digest));
}

/** Opens a session; answers the id for the cookie (never stored) and the xsrf token. */
export async function openSession(
  db: Db,
  input: { accountId: string; websiteId: string; rememberMe: boolean },
  now: number,
): Promise<{ sessionId: string; xsrfToken: string; expiresAt: number }> {
  const sessionId = randomToken();
  const xsrfToken = randomToken(24);
  const expiresAt = now + (input.rememberMe ? REMEMBERED_SESSION_MS : SESSION_MS);
  await db.insert(ownerSessions).values({
    idHash: await hashSessionId(sessionId),
    accountId: input.accountId,
    websiteId: input.websiteId,
    xsrfToken,
    rememberMe: input.rememberMe,
    expiresAt,
    createdOn: now,
  });
  return { sessionId, xsrfToken, expiresAt };
}

/** The live session with this id on this site, with the account's current role there. */
export async function readSession(
  db: Db,
  sessionId: string,
  websiteId: string,
  now: number,
): Promise<OwnerSession | undefined> {
  return db
    .select({
      accountId: ownerSessions.accountId,
      email: ownerAccounts.email,
      websiteId: ownerSessions.websiteId,
      role: siteContributors.role,
      xsrfToken: ownerSessions.xsrfToken,
      expiresAt: ownerSessions.expiresAt,
    })
    .from(ownerSessions)
    .innerJoin(ownerAccounts, eq(ownerAccounts.id, ownerSessions.accountId))
    .innerJoin(
      siteContributors,
      and(
        eq(siteContributors.accountId, ownerSessions.accountId),
        eq(siteContributors.websiteId, ownerSessions.websiteId),
      ),
    )
    .where(
      and(
        eq(ownerSessions.idHash, await hashSessionId(sessionId)),
        eq(ownerSessions.websiteId, websiteId),
        gt(ownerSessions.expiresAt, now),
      ),
    )
    .get();
}

export async function closeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(ownerSessions).where(eq(ownerSessions.idHash, await hashSessionId(sessionId)));
}

/** Drops expired sessions (the cron sweep). */
export async function deleteExpiredSessions(db: Db, now: number): Promise<void> {
  await db.delete(ownerSessions).where(lt(ownerSessions.expiresAt, now));
}
