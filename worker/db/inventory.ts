// Stock per variant for the inventory call, read fresh from D1 (never from a cache).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "./client";
import type { StockResult } from "../commerce/stock-check";
import { products, productVariants } from "./schema";

/** One variant's stock, as the inventory call answers it (one type with the islands' check). */
export type { StockResult };

/**
 * The variants' stock of each published product of the website, in the order asked and each
 * product's variant order; `missing` lists the ids that name no such product.
 */
export async function findStock(
  db: Db,
  websiteId: string,
  itemIds: readonly string[],
): Promise<{ results: StockResult[]; missing: string[] }> {
  // A left join, so a product without variants is found (with no results) rather than missing.
  const rows = await db
    .select({
      itemId: products.id,
      variantId: productVariants.id,
      sku: productVariants.sku,
      unlimited: productVariants.unlimited,
      qtyInStock: productVariants.qtyInStock,
    })
    .from(products)
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), eq(productVariants.websiteId, websiteId)),
    )
    .where(
      and(
        eq(products.websiteId, websiteId),
        eq(products.published, true),
        inArray(products.id, [...itemIds]),
      ),
    )
    .orderBy(asc(productVariants.position))
    .all();

  const found = new Set(rows.map((row) => row.itemId));
  const results: StockResult[] = [];
  for (const itemId of itemIds) {
    for (const row of rows) {
      if (row.itemId !== itemId || row.variantId === null) continue;
      results.push({
        itemId,
        variantId: row.variantId,
        sku: row.sku!,
        unlimited: row.unlimited!,
        qtyInStock: row.qtyInStock!,
      });
    }
  }
  return { results, missing: itemIds.filter((id) => !found.has(id)) };
}
