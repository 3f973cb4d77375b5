// What the sitemap lists: every enabled, unprotected collection (pages and product listings), every
// published product of an enabled collection, and every visible blog post and event (published,
// its time come), with when each last changed. Three statements in one batch (one round trip).
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { collections, contentItems, products } from "./schema";

export interface SitemapEntry {
  /** Absolute path, e.g. "/shop/linen-field-shirt". */
  path: string;
  /** Epoch milliseconds. */
  updatedOn: number;
}

export async function listSitemapEntries(
  db: Db,
  websiteId: string,
  now = Date.now(),
): Promise<SitemapEntry[]> {
  // A password-protected page is not for crawlers, nor are the items of a protected collection.
  const enabled = and(
    eq(collections.websiteId, websiteId),
    eq(collections.enabled, true),
    isNull(collections.passwordHash),
  );
  const enabledIds = db.select({ id: collections.id }).from(collections).where(enabled);
  // No join: D1 batches key rows by column name, and both tables have url_id and updated_on.
  const [collectionRows, productRows, itemRows] = await db.batch([
    db
      .select({
        id: collections.id,
        urlId: collections.urlId,
        isHomepage: collections.isHomepage,
        updatedOn: collections.updatedOn,
      })
      .from(collections)
      .where(enabled)
      // Collections in the navigation first, in its order (SQLite sorts nulls first).
      .orderBy(
        sql`${collections.navigationIndex} IS NULL`,
        asc(collections.navigationIndex),
        asc(collections.urlId),
      ),
    db
      .select({ collectionId: products.collectionId, urlId: products.urlId, updatedOn: products.updatedOn })
      .from(products)
      .where(
        and(
          eq(products.websiteId, websiteId),
          eq(products.published, true),
          inArray(products.collectionId, enabledIds),
        ),
      )
      .orderBy(asc(products.position), asc(products.urlId)),
    db
      .select({
        collectionId: contentItems.collectionId,
        urlId: contentItems.urlId,
        updatedOn: contentItems.updatedOn,
      })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.websiteId, websiteId),
          eq(contentItems.status, "published"),
          lte(contentItems.publishOn, now),
          inArray(contentItems.collectionId, enabledIds),
        ),
      )
      .orderBy(desc(contentItems.publishOn), asc(contentItems.urlId))
      .limit(5000),
  ]);
  const urlIdOf = new Map(collectionRows.map((c) => [c.id, c.urlId]));
  return [
    ...collectionRows.map((c) => ({ path: c.isHomepage ? "/" : `/${c.urlId}`, updatedOn: c.updatedOn })),
    ...productRows.map((p) => ({
      path: `/${urlIdOf.get(p.collectionId)}/${p.urlId}`,
      updatedOn: p.updatedOn,
    })),
    ...itemRows.map((i) => ({ path: `/${urlIdOf.get(i.collectionId)}/${i.urlId}`, updatedOn: i.updatedOn })),
  ];
}
