// What adding to the cart needs to know about a product: its type, variants with current stock
// and prices, and how the cart shows it (title, image, link).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { collections, imageAssets, products, productVariants } from "./schema";

export async function findCartProduct(db: Db, websiteId: string, itemId: string) {
  // One table per statement: D1 batches key rows by column name, so joined columns could collide.
  const ofProduct = and(
    eq(products.websiteId, websiteId),
    eq(products.id, itemId),
    eq(products.published, true),
  );
  const productId = db.select({ id: products.id }).from(products).where(ofProduct);
  const collectionId = db.select({ id: products.collectionId }).from(products).where(ofProduct);
  const [found, collection, variants, images] = await db.batch([
    db
      .select({
        id: products.id,
        title: products.title,
        urlId: products.urlId,
        productType: products.productType,
        isSubscribable: products.isSubscribable,
        subscriptionPlan: products.subscriptionPlan,
      })
      .from(products)
      .where(ofProduct),
    db.select({ urlId: collections.urlId }).from(collections).where(inArray(collections.id, collectionId)),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, productId))
      .orderBy(asc(productVariants.position)),
    db
      .select({ id: imageAssets.id, assetUrl: imageAssets.assetUrl })
      .from(imageAssets)
      .where(inArray(imageAssets.productId, productId))
      .orderBy(asc(imageAssets.position)),
  ]);
  const product = found[0];
  if (!product) return undefined;
  return { ...product, fullUrl: `/${collection[0]?.urlId ?? ""}/${product.urlId}`, variants, images };
}

export type CartProductRecord = NonNullable<Awaited<ReturnType<typeof findCartProduct>>>;
