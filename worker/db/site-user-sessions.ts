// Members' sessions in D1, as owner sessions (db/owner-sessions.ts): the cookie carries a random
// id, the table its SHA-256, the member, the site, the xsrf token and the expiry. Reading a session
// joins the member's row, so their cart and language are current.
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "./client";
import { hashSessionId, randomToken, REMEMBERED_SESSION_MS, SESSION_MS } from "./owner-sessions";
import { siteUserSessions, siteUsers } from "./schema";

export interface SiteUserSession {
  siteUserId: string;
  email: string;
  websiteId: string;
  locale: string | null;
  cartId: string | null;
  xsrfToken: string;
  expiresAt: number;
}

export async function openSiteUserSession(
  db: Db,
  input: { siteUserId: string; websiteId: string; rememberMe: boolean },
  now: number,
): Promise<{ sessionId: string; xsrfToken: string; expiresAt: number }> {
  const sessionId = randomToken();
  const xsrfToken = randomToken(24);
  const expiresAt = now + (input.rememberMe ? REMEMBERED_SESSION_MS : SESSION_MS);
  await db.insert(siteUserSessions).values({
    idHash: await hashSessionId(sessionId),
    siteUserId: input.siteUserId,
    websiteId: input.websiteId,
    xsrfToken,
    expiresAt,
    createdOn: now,
  });
  return { sessionId, xsrfToken, expiresAt };
}

/** The live session with this id on this site; another site's session reads as none. */
export async function readSiteUserSession(
  db: Db,
  sessionId: string,
  websiteId: string,
  now: number,
): Promise<SiteUserSession | undefined> {
  return db
    .select({
      siteUserId: siteUserSessions.siteUserId,
      email: siteUsers.email,
      websiteId: siteUserSessions.websiteId,
      locale: siteUsers.locale,
      cartId: siteUsers.cartId,
      xsrfToken: siteUserSessions.xsrfToken,
      expiresAt: siteUserSessions.expiresAt,
    })
    .from(siteUserSessions)
    .innerJoin(siteUsers, eq(siteUsers.id, siteUserSessions.siteUserId))
    .where(
      and(
        eq(siteUserSessions.idHash, await hashSessionId(sessionId)),
        eq(siteUserSessions.websiteId, websiteId),
        gt(siteUserSessions.expiresAt, now),
      ),
    )
    .get();
}

export async function closeSiteUserSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(siteUserSessions).where(eq(siteUserSessions.idHash, await hashSessionId(sessionId)));
}

/** Drops expired sessions (the cron sweep). */
export async function deleteExpiredSiteUserSessions(db: Db, now: number): Promise<void> {
  await db.delete(siteUserSessions).where(lt(siteUserSessions.expiresAt, now));
}
