// The hosts a site answers on, as its owner manages them: the address the site was made with
// (the first, which stays), custom domains it has proven, and its pending claims. A claim blocks
// no one (issue 22, domain squatting): any site may claim a name with its own TXT value, the first
// to prove it gets the name, and a claim lapses CLAIM_TTL_MS after it was made. A name is a site's
// once the site directory gives it the host (db/site-directory.ts: one site per host on every shard),
// then its own website_hosts row, in its shard, says so too.
import { and, asc, count, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { domainClaims, websiteHosts } from "./schema";
import type { ShardName } from "./shards";
import { claimHost, hostListed, releaseHost } from "./site-directory";
import { forgetWebsite } from "./website-memo";

export const MAX_DOMAINS = 10;
export const CLAIM_TTL_MS = 72 * 60 * 60 * 1000;

export interface Domain {
  host: string;
  /** The address the site was made with; it cannot be removed. */
  primary: boolean;
  verified: boolean;
  /** The TXT value that proves a pending domain; null once verified. */
  verificationToken: string | null;
  /** When a pending claim lapses (epoch ms); null once verified. */
  expiresAt: number | null;
}

const live = (now: number) => gt(domainClaims.claimedAt, now - CLAIM_TTL_MS);

/** The site's hosts in the order it got them, then its pending claims that have not lapsed. */
export async function listDomains(db: Db, websiteId: string, now: number): Promise<Domain[]> {
  const [hosts, claims] = await db.batch([
    db
      .select()
      .from(websiteHosts)
      .where(eq(websiteHosts.websiteId, websiteId))
      .orderBy(asc(sql`rowid`)),
    db
      .select()
      .from(domainClaims)
      .where(and(eq(domainClaims.websiteId, websiteId), live(now)))
      .orderBy(asc(domainClaims.claimedAt)),
  ]);
  return [
    ...hosts.map((row, i) => ({
      host: row.host,
      primary: i === 0,
      verified: row.verificationToken === null,
      verificationToken: row.verificationToken,
      expiresAt: null,
    })),
    ...claims
      .filter((claim) => !hosts.some((h) => h.host === claim.host))
      .map((claim) => ({
        host: claim.host,
        primary: false,
        verified: false,
        verificationToken: claim.token,
        expiresAt: claim.claimedAt + CLAIM_TTL_MS,
      })),
  ];
}

export type ConnectOutcome = "connected" | "taken" | "limit";

/** The site directory's handle and the shard of the site whose hosts change. */
export interface DirectoryPlace {
  directory: Db;
  shard: ShardName;
}

/**
 * Claims `host` for the site with `token` (null: a local name, the site's at once). "taken" when
 * a site has the name, or this site already claims it.
 */
export async function connectDomain(
  db: Db,
  place: DirectoryPlace,
  websiteId: string,
  host: string,
  token: string | null,
  now: number,
): Promise<ConnectOutcome> {
  const [held, [{ hosts } = { hosts: 0 }], [{ claims } = { claims: 0 }]] = await db.batch([
    db.select({ host: websiteHosts.host }).from(websiteHosts).where(eq(websiteHosts.host, host)),
    db.select({ hosts: count() }).from(websiteHosts).where(eq(websiteHosts.websiteId, websiteId)),
    db
      .select({ claims: count() })
      .from(domainClaims)
      .where(and(eq(domainClaims.websiteId, websiteId), live(now))),
  ]);
  // A name proven by a site on any shard is in the directory.
  if (held.length > 0 || (await hostListed(place.directory, host))) return "taken";
  if (hosts + claims >= MAX_DOMAINS) return "limit";
  if (token === null) {
    // The directory's host is the primary key: of two sites taking it at once, one insert wins.
    if (!(await claimHost(place.directory, { host, websiteId, shard: place.shard }))) return "taken";
    const inserted = await db
      .insert(websiteHosts)
      .values({ host, websiteId, verificationToken: null })
      .onConflictDoNothing()
      .returning({ host: websiteHosts.host });
    if (inserted.length === 0) return "taken";
    forgetWebsite(websiteId);
    return "connected";
  }
  // A lapsed claim of this site's own is made afresh (new value, new 72 hours); a live one stays.
  const claimed = await db
    .insert(domainClaims)
    .values({ host, websiteId, token, claimedAt: now })
    .onConflictDoUpdate({
      target: [domainClaims.host, domainClaims.websiteId],
      set: { token, claimedAt: now },
      setWhere: lte(domainClaims.claimedAt, now - CLAIM_TTL_MS),
    })
    .returning({ host: domainClaims.host });
  return claimed.length === 0 ? "taken" : "connected";
}

/**
 * Gives `host` to the site whose claim was just proven, unless another site proved it first
 * ("taken"; the claim stays until it lapses). The claim goes once the host is the site's.
 */
export async function takeProvenDomain(
  db: Db,
  place: DirectoryPlace,
  websiteId: string,
  host: string,
): Promise<"verified" | "taken"> {
  if (!(await claimHost(place.directory, { host, websiteId, shard: place.shard }))) return "taken";
  const [inserted] = await db.batch([
    db
      .insert(websiteHosts)
      .values({ host, websiteId, verificationToken: null })
      .onConflictDoNothing()
      .returning({ host: websiteHosts.host }),
    db
      .delete(domainClaims)
      .where(
        and(
          eq(domainClaims.host, host),
          eq(domainClaims.websiteId, websiteId),
          sql`exists (select 1 from ${websiteHosts} where ${websiteHosts.host} = ${host} and ${websiteHosts.websiteId} = ${websiteId} and ${isNull(websiteHosts.verificationToken)})`,
        ),
      ),
  ]);
  if (inserted.length === 0) return "taken";
  forgetWebsite(websiteId);
  return "verified";
}

export async function removeDomain(
  db: Db,
  place: DirectoryPlace,
  websiteId: string,
  host: string,
): Promise<void> {
  await db.batch([
    db.delete(websiteHosts).where(and(eq(websiteHosts.websiteId, websiteId), eq(websiteHosts.host, host))),
    db.delete(domainClaims).where(and(eq(domainClaims.websiteId, websiteId), eq(domainClaims.host, host))),
  ]);
  await releaseHost(place.directory, websiteId, host);
  forgetWebsite(websiteId);
}
