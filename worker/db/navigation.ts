// The site's main navigation as stored today: the collections with a navigation index, in its
// order. Writing it renumbers them in one batch; the collections' triggers bump the content version,
// so the edge-cached pages show the new navigation at once.
import { and, asc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import type { Db } from "./client";
import { collectionJson } from "./catalog-json";
import { collections } from "./schema";
import { forgetWebsite } from "./website-memo";

export interface NavigationEntry {
  collectionId: string;
  title: string;
  url: string;
  enabled: boolean;
}

export async function readMainNavigation(db: Db, websiteId: string): Promise<NavigationEntry[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), isNotNull(collections.navigationIndex)))
    .orderBy(asc(collections.navigationIndex))
    .all();
  return rows.map((row) => {
    const json = collectionJson(row);
    return { collectionId: json.id, title: json.navigationTitle, url: json.fullUrl, enabled: row.enabled };
  });
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

/** The main navigation becomes exactly `ids`, in that order. */
export async function writeMainNavigation(db: Db, websiteId: string, ids: string[]): Promise<void> {
  const site = eq(collections.websiteId, websiteId);
  const leaving = ids.length === 0 ? site : and(site, notInArray(collections.id, ids));
  await db.batch([
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
  ]);
  // This isolate's memo of the site still holds the old version; other isolates' memos expire.
  forgetWebsite(websiteId);
}
