// Catalogue queries for the pages. Each returns template context JSON (catalog-types.ts).
import { and, asc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
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
import { collections, CollectionType, imageAssets, products, productVariants, websites } from "./schema";

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type ImageRow = typeof imageAssets.$inferSelect;

export async function getWebsite(db: Db, websiteId: string): Promise<WebsiteContext | undefined> {
  const row = await db.select().from(websites).where(eq(websites.id, websiteId)).get();
  return row ? websiteJson(row) : undefined;
}

/** Enabled collections of a website that also meet `conditions`. */
const enabledCollections = (websiteId: string, ...conditions: SQL[]) =>
  and(eq(collections.websiteId, websiteId), eq(collections.enabled, true), ...conditions);

const inNavigation = isNotNull(collections.navigationIndex);

/** The first enabled collection meeting `conditions`, in navigation order. */
async function firstCollection(db: Db, websiteId: string, ...conditions: SQL[]) {
  const row = await db
    .select()
    .from(collections)
    .where(enabledCollections(websiteId, ...conditions))
    .orderBy(asc(collections.navigationIndex))
    .get();
  return row ? collectionJson(row) : undefined;
}

export function getCollectionByUrl(
  db: Db,
  websiteId: string,
  urlId: string,
): Promise<CollectionJson | undefined> {
  return firstCollection(db, websiteId, eq(collections.urlId, urlId));
}

export function getHomepage(db: Db, websiteId: string): Promise<CollectionJson | undefined> {
  return firstCollection(db, websiteId, eq(collections.isHomepage, true));
}

/** The store's first products collection in the navigation (where "Shop" links point). */
export function getShopCollection(db: Db, websiteId: string): Promise<CollectionJson | undefined> {
  return firstCollection(db, websiteId, eq(collections.type, CollectionType.PRODUCTS), inNavigation);
}

/** Collections shown in the main navigation, in order. */
export async function listNavigation(db: Db, websiteId: string): Promise<NavigationLink[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(enabledCollections(websiteId, inNavigation))
    .orderBy(asc(collections.navigationIndex))
    .all();
  return rows.map((row) => {
    const json = collectionJson(row);
    return { collectionId: json.id, title: json.navigationTitle, fullUrl: json.fullUrl };
  });
}

export async function getProduct(
  db: Db,
  websiteId: string,
  collectionUrl: string,
  itemUrl: string,
): Promise<ProductDetail | undefined> {
  // Each statement selects one table's columns: D1 batches return rows keyed by column name,
  // so a joined select of two tables with an `id` each would collide.
  const collectionMatch = and(
    eq(collections.websiteId, websiteId),
    eq(collections.urlId, collectionUrl),
    eq(collections.enabled, true),
  );
  const collectionId = db.select({ id: collections.id }).from(collections).where(collectionMatch);
  const productMatch = and(
    eq(products.websiteId, websiteId),
    inArray(products.collectionId, collectionId),
    eq(products.urlId, itemUrl),
    eq(products.published, true),
  );
  const productId = db.select({ id: products.id }).from(products).where(productMatch);
  const [collectionRows, productRows, variantRows, imageRows, website] = await db.batch([
    db.select().from(collections).where(collectionMatch),
    db.select().from(products).where(productMatch),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, productId))
      .orderBy(asc(productVariants.position)),
    db
      .select()
      .from(imageAssets)
      .where(inArray(imageAssets.productId, productId))
      .orderBy(asc(imageAssets.position)),
    db.select({ currency: websites.currency }).from(websites).where(eq(websites.id, websiteId)),
  ]);
  const collection = collectionRows[0];
  const product = productRows[0];
  if (!collection || !product) return undefined;
  const listing = toListing(
    [product],
    collection.urlId,
    variantRows,
    imageRows,
    website[0]?.currency ?? "USD",
  );
  return {
    collection: collectionJson(collection),
    item: listing.items[0] as ProductItemJson,
    productMerchandisingContext: listing.productMerchandisingContext,
  };
}

/** Product rows with their variants and images as listing JSON (shared by listings and search). */
export function toListing(
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
