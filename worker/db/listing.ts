// One page of a products collection, optionally narrowed to a category or a tag, with the
// collection's categories and tags for filter links. One D1 batch: the page's products, their
// variants and images, the match count and the facets (computed here: at most 200 products per collection).
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { toListing } from "./catalog";
import type { ProductListing } from "./catalog-types";
import { imageAssets, products, productVariants, websites } from "./schema";

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

export interface ListingQuery {
  category?: string;
  tag?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface ProductPage extends ProductListing {
  /** Products matching the filter, over every page. */
  totalItems: number;
  /** Distinct categories and tags of the collection's published products, sorted. */
  categories: string[];
  tags: string[];
}

/** `value` is one of the JSON array column's strings. */
const contains = (column: typeof products.categories | typeof products.tags, value: string): SQL =>
  sql`exists (select 1 from json_each(${column}) where json_each.value = ${value})`;

export async function listProductPage(
  db: Db,
  websiteId: string,
  collection: { id: string; urlId: string },
  query: ListingQuery,
): Promise<ProductPage> {
  const inCollection = and(
    eq(products.websiteId, websiteId),
    eq(products.collectionId, collection.id),
    eq(products.published, true),
  );
  const matching = and(
    inCollection,
    query.category === undefined ? undefined : contains(products.categories, query.category),
    query.tag === undefined ? undefined : contains(products.tags, query.tag),
  );
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(matching)
    .orderBy(asc(products.position), asc(products.title))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [productRows, variantRows, imageRows, total, facets, website] = await db.batch([
    db
      .select()
      .from(products)
      .where(inArray(products.id, pageIds))
      .orderBy(asc(products.position), asc(products.title)),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, pageIds))
      .orderBy(asc(productVariants.position)),
    db
      .select()
      .from(imageAssets)
      .where(inArray(imageAssets.productId, pageIds))
      .orderBy(asc(imageAssets.position)),
    db.select({ n: count() }).from(products).where(matching),
    db.select({ categories: products.categories, tags: products.tags }).from(products).where(inCollection),
    db.select({ currency: websites.currency }).from(websites).where(eq(websites.id, websiteId)),
  ]);
  const listing = toListing(
    productRows,
    collection.urlId,
    variantRows,
    imageRows,
    website[0]?.currency ?? "USD",
  );
  return {
    ...listing,
    totalItems: total[0]?.n ?? 0,
    categories: distinct(facets.flatMap((p) => p.categories)),
    tags: distinct(facets.flatMap((p) => p.tags)),
  };
}
