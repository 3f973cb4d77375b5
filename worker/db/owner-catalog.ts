// The owner's store pages (product collections), bulk edits and the stock history of a variant.
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { htmlToDescription } from "../catalog-admin/description";
import type { ExportProduct } from "../catalog-admin/product-csv";
import {
  collections,
  CollectionType,
  imageAssets,
  products,
  productVariants,
  stockAdjustments,
} from "./schema";
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

/** Every product of the site with its variants and image URLs, for the CSV export. */
export async function exportCatalog(db: Db, websiteId: string): Promise<ExportProduct[]> {
  // The joined select runs alone: inside a batch, D1 answers joined rows keyed by column name.
  const rows = await db
    .select({
      id: products.id,
      productType: products.productType,
      collectionUrlId: collections.urlId,
      urlId: products.urlId,
      title: products.title,
      body: products.body,
      options: products.variantOptionOrdering,
      tags: products.tags,
      categories: products.categories,
      published: products.published,
    })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(eq(products.websiteId, websiteId))
    .orderBy(asc(collections.urlId), asc(products.position), asc(products.title));
  const [variants, images] = await db.batch([
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.websiteId, websiteId))
      .orderBy(asc(productVariants.position)),
    db
      .select({ productId: imageAssets.productId, url: imageAssets.assetUrl })
      .from(imageAssets)
      .where(eq(imageAssets.websiteId, websiteId))
      .orderBy(asc(imageAssets.position)),
  ]);
  return rows.map(({ body, ...p }) => ({
    ...p,
    description: htmlToDescription(body),
    images: images.filter((i) => i.productId === p.id).map((i) => i.url),
    variants: variants.filter((v) => v.productId === p.id),
  }));
}

/** Which of `productIds` are this site's products, each with its variants' ids. */
export async function ownProducts(db: Db, websiteId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, Set<string>>();
  const rows = await db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.websiteId, websiteId), inArray(products.id, productIds)));
  const out = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = out.get(r.productId) ?? new Set<string>();
    if (r.variantId) set.add(r.variantId);
    out.set(r.productId, set);
  }
  return out;
}
