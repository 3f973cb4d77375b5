// The site directory (docs/shards.md): host -> site -> shard, in the site_directory table of shard
// 0 (the DB binding). A host's row is the platform-wide claim on it (the primary key), so two sites
// on different shards cannot take the same host; the site's own website_hosts row, in its shard,
// stays the site's list of its hosts.
import { and, countDistinct, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "./client";
import { normalizeHost } from "./hosts";
import { siteDirectory, websiteHosts, websites } from "./schema";
import { PRIMARY_SHARD, type ShardName } from "./shards";

export interface DirectoryEntry {
  websiteId: string;
  shard: ShardName;
  /** The site's row when it lives in shard 0 (read in the same round trip), else undefined. */
  website: typeof websites.$inferSelect | undefined;
}

/**
 * Who answers on `host`, in one round trip to the directory. A host the directory does not list
 * but shard 0's website_hosts does (written by an older worker, or straight into the database) is
 * a shard-0 site's.
 */
export async function lookupHost(directory: Db, host: string): Promise<DirectoryEntry | undefined> {
  const name = normalizeHost(host);
  const [listed, legacy] = await directory.batch([
    directory
      .select({ websiteId: siteDirectory.websiteId, shard: siteDirectory.shard, website: websites })
      .from(siteDirectory)
      .leftJoin(
        websites,
        and(eq(websites.id, siteDirectory.websiteId), eq(siteDirectory.shard, PRIMARY_SHARD)),
      )
      .where(eq(siteDirectory.host, name)),
    directory
      .select({ website: websites })
      .from(websiteHosts)
      .innerJoin(websites, eq(websites.id, websiteHosts.websiteId))
      .where(and(eq(websiteHosts.host, name), isNull(websiteHosts.verificationToken))),
  ]);
  const entry = listed[0];
  if (entry) return { websiteId: entry.websiteId, shard: entry.shard, website: entry.website ?? undefined };
  const site = legacy[0]?.website;
  return site && { websiteId: site.id, shard: PRIMARY_SHARD, website: site };
}

/** Whether any site holds `host`. */
export async function hostListed(directory: Db, host: string): Promise<boolean> {
  const row = await directory
    .select({ host: siteDirectory.host })
    .from(siteDirectory)
    .where(eq(siteDirectory.host, host))
    .get();
  return row !== undefined;
}

/** Takes `host` for the site; false when another site (on any shard) holds it. */
export async function claimHost(
  directory: Db,
  entry: { host: string; websiteId: string; shard: ShardName },
): Promise<boolean> {
  const inserted = await directory
    .insert(siteDirectory)
    .values(entry)
    .onConflictDoNothing()
    .returning({ host: siteDirectory.host });
  if (inserted.length > 0) return true;
  // Already this site's (a retried write): still its own.
  const held = await directory
    .select({ websiteId: siteDirectory.websiteId })
    .from(siteDirectory)
    .where(eq(siteDirectory.host, entry.host))
    .get();
  return held?.websiteId === entry.websiteId;
}

/** Gives `host` up, if the site holds it. */
export async function releaseHost(directory: Db, websiteId: string, host: string): Promise<void> {
  await directory
    .delete(siteDirectory)
    .where(and(eq(siteDirectory.host, host), eq(siteDirectory.websiteId, websiteId)));
}

/** How many sites each of `shards` holds (a shard with none is absent). */
export async function sitesPerShard(directory: Db, shards: ShardName[]): Promise<Map<ShardName, number>> {
  const rows = await directory
    .select({ shard: siteDirectory.shard, sites: countDistinct(siteDirectory.websiteId) })
    .from(siteDirectory)
    .where(inArray(siteDirectory.shard, shards))
    .groupBy(siteDirectory.shard);
  return new Map(rows.map((row) => [row.shard, row.sites]));
}

/** The shard a site lives on (sites with no directory row are shard 0's). */
export async function shardOfSite(directory: Db, websiteId: string): Promise<ShardName> {
  const row = await directory
    .select({ shard: siteDirectory.shard })
    .from(siteDirectory)
    .where(eq(siteDirectory.websiteId, websiteId))
    .get();
  return row?.shard ?? PRIMARY_SHARD;
}
