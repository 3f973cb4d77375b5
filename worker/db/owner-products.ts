// The products table of the owner panel: one row per product of the site with what the table
// shows and sorts by (price range, total stock, variant count). Small sites hold a few hundred
// products, so the panel gets them all and searches, sorts and pages in the browser.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { collections, products, productVariants } from "./schema";

/** A guard against a runaway site; the panel pages within what it gets. */
export const MAX_OWNER_PRODUCTS = 5000;

export async function listOwnerProducts(db: Db, websiteId: string) {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      productType: products.productType,
      published: products.published,
      fullUrl: sql<string>`'/' || ${collections.urlId} || '/' || ${products.urlId}`,
      variantCount: sql<number>`count(${productVariants.id})`,
      minPriceCents: sql<number | null>`min(${productVariants.priceCents})`,
      maxPriceCents: sql<number | null>`max(${productVariants.priceCents})`,
      currency: sql<string | null>`min(${productVariants.currency})`,
      onSale: sql<number>`coalesce(max(${productVariants.onSale}), 0)`,
      unlimited: sql<number>`coalesce(max(${productVariants.unlimited}), 0)`,
      qtyInStock: sql<number>`coalesce(sum(${productVariants.qtyInStock}), 0)`,
      updatedOn: products.updatedOn,
    })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), eq(productVariants.websiteId, websiteId)),
    )
    .where(eq(products.websiteId, websiteId))
    .groupBy(products.id)
    .orderBy(asc(products.position), asc(products.title))
    .limit(MAX_OWNER_PRODUCTS);
  return rows.map(({ unlimited, qtyInStock, onSale, ...row }) => ({
    ...row,
    onSale: onSale === 1,
    /** Units on hand over all variants; null when any variant is unlimited. */
    stock: unlimited === 1 ? null : qtyInStock,
  }));
}
