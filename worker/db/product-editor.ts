// Creating and editing one product with its variants and images (the owner's product editor).
// Every write of a save is one D1 batch, so a save lands whole or not at all. Stock of an existing
// variant is not set here: it changes through stock adjustments (worker/db/stock.ts), which keep
// the history and send restock emails; a new variant's first stock is recorded as an adjustment.
import { and, asc, count, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { descriptionToHtml, htmlToDescription } from "../catalog-admin/description";
import type { ProductInput } from "../catalog-admin/schemas";
import { MAX_PRODUCTS_PER_COLLECTION } from "../catalog-admin/schemas";
import { storeSlug } from "../catalog-admin/slug";
import type { Db } from "./client";
import { imageAssets, products, productVariants, stockAdjustments, websites } from "./schema";
import { productCollection } from "./product-collections";
import { fileIdOfUrl, photoRows } from "./product-photos";
import { adoptTaxonomyNames } from "./taxonomy";
import { forgetWebsite } from "./website-memo";

export type SaveOutcome =
  | { kind: "saved"; productId: string; urlId: string; fullUrl: string }
  | { kind: "collection-not-found" }
  | { kind: "collection-full" }
  | { kind: "not-found" }
  | { kind: "url-taken" }
  | { kind: "sku-taken"; sku: string }
  | { kind: "unknown-variant"; variantId: string }
  | { kind: "bad-photo"; message: string };

const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;

/** The product as the editor shows it; undefined when it is not this site's. */
export async function loadOwnerProduct(db: Db, websiteId: string, productId: string) {
  const [product, variants, images] = await db.batch([
    db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.websiteId, websiteId))),
    db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.websiteId, websiteId)))
      .orderBy(asc(productVariants.position)),
    db
      .select({
        url: imageAssets.assetUrl,
        altText: imageAssets.altText,
        focalPointX: imageAssets.focalPointX,
        focalPointY: imageAssets.focalPointY,
      })
      .from(imageAssets)
      .where(and(eq(imageAssets.productId, productId), eq(imageAssets.websiteId, websiteId)))
      .orderBy(asc(imageAssets.position)),
  ]);
  const p = product[0];
  if (!p) return undefined;
  return {
    id: p.id,
    collectionId: p.collectionId,
    title: p.title,
    urlId: p.urlId,
    description: htmlToDescription(p.body),
    productType: p.productType,
    published: p.published,
    tags: p.tags,
    categories: p.categories,
    options: p.variantOptionOrdering,
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      attributes: v.attributes,
      priceCents: v.priceCents,
      salePriceCents: v.salePriceCents,
      onSale: v.onSale,
      qtyInStock: v.qtyInStock,
      unlimited: v.unlimited,
      weightGrams: v.weightGrams,
      lengthMm: v.lengthMm,
      widthMm: v.widthMm,
      heightMm: v.heightMm,
    })),
    images: images.map((i) => ({
      url: i.url,
      altText: i.altText,
      focalPoint: { x: i.focalPointX, y: i.focalPointY },
      ...(fileIdOfUrl(i.url) ? { fileId: fileIdOfUrl(i.url)! } : {}),
    })),
    isSubscribable: p.isSubscribable,
    subscriptionPlan: p.subscriptionPlan ?? null,
    merchandising: p.merchandising,
    variantPicker: p.variantPicker,
    customAddButtonText: p.customAddButtonText,
  };
}

