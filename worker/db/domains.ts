// The hosts a site answers on, as its owner manages them: the address the site was made with
// (the first, which stays) and custom domains, each pending until a DNS TXT record proves it.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { websiteHosts } from "./schema";
import { forgetWebsite } from "./website-memo";

export const MAX_DOMAINS = 10;

export interface Domain {
  host: string;
  /** The address the site was made with; it cannot be removed. */
  primary: boolean;
  verified: boolean;
  /** The TXT value that proves a pending domain; null once verified. */
  verificationToken: string | null;
}

export async function listDomains(db: Db, websiteId: string): Promise<Domain[]> {
  const rows = await db
    .select()
    .from(websiteHosts)
    .where(eq(websiteHosts.websiteId, websiteId))
    .orderBy(asc(sql`rowid`))
    .all();
  return rows.map((row, i) => ({
    host: row.host,
    primary: i === 0,
    verified: row.verificationToken === null,
    verificationToken: row.verificationToken,
  }));
}

export type ConnectOutcome = "connected" | "taken" | "limit";

/** Claims `host` for the site, pending with `token` (null: verified at once). */
export async function connectDomain(
  db: Db,
  websiteId: string,
  host: string,
  token: string | null,
): Promise<ConnectOutcome> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(websiteHosts)
    .where(eq(websiteHosts.websiteId, websiteId))
    .all();
  if (n >= MAX_DOMAINS) return "limit";
  // The host is the primary key: of two sites claiming it at once, one insert wins.
  const inserted = await db
    .insert(websiteHosts)
    .values({ host, websiteId, verificationToken: token })
    .onConflictDoNothing()
    .returning({ host: websiteHosts.host });
  if (inserted.length === 0) return "taken";
  forgetWebsite(websiteId);
  return "connected";
}

export async function markDomainVerified(db: Db, websiteId: string, host: string): Promise<void> {
  await db
    .update(websiteHosts)
    .set({ verificationToken: null })
    .where(and(eq(websiteHosts.websiteId, websiteId), eq(websiteHosts.host, host)));
  forgetWebsite(websiteId);
}

export async function removeDomain(db: Db, websiteId: string, host: string): Promise<void> {
  await db
    .delete(websiteHosts)
    .where(and(eq(websiteHosts.websiteId, websiteId), eq(websiteHosts.host, host)));
  forgetWebsite(websiteId);
}
