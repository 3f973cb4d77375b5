// The owner's store pages (product collections), bulk edits and the stock history of a variant.
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { collections, CollectionType, products, productVariants, stockAdjustments } from "./schema";
import { forgetWebsite } from "./website-memo";

/** The newest entries of a variant's history that the dialog shows. */
export const STOCK_HISTORY_LIMIT = 100;

export async function listProductCollections(db: Db, websiteId: string) {
  return db
    .select({ id: collections.id, title: collections.title, urlId: collections.urlId })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.type, CollectionType.PRODUCTS)))
    .orderBy(asc(collections.title));
}

export interface BulkEdit {
  productIds: string[];
  published?: boolean | undefined;
  priceCents?: number | undefined;
}

/**
 * Visibility and price for every selected product (price on every variant; a sale price no longer
 * below it ends the sale). Stock is set by the caller, variant by variant, through setStock, so
 * each change is in the history and restock emails go out: `limitedVariantIds` are those to set.
 */
export async function bulkEdit(db: Db, websiteId: string, edit: BulkEdit) {
  const ids = [...new Set(edit.productIds)];
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.websiteId, websiteId), inArray(products.id, ids)));
  if (found.length !== ids.length) return { missing: true as const, updated: 0, limitedVariantIds: [] };
  const ofProducts = and(eq(productVariants.websiteId, websiteId), inArray(productVariants.productId, ids));
  const statements: BatchItem<"sqlite">[] = [
    db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(ofProducts, eq(productVariants.unlimited, false))),
  ];
  if (edit.published !== undefined) {
    statements.push(
      db
        .update(products)
        .set({ published: edit.published, updatedOn: Date.now() })
        .where(and(eq(products.websiteId, websiteId), inArray(products.id, ids))),
    );
  }
  if (edit.priceCents !== undefined) {
    statements.push(
      db
        .update(productVariants)
        .set({ onSale: false })
        .where(and(ofProducts, gte(productVariants.salePriceCents, edit.priceCents))),
      db.update(productVariants).set({ priceCents: edit.priceCents }).where(ofProducts),
    );
  }
  const [first, ...rest] = statements;
  const [limited] = (await db.batch([first!, ...rest])) as [{ id: string }[], ...unknown[]];
  forgetWebsite(websiteId);
  return { missing: false as const, updated: ids.length, limitedVariantIds: limited.map((v) => v.id) };
}

/** A variant's stock now and its history, newest first; undefined when it is not this site's. */
export async function stockHistory(db: Db, websiteId: string, variantId: string) {
  const [variant, adjustments] = await db.batch([
    db
      .select({
        qtyInStock: productVariants.qtyInStock,
        unlimited: productVariants.unlimited,
        sku: productVariants.sku,
      })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.websiteId, websiteId))),
    db
      .select({
        id: stockAdjustments.id,
        delta: stockAdjustments.delta,
        qtyAfter: stockAdjustments.qtyAfter,
        reason: stockAdjustments.reason,
        actor: stockAdjustments.actor,
        createdOn: stockAdjustments.createdOn,
      })
      .from(stockAdjustments)
      .where(and(eq(stockAdjustments.variantId, variantId), eq(stockAdjustments.websiteId, websiteId)))
      .orderBy(desc(stockAdjustments.createdOn), desc(sql`rowid`))
      .limit(STOCK_HISTORY_LIMIT),
  ]);
  const v = variant[0];
  if (!v) return undefined;
  return { variantId, sku: v.sku, qtyInStock: v.qtyInStock, unlimited: v.unlimited, adjustments };
}