/** Create (productId undefined) or replace a product from the editor's input. */
export async function saveProduct(
  db: Db,
  websiteId: string,
  productId: string | undefined,
  input: ProductInput,
  actor: string,
): Promise<SaveOutcome> {
  const collection = await productCollection(db, websiteId, input.collectionId);
  if (!collection) return { kind: "collection-not-found" };

  const existing = productId
    ? await db
        .select({ id: products.id, collectionId: products.collectionId })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.websiteId, websiteId)))
        .get()
    : undefined;
  if (productId && !existing) return { kind: "not-found" };

  // At most 200 products per collection (spec section 9): a new product, or one moved in.
  if (!existing || existing.collectionId !== collection.id) {
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.collectionId, collection.id), eq(products.websiteId, websiteId)));
    if ((row?.n ?? 0) >= MAX_PRODUCTS_PER_COLLECTION) return { kind: "collection-full" };
  }

  const siblings = await db
    .select({ urlId: products.urlId })
    .from(products)
    .where(
      and(
        eq(products.collectionId, collection.id),
        eq(products.websiteId, websiteId),
        productId ? ne(products.id, productId) : undefined,
      ),
    );
  const taken = siblings.map((s) => s.urlId);
  let urlId = input.urlId;
  if (urlId === "") urlId = storeSlug(input.title, "Product", taken);
  else if (taken.includes(urlId)) return { kind: "url-taken" };

  const current = existing
    ? await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.productId, existing.id), eq(productVariants.websiteId, websiteId)))
    : [];
  const currentIds = new Set(current.map((v) => v.id));
  const stray = input.variants.find((v) => v.id !== undefined && !currentIds.has(v.id));
  if (stray) return { kind: "unknown-variant", variantId: stray.id! };

  const photos = await photoRows(db, websiteId, input.images);
  if (!photos.ok) return { kind: "bad-photo", message: photos.message };

  const id = existing?.id ?? newId("prd");
  const variants = input.variants.map((v, position) => ({
    ...v,
    id: v.id ?? newId("var"),
    isNew: v.id === undefined,
    position,
    sku: v.sku || `${urlId}-${position + 1}-${crypto.randomUUID().slice(0, 4)}`.toUpperCase(),
  }));
  const skus = variants.map((v) => v.sku);
  if (new Set(skus.map((s) => s.toLowerCase())).size !== skus.length) {
    return { kind: "sku-taken", sku: skus.find((s, i) => skus.indexOf(s) !== i) ?? skus[0]! };
  }
  const clash = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.websiteId, websiteId),
        inArray(productVariants.sku, skus),
        ne(productVariants.productId, id),
      ),
    )
    .get();
  if (clash) return { kind: "sku-taken", sku: clash.sku };

  const fields = {
    collectionId: collection.id,
    urlId,
    title: input.title,
    body: descriptionToHtml(input.description),
    productType: input.productType,
    published: input.published,
    tags: input.tags,
    categories: input.categories,
    isSubscribable: input.isSubscribable,
    subscriptionPlan: input.isSubscribable ? input.subscriptionPlan : null,
    merchandising: input.merchandising,
    variantPicker: input.variantPicker,
    useCustomAddButtonText: input.customAddButtonText !== "",
    customAddButtonText: input.customAddButtonText,
    variantOptionOrdering: input.options,
    updatedOn: Date.now(),
  };
  const keptIds = variants.filter((v) => !v.isNew).map((v) => v.id);
  const statements: BatchItem<"sqlite">[] = [
    existing
      ? db.update(products).set(fields).where(eq(products.id, id))
      : db.insert(products).values({ id, websiteId, ...fields }),
    // A removed variant goes; its stock history goes with it (ON DELETE CASCADE).
    db
      .delete(productVariants)
      .where(
        and(
          eq(productVariants.productId, id),
          eq(productVariants.websiteId, websiteId),
          keptIds.length > 0 ? notInArray(productVariants.id, keptIds) : undefined,
        ),
      ),
    // SKUs are unique per site: park the kept ones first so two variants can swap SKUs.
    ...(keptIds.length > 0
      ? [
          db
            .update(productVariants)
            .set({ sku: sql`'~' || ${productVariants.id}` })
            .where(inArray(productVariants.id, keptIds)),
        ]
      : []),
    db.delete(imageAssets).where(and(eq(imageAssets.productId, id), eq(imageAssets.websiteId, websiteId))),
  ];
  const currency = await siteCurrency(db, websiteId);
  for (const v of variants) {
    const common = {
      sku: v.sku,
      position: v.position,
      attributes: v.attributes,
      priceCents: v.priceCents,
      salePriceCents: v.salePriceCents,
      onSale: v.onSale,
      unlimited: v.unlimited,
      weightGrams: v.weightGrams,
      lengthMm: v.lengthMm,
      widthMm: v.widthMm,
      heightMm: v.heightMm,
      mainImageId: null,
    };
    if (!v.isNew) {
      statements.push(db.update(productVariants).set(common).where(eq(productVariants.id, v.id)));
      continue;
    }
    const qtyInStock = v.unlimited ? 0 : v.qtyInStock;
    statements.push(
      db
        .insert(productVariants)
        .values({ id: v.id, websiteId, productId: id, currency, qtyInStock, ...common }),
    );
    if (qtyInStock > 0) {
      statements.push(
        db.insert(stockAdjustments).values({
          id: newId("adj"),
          websiteId,
          variantId: v.id,
          delta: qtyInStock,
          qtyAfter: qtyInStock,
          reason: "Initial stock",
          actor,
        }),
      );
    }
  }
  photos.rows.forEach((photo, position) => {
    statements.push(
      db.insert(imageAssets).values({ id: newId("img"), websiteId, productId: id, position, ...photo }),
    );
  });
  statements.push(...adoptTaxonomyNames(db, websiteId, input.tags, input.categories));
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  forgetWebsite(websiteId);
  return { kind: "saved", productId: id, urlId, fullUrl: `/${collection.urlId}/${urlId}` };
}

async function siteCurrency(db: Db, websiteId: string): Promise<string> {
  const row = await db
    .select({ currency: websites.currency })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .get();
  return row?.currency ?? "USD";
}

/** Remove a product with its variants, images and stock history (ON DELETE CASCADE). */
export async function deleteProduct(db: Db, websiteId: string, productId: string): Promise<boolean> {
  const gone = await db
    .delete(products)
    .where(and(eq(products.id, productId), eq(products.websiteId, websiteId)))
    .returning({ id: products.id });
  forgetWebsite(websiteId);
  return gone.length > 0;
}

/** How many products a collection holds (at most 200, spec section 9). */
export async function countInCollection(db: Db, websiteId: string, collectionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.collectionId, collectionId), eq(products.websiteId, websiteId)));
  return row?.n ?? 0;
}
