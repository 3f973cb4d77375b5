// Catalogue queries for the pages. Each returns template context JSON (catalog-types.ts).
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "./client";
import { collectionJson, merchandisingJson, productItemJson, websiteJson } from "./catalog-json";
import type {
  CollectionJson,
  NavigationLink,
  ProductDetail,
  ProductItemJson,
  ProductListing,
  ProductMerchandisingContext,
  WebsiteContext,
} from "./catalog-types";
import { collections, imageAssets, products, productVariants, websites } from "./schema";

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type ImageRow = typeof imageAssets.$inferSelect;

export async function getWebsite(db: Db, websiteId: string): Promise<WebsiteContext | undefined> {
  const row = await db.select().from(websites).where(eq(websites.id, websiteId)).get();
  return row ? websiteJson(row) : undefined;
}

export async function getCollectionByUrl(
  db: Db,
  websiteId: string,
  urlId: string,
): Promise<CollectionJson | undefined> {
  const row = await db
    .select()
    .from(collections)
    .where(
      and(eq(collections.websiteId, websiteId), eq(collections.urlId, urlId), eq(collections.enabled, true)),
    )
    .get();
  return row ? collectionJson(row) : undefined;
}

export async function getHomepage(db: Db, websiteId: string): Promise<CollectionJson | undefined> {
  const row = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.websiteId, websiteId),
        eq(collections.isHomepage, true),
        eq(collections.enabled, true),
      ),
    )
    .get();
  return row ? collectionJson(row) : undefined;
}

/** Collections shown in the main navigation, in order. */
export async function listNavigation(db: Db, websiteId: string): Promise<NavigationLink[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.websiteId, websiteId),
        eq(collections.enabled, true),
        isNotNull(collections.navigationIndex),
      ),
    )
    .orderBy(asc(collections.navigationIndex))
    .all();
  return rows.map((row) => {
    const json = collectionJson(row);
    return { collectionId: json.id, title: json.navigationTitle, fullUrl: json.fullUrl };
  });
}

export async function listProducts(db: Db, websiteId: string, collectionId: string): Promise<ProductListing> {
  const inCollection = and(
    eq(products.websiteId, websiteId),
    eq(products.collectionId, collectionId),
    eq(products.published, true),
  );
  const [collection, productRows, variantRows, imageRows, website] = await db.batch([
    db.select().from(collections).where(eq(collections.id, collectionId)),
    db.select().from(products).where(inCollection).orderBy(asc(products.position), asc(products.title)),
    db
      .select({ variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inCollection)
      .orderBy(asc(productVariants.position)),
    db
      .select({ image: imageAssets })
      .from(imageAssets)
      .innerJoin(products, eq(products.id, imageAssets.productId))
      .where(inCollection)
      .orderBy(asc(imageAssets.position)),
    db.select({ currency: websites.currency }).from(websites).where(eq(websites.id, websiteId)),
  ]);
  const urlId = collection[0]?.urlId;
  if (!urlId) return { items: [], productMerchandisingContext: {} };
  return toListing(
    productRows,
    urlId,
    variantRows.map((r) => r.variant),
    imageRows.map((r) => r.image),
    website[0]?.currency ?? "USD",
  );
}

export async function getProduct(
  db: Db,
  websiteId: string,
  collectionUrl: string,
  itemUrl: string,
): Promise<ProductDetail | undefined> {
  const match = and(
    eq(collections.websiteId, websiteId),
    eq(collections.urlId, collectionUrl),
    eq(collections.enabled, true),
    eq(products.urlId, itemUrl),
    eq(products.published, true),
  );
  const [found, variantRows, imageRows, website] = await db.batch([
    db
      .select({ product: products, collection: collections })
      .from(products)
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .where(match),
    db
      .select({ variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .where(match)
      .orderBy(asc(productVariants.position)),
    db
      .select({ image: imageAssets })
      .from(imageAssets)
      .innerJoin(products, eq(products.id, imageAssets.productId))
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .where(match)
      .orderBy(asc(imageAssets.position)),
    db.select({ currency: websites.currency }).from(websites).where(eq(websites.id, websiteId)),
  ]);
  const row = found[0];
  if (!row) return undefined;
  const listing = toListing(
    [row.product],
    row.collection.urlId,
    variantRows.map((r) => r.variant),
    imageRows.map((r) => r.image),
    website[0]?.currency ?? "USD",
  );
  const item = listing.items[0] as ProductItemJson;
  return {
    collection: collectionJson(row.collection),
    item,
    productMerchandisingContext: listing.productMerchandisingContext,
  };
}

function toListing(
  productRows: ProductRow[],
  collectionUrlId: string,
  variantRows: VariantRow[],
  imageRows: ImageRow[],
  currency: string,
): ProductListing {
  const variantsOf = groupBy(variantRows, (v) => v.productId);
  const imagesOf = groupBy(imageRows, (i) => i.productId ?? "");
  const productMerchandisingContext: ProductMerchandisingContext = {};
  const items = productRows.map((p) => {
    const variants = variantsOf.get(p.id) ?? [];
    productMerchandisingContext[p.id] = merchandisingJson(p, variants);
    return productItemJson(p, collectionUrlId, variants, imagesOf.get(p.id) ?? [], currency);
  });
  return { items, productMerchandisingContext };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
