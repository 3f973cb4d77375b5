// A collection's own URL: a products collection is a product listing (page type 1) with
// `?category=`, `?tag=` and `?page=` (page size from the theme's collections/products.conf);
// a page collection shows its content (page type 2). Locked collections show their lock screen.
import { z } from "zod";
import { listProductPage } from "../../db/listing";
import { findPageCollection, type PageCollection } from "../../db/page-lookup";
import { CollectionType } from "../../db/schema";
import { accessTo, lockScreen, pageTypeFor, type Access } from "../access/guard";
import { pageContext, siteContext } from "../context";
import { pageBlocks } from "../page-blocks";
import { blockDeps, documentContext } from "../page-document";
import type { CollectionJson } from "../../db/catalog-types";
import type { PageDocument } from "../../site-content/document";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { paginate, totalPages } from "../pagination";
import { inPageLanguage } from "../page-language";
import { blogListing } from "./blog";
import { folderIndex } from "./folder";
import { notFound } from "./not-found";

/** Listing page size when the theme's products.conf names none. */
export const DEFAULT_PAGE_SIZE = 24;

// Filters longer than the spec's limits (category 25, tag 50 characters) cannot match.
const ListingParams = z.object({
  category: z.string().max(25).optional(),
  tag: z.string().max(50).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export async function collectionPage(c: PageCtx): Promise<PageView> {
  const urlId = c.req.param("collection") ?? "";
  const page = await findPageCollection(c.get("db"), c.get("website").id, urlId);
  if (!page) return (await folderIndex(c, urlId)) ?? notFound(c);
  if (page.collection.isHomepage) return notFound(c);
  const translated = await inPageLanguage(c, page.collection);
  page.collection = translated.collection;
  if (translated.document) page.document = translated.document;
  const access = await accessTo(c, page);
  if (access === "locked") return lockScreen(c, page);
  switch (page.collection.type) {
    case CollectionType.PRODUCTS:
      return productListing(c, page, access);
    case CollectionType.PAGE:
      return contentPage(c, page, access);
    case CollectionType.GENERIC:
      return blogListing(c, page, access);
    default:
      return notFound(c);
  }
}

async function contentPage(c: PageCtx, page: PageCollection, access: Access): Promise<PageView> {
  return contentPageView(c, page.collection, page.document, access);
}

/**
 * A content page from its layout (`document`: the published one, or the owner's draft or a version
 * in the editor's preview), else from the body and blocks of a page made before the site builder.
 */
export async function contentPageView(
  c: PageCtx,
  collection: CollectionJson,
  document: PageDocument | null,
  access: Access,
): Promise<PageView> {
  const [site, layout] = await Promise.all([
    siteContext(c, collection.fullUrl),
    document
      ? documentContext(document, blockDeps(c)).then((pageDocument) => ({ pageDocument }))
      : pageBlocks(c, collection.blocks).then((pageBlocks) => ({
          pageBlocks,
          legacyContent: { mainContent: collection.mainContent },
        })),
  ]);
  return {
    template: "pages/page.page",
    context: pageContext(site, pageTypeFor(access, PageType.PAGE), {
      pageTitle: collection.title,
      collection,
      ...layout,
    }),
    private: access !== "open",
  };
}

async function productListing(c: PageCtx, { collection }: PageCollection, access: Access): Promise<PageView> {
  const params = ListingParams.safeParse({
    category: c.req.query("category") || undefined,
    tag: c.req.query("tag") || undefined,
    page: c.req.query("page") ?? undefined,
  });
  if (!params.success) return notFound(c);
  const { category, tag, page } = params.data;
  const pageSize = c.get("theme").collectionConf("products")?.pageSize ?? DEFAULT_PAGE_SIZE;
  const [site, listing] = await Promise.all([
    siteContext(c, collection.fullUrl),
    listProductPage(c.get("db"), c.get("website").id, collection, { category, tag, page, pageSize }),
  ]);
  if (page > totalPages(listing.totalItems, pageSize)) return notFound(c);
  const pagination = paginate(collection.fullUrl, { category, tag }, page, pageSize, listing.totalItems);
  return {
    template: "collections/products.list",
    context: pageContext(site, pageTypeFor(access, PageType.MAIN_CONTENT), {
      pageTitle: collection.title,
      collection: { ...collection, categories: listing.categories, tags: listing.tags },
      ...(category ? { categoryFilter: category } : {}),
      ...(tag ? { tagFilter: tag } : {}),
      items: listing.items,
      productMerchandisingContext: listing.productMerchandisingContext,
      // Only when there is more than one page, so `{.section pagination}` shows no lone "Page 1 of 1".
      ...(pagination.totalPages > 1 ? { pagination } : {}),
    }),
    private: access !== "open",
  };
}
