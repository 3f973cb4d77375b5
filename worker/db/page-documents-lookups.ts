// What the product and summary blocks show of the catalogue: a published product's title, link
// and excerpt, and the first published items of a collection, in the collection's own order.
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { collections, products } from "./schema";

export interface BlockItem {
  title: string;
  url: string;
  excerpt: string;
}

/** Published products of the site's enabled collections that also match `where`, as block items. */
function publishedItems(db: Db, websiteId: string, where: SQL) {
  return db
    .select({
      urlId: products.urlId,
      title: products.title,
      excerpt: products.excerpt,
      collectionUrlId: collections.urlId,
    })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(
      and(
        eq(products.websiteId, websiteId),
        where,
        eq(products.published, true),
        eq(collections.enabled, true),
      ),
    )
    .$dynamic();
}

const item = (row: {
  collectionUrlId: string;
  urlId: string;
  title: string;
  excerpt: string;
}): BlockItem => ({
  title: row.title,
  url: `/${row.collectionUrlId}/${row.urlId}`,
  excerpt: row.excerpt,
});

export async function findBlockProduct(
  db: Db,
  websiteId: string,
  productId: string,
): Promise<BlockItem | undefined> {
  const row = await publishedItems(db, websiteId, eq(products.id, productId)).get();
  return row ? item(row) : undefined;
}

export async function listBlockCollectionItems(
  db: Db,
  websiteId: string,
  collectionId: string,
  limit: number,
): Promise<BlockItem[]> {
  const rows = await publishedItems(db, websiteId, eq(products.collectionId, collectionId))
    .orderBy(asc(products.position), asc(products.title))
    .limit(limit);
  return rows.map(item);
}
