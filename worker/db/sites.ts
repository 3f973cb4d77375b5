// Creating a site at sign-up: the site, its host, its starting content and its first
// administrator, in one atomic batch on the site's shard (a name taken meanwhile fails the whole
// batch). The host's directory row is written first (owner/create-site.ts).
import { eq } from "drizzle-orm";
import { ContributorRole } from "../owner/roles";
import { insertChunks } from "../seed/demo";
import type { SiteTemplate } from "../owner/schemas";
import { siteRows, type NewSite } from "../seed/site-templates";
import { starterShipping } from "../shipping/starter";
import { trialExpiry } from "../site-status/expiry";
import type { Db } from "./client";
import { insertAccountWithRole } from "./owner-accounts";
import {
  collections,
  imageAssets,
  products,
  productVariants,
  siteDirectory,
  websiteHosts,
  websites,
} from "./schema";

export function newWebsiteId(): string {
  return `site_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
}

/**
 * Whether a site already uses this name or host, asked of the site directory (shard 0): it lists
 * every site's hosts, and shard 0 holds the sites made before shards.
 */
export async function siteNameTaken(directory: Db, name: string, host: string): Promise<boolean> {
  const [site, hostRow, listed] = await directory.batch([
    directory.select({ id: websites.id }).from(websites).where(eq(websites.identifier, name)).limit(1),
    directory
      .select({ host: websiteHosts.host })
      .from(websiteHosts)
      .where(eq(websiteHosts.host, host))
      .limit(1),
    directory
      .select({ host: siteDirectory.host })
      .from(siteDirectory)
      .where(eq(siteDirectory.host, host))
      .limit(1),
  ]);
  return site.length > 0 || hostRow.length > 0 || listed.length > 0;
}

export async function createSite(
  db: Db,
  input: {
    site: NewSite;
    host: string;
    template: SiteTemplate;
    admin: { id: string; email: string; passwordHash: string };
    /** The country of the starter shipping zone (worker/shipping/starter.ts). */
    country: string;
  },
): Promise<void> {
  const rows = siteRows(input.template, input.site);
  const [first, ...rest] = [
    // Every new site starts on a trial (spec section 4's trial days remaining count down to it).
    db.insert(websites).values({ ...rows.website, expiresOn: trialExpiry(Date.now()) }),
    db.insert(websiteHosts).values({ host: input.host, websiteId: input.site.id }),
    ...insertChunks(db, collections, rows.collections),
    ...insertChunks(db, products, rows.products),
    ...insertChunks(db, imageAssets, rows.images),
    ...insertChunks(db, productVariants, rows.variants),
    ...insertAccountWithRole(db, input.admin, input.site.id, ContributorRole.ADMIN),
    ...starterShipping(db, input.site.id, input.country),
  ];
  await db.batch([first, ...rest]);
}
