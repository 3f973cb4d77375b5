// Product search over the FTS5 index (migrations/*_product_search.sql): title, description and
// SKUs, best matches first by bm25 (a title match weighs most, then a SKU, then the description).
// Only published products of enabled, unlocked products collections are found.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { toListing } from "./catalog";
import type { ProductListing } from "./catalog-types";
import { collections, CollectionType, imageAssets, products, productVariants, websites } from "./schema";

export const MAX_SEARCH_RESULTS = 48;

export async function searchProducts(
  db: Db,
  websiteId: string,
  match: string,
  limit = MAX_SEARCH_RESULTS,
): Promise<ProductListing> {
  // bm25 weights are per column: product_id, website_id, title, description, skus.
  const ranked = db
    .select({ productId: sql<string>`product_id`.as("product_id") })
    .from(sql`product_search`)
    .where(sql`product_search match ${match} and website_id = ${websiteId}`)
    .orderBy(sql`bm25(product_search, 0, 0, 10, 1, 5)`)
    .limit(limit);
  const visibleCollections = db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.websiteId, websiteId),
        eq(collections.enabled, true),
        eq(collections.type, CollectionType.PRODUCTS),
        isNull(collections.passwordHash),
      ),
    );
  const found = and(
    eq(products.websiteId, websiteId),
    eq(products.published, true),
    inArray(products.collectionId, visibleCollections),
    inArray(products.id, ranked),
  );
  const foundIds = db.select({ id: products.id }).from(products).where(found);
  const [order, productRows, variantRows, imageRows, collectionRows, website] = await db.batch([
    ranked,
    db.select().from(products).where(found),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, foundIds))
      .orderBy(asc(productVariants.position)),
    db
      .select()
      .from(imageAssets)
      .where(inArray(imageAssets.productId, foundIds))
      .orderBy(asc(imageAssets.position)),
    db
      .select({ id: collections.id, urlId: collections.urlId })
      .from(collections)
      .where(inArray(collections.id, visibleCollections)),
    db.select({ currency: websites.currency }).from(websites).where(eq(websites.id, websiteId)),
  ]);
  const rank = new Map(order.map((row, i) => [row.productId, i]));
  const urlOf = new Map(collectionRows.map((c) => [c.id, c.urlId]));
  const currency = website[0]?.currency ?? "USD";
  const listing: ProductListing = { items: [], productMerchandisingContext: {} };
  // Listing JSON per collection (item URLs carry the collection's), then back into rank order.
  for (const [collectionId, urlId] of urlOf) {
    const rows = productRows.filter((p) => p.collectionId === collectionId);
    if (rows.length === 0) continue;
    const part = toListing(rows, urlId, variantRows, imageRows, currency);
    listing.items.push(...part.items);
    Object.assign(listing.productMerchandisingContext, part.productMerchandisingContext);
  }
  listing.items.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return listing;
}
