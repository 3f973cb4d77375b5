// The home page (page type 2): the home collection's content and a few featured products.
import { getHomepage } from "../../db/catalog";
import { listProductPage } from "../../db/listing";
import { findShop, pageContext, siteContext, type SiteContext } from "../context";
import type { CollectionJson } from "../../db/catalog-types";
import { findPublishedDocument } from "../../db/page-documents";
import type { PageDocument } from "../../site-content/document";
import { blockDeps, documentContext } from "../page-document";
import type { PageCtx, PageView } from "../page";
import { pageBlocks } from "../page-blocks";
import { inPageLanguage } from "../page-language";
import { PageType } from "../page-types";

const FEATURED = 4;

export async function home(c: PageCtx): Promise<PageView> {
  const db = c.get("db");
  const website = c.get("website");
  const [site, home, shop] = await Promise.all([
    siteContext(c, "/"),
    getHomepage(db, website.id),
    findShop(c),
  ]);
  const translated = home && (await inPageLanguage(c, home));
  const collection = translated?.collection;
  const document =
    translated?.document ?? (collection ? await findPublishedDocument(db, website.id, collection.id) : null);
  return homeView(c, { site, collection, shop, document });
}

/** The home page around its layout: the published one, or a draft or version in the editor's preview. */
export async function homeView(
  c: PageCtx,
  {
    site,
    collection,
    shop,
    document,
  }: {
    site: SiteContext;
    collection: CollectionJson | undefined;
    shop: CollectionJson | undefined;
    document: PageDocument | null;
  },
): Promise<PageView> {
  const db = c.get("db");
  const website = c.get("website");
  // Only the first few products are read, however large the collection (one batch).
  const featured = shop
    ? (await listProductPage(db, website.id, shop, { page: 1, pageSize: FEATURED })).items
    : [];
  return {
    template: "pages/home.page",
    context: pageContext(site, PageType.PAGE, {
      collection,
      shop,
      featured,
      ...(document
        ? { pageDocument: await documentContext(document, blockDeps(c)) }
        : {
            pageBlocks: await pageBlocks(c, collection?.blocks),
            legacyContent: { mainContent: collection?.mainContent ?? "" },
          }),
      // Featured cards are product blocks (spec section 2's four add-to-cart page kinds).
      productCardKind: "block",
    }),
  };
}
