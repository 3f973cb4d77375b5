// Product collections (store pages) created by the owner's product creation flow.
import { and, eq } from "drizzle-orm";
import { descriptionToHtml } from "../catalog-admin/description";
import { storeSlug } from "../catalog-admin/slug";
import { RESERVED_URL_IDS } from "../site-content/reserved-urls";
import type { Db } from "./client";
import { collections, CollectionType } from "./schema";
import { forgetWebsite } from "./website-memo";

export interface CollectionCreate {
  navigationTitle: string;
  title: string;
  urlId: string;
  description: string;
  enabled: boolean;
}

/** A new products collection; its urlId follows the slug rule (from urlId, else the title). */
export async function createProductCollection(db: Db, websiteId: string, input: CollectionCreate) {
  const taken = await db
    .select({ urlId: collections.urlId })
    .from(collections)
    .where(eq(collections.websiteId, websiteId));
  const urlId = storeSlug(input.urlId || input.title, "Shop", [
    ...taken.map((t) => t.urlId),
    ...RESERVED_URL_IDS,
  ]);
  const id = `col_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const navigationTitle = input.navigationTitle || input.title;
  await db.insert(collections).values({
    id,
    websiteId,
    type: CollectionType.PRODUCTS,
    urlId,
    title: input.title,
    navigationTitle,
    description: descriptionToHtml(input.description),
    enabled: input.enabled,
  });
  forgetWebsite(websiteId);
  return {
    id,
    urlId,
    title: input.title,
    navigationTitle,
    description: input.description,
    enabled: input.enabled,
    fullUrl: `/${urlId}`,
  };
}

/** The site's product collection of that id (its URL slug too), or undefined. */
export async function productCollection(db: Db, websiteId: string, collectionId: string) {
  return db
    .select({ id: collections.id, urlId: collections.urlId })
    .from(collections)
    .where(
      and(
        eq(collections.id, collectionId),
        eq(collections.websiteId, websiteId),
        eq(collections.type, CollectionType.PRODUCTS),
      ),
    )
    .get();
}

export async function productCollectionExists(db: Db, websiteId: string, collectionId: string) {
  return (await productCollection(db, websiteId, collectionId)) !== undefined;
}
