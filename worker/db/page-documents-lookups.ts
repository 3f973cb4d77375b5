// What the product and summary blocks show of the catalogue: a published product's title, link
// and excerpt, and the first published items of a collection, in the collection's own order.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { collections, products } from "./schema";

export interface BlockItem {
  title: string;
  url: string;
  excerpt: string;
}

const item = (collectionUrlId: string, p: { urlId: string; title: string; excerpt: string }): BlockItem => ({
  title: p.title,
  url: `/${collectionUrlId}/${p.urlId}`,
  excerpt: p.excerpt,
});

export async function findBlockProduct(
  db: Db,
  websiteId: string,
  productId: string,
): Promise<BlockItem | undefined> {
  const row = await db
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
        eq(products.id, productId),
        eq(products.published, true),
        eq(collections.enabled, true),
      ),
    )
    .get();
  return row ? item(row.collectionUrlId, row) : undefined;
}

export async function listBlockCollectionItems(
  db: Db,
  websiteId: string,
  collectionId: string,
  limit: number,
): Promise<BlockItem[]> {
  const rows = await db
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
        eq(products.collectionId, collectionId),
        eq(products.published, true),
        eq(collections.enabled, true),
      ),
    )
    .orderBy(asc(products.position), asc(products.title))
    .limit(limit);
  return rows.map((r) => item(r.collectionUrlId, r));
}
