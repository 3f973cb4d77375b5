// The site's navigations: items as JSON per navigation name (site_navigations). A site that never
// saved its main navigation shows the collections with a navigationIndex, in that order. Saving
// writes the row, keeps the main navigation's pages' navigationIndex in step (the shop link and
// the sitemap order read it) and bumps the content version in the same batch, so edge-cached
// pages show the change at once.
import { and, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import type { NavigationItem } from "../navigation/schemas";
import { pageIds } from "../navigation/schemas";
import type { Db } from "./client";
import { contentVersionBump } from "./content-version";
import { collections, siteNavigations } from "./schema";
import { readSiteChrome } from "./site-chrome";
import { forgetWebsite } from "./website-memo";

/** Every stored navigation of the site by name; `mainName` falls back to the navigation indexes. */
export async function readNavigations(
  db: Db,
  websiteId: string,
  mainName: string | undefined,
): Promise<Map<string, NavigationItem[]>> {
  return (await readSiteChrome(db, websiteId, mainName)).navigations;
}

/** Ids among `ids` that are not this site's collections. */
export async function unknownCollections(db: Db, websiteId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), inArray(collections.id, ids)))
    .all();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** The url ids of this site's collections among `urlIds` (a folder's address must not be a page's). */
export async function takenUrlIds(db: Db, websiteId: string, urlIds: string[]): Promise<string[]> {
  if (urlIds.length === 0) return [];
  const rows = await db
    .select({ urlId: collections.urlId })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), inArray(collections.urlId, urlIds)))
    .all();
  return rows.map((r) => r.urlId);
}

/** Navigation `name` becomes exactly `items`; `isMain` keeps the pages' navigationIndex in step. */
export async function writeNavigation(
  db: Db,
  websiteId: string,
  name: string,
  items: NavigationItem[],
  isMain: boolean,
): Promise<void> {
  const site = eq(collections.websiteId, websiteId);
  const ids = pageIds(items);
  const leaving = ids.length === 0 ? site : and(site, notInArray(collections.id, ids));
  const indexes = isMain
    ? [
        db
          .update(collections)
          .set({ navigationIndex: null })
          .where(and(leaving, isNotNull(collections.navigationIndex))),
        ...ids.map((id, index) =>
          db
            .update(collections)
            .set({ navigationIndex: index + 1 })
            .where(and(site, eq(collections.id, id))),
        ),
      ]
    : [];
  await db.batch([
    db
      .insert(siteNavigations)
      .values({ websiteId, name, items })
      .onConflictDoUpdate({
        target: [siteNavigations.websiteId, siteNavigations.name],
        set: { items, updatedOn: Date.now() },
      }),
    ...indexes,
    contentVersionBump(db, websiteId),
  ]);
  // This isolate's memo of the site still holds the old version; other isolates' memos expire.
  forgetWebsite(websiteId);
}

export interface NavigationPage {
  id: string;
  title: string;
  navigationTitle: string;
  /** "/" for the home page, else "/<urlId>". */
  fullUrl: string;
  enabled: boolean;
}

/** The pages `ids` name (those that still exist), by id; every page of the site without `ids`. */
export async function navigationPages(
  db: Db,
  websiteId: string,
  ids?: string[],
): Promise<Map<string, NavigationPage>> {
  if (ids?.length === 0) return new Map();
  const rows = await db
    .select({
      id: collections.id,
      title: collections.title,
      navigationTitle: collections.navigationTitle,
      urlId: collections.urlId,
      isHomepage: collections.isHomepage,
      enabled: collections.enabled,
    })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), ids ? inArray(collections.id, ids) : undefined))
    .orderBy(collections.title)
    .all();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        navigationTitle: row.navigationTitle ?? row.title,
        fullUrl: row.isHomepage ? "/" : `/${row.urlId}`,
        enabled: row.enabled,
      },
    ]),
  );
}
