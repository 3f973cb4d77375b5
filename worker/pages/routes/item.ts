// A content item with a product: the product detail page (page type 50), behind its collection's
// lock screen when the collection has one; a blog post or event in a blog or events collection.
import { getProduct } from "../../db/catalog";
import { findPageCollection } from "../../db/page-lookup";
import { accessTo, lockScreen, pageTypeFor } from "../access/guard";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { blogItem } from "./blog";
import { notFound } from "./not-found";
import { collectionKind } from "../../blog/collection-kind";
import { reviewSummary } from "../../db/reviews";
import { reviewSummaryView } from "../../reviews/view";
import { pageReviewSort, productReviewsView, REVIEW_SORT_PARAM } from "../../reviews/product-page";

export async function productDetail(c: PageCtx): Promise<PageView> {
  const db = c.get("db");
  const websiteId = c.get("website").id;
  const collectionUrl = c.req.param("collection") ?? "";
  // The site context is for an open page; a lock screen builds its own (rare, uncached).
  const [site, page, detail] = await Promise.all([
    siteContext(c, `/${collectionUrl}`, `/${collectionUrl}/${c.req.param("item") ?? ""}`),
    findPageCollection(db, websiteId, collectionUrl),
    getProduct(db, websiteId, collectionUrl, c.req.param("item") ?? ""),
  ]);
  if (!page) return notFound(c);
  const isBlog = collectionKind(page.collection) !== undefined;
  if (!isBlog && !detail) return notFound(c);
  const access = await accessTo(c, page);
  if (access === "locked") return lockScreen(c, page);
  if (isBlog || !detail) return blogItem(c, page, access);
  // Published reviews only; the owner's moderation bumps the content version (edge cache).
  const reviews = reviewSummaryView(await reviewSummary(db, websiteId, detail.item.id));
  // The list's order is the page's query (its own cache entry); the island pages on from there.
  const list = reviews
    ? await productReviewsView(
        db,
        websiteId,
        detail.item.id,
        c.req.path,
        pageReviewSort(c.req.query(REVIEW_SORT_PARAM)),
      )
    : undefined;
  return {
    template: "collections/products.item",
    context: pageContext(site, pageTypeFor(access, PageType.CONTENT_ITEM), {
      pageTitle: detail.item.title,
      ...detail,
      ...(reviews ? { reviewSummary: reviews, productReviews: list } : {}),
    }),
    private: access !== "open",
  };
}
