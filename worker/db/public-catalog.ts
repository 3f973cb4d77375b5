// The public API's reads of the catalogue: products with their variants, and stock per variant,
// each in keyset pages by id (ids are unique per site and never change).
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { products, productVariants } from "./schema";

export interface PublicVariantRow {
  id: string;
  productId: string;
  sku: string;
  attributes: Record<string, string>;
  currency: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
}

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  attributes: productVariants.attributes,
  currency: productVariants.currency,
  priceCents: productVariants.priceCents,
  salePriceCents: productVariants.salePriceCents,
  onSale: productVariants.onSale,
  qtyInStock: productVariants.qtyInStock,
  unlimited: productVariants.unlimited,
};

/** Up to `limit` products after the id `after`, each with its variants in their order. */
export async function listPublicProducts(
  db: Db,
  websiteId: string,
  after: string | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      urlId: products.urlId,
      productType: products.productType,
      published: products.published,
      createdOn: products.createdOn,
      updatedOn: products.updatedOn,
    })
    .from(products)
    .where(and(eq(products.websiteId, websiteId), after === undefined ? undefined : gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(limit)
    .all();
  const variants =
    rows.length === 0
      ? []
      : await db
          .select(variantColumns)
          .from(productVariants)
          .where(
            and(
              eq(productVariants.websiteId, websiteId),
              inArray(
                productVariants.productId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(productVariants.position), asc(productVariants.id))
          .all();
  return rows.map((row) => ({ ...row, variants: variants.filter((v) => v.productId === row.id) }));
}

/** Up to `limit` variants' stock after the variant id `after`. */
export function listPublicStock(db: Db, websiteId: string, after: string | undefined, limit: number) {
  return db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      qtyInStock: productVariants.qtyInStock,
      unlimited: productVariants.unlimited,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.websiteId, websiteId),
        after === undefined ? undefined : gt(productVariants.id, after),
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(limit)
    .all();
}

/** One variant's stock on the site. */
export function findPublicStock(db: Db, websiteId: string, variantId: string) {
  return db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      qtyInStock: productVariants.qtyInStock,
      unlimited: productVariants.unlimited,
    })
    .from(productVariants)
    .where(and(eq(productVariants.websiteId, websiteId), eq(productVariants.id, variantId)))
    .get();
}
