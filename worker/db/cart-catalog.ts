// What adding to the cart needs to know about a product: its type, variants with current stock
// and prices, and how the cart shows it (title, image, link).
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { collections, imageAssets, products, productVariants } from "./schema";

export async function findCartProduct(db: Db, websiteId: string, itemId: string) {
  const ofProduct = and(eq(products.websiteId, websiteId), eq(products.id, itemId), eq(products.published, true));
  const [found, variants, images] = await db.batch([
    db
      .select({
        id: products.id,
        title: products.title,
        urlId: products.urlId,
        productType: products.productType,
        isSubscribable: products.isSubscribable,
        collectionUrlId: collections.urlId,
      })
      .from(products)
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .where(ofProduct),
    db
      .select({ variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(ofProduct)
      .orderBy(asc(productVariants.position)),
    db
      .select({ id: imageAssets.id, assetUrl: imageAssets.assetUrl })
      .from(imageAssets)
      .innerJoin(products, eq(products.id, imageAssets.productId))
      .where(ofProduct)
      .orderBy(asc(imageAssets.position)),
  ]);
  const product = found[0];
  if (!product) return undefined;
  return {
    ...product,
    fullUrl: `/${product.collectionUrlId}/${product.urlId}`,
    variants: variants.map((v) => v.variant),
    images,
  };
}

export type CartProductRecord = NonNullable<Awaited<ReturnType<typeof findCartProduct>>>;
