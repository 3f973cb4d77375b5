// The product page's review list (docs/reviews.md): the first published reviews, newest or most
// helpful first as the page's `reviewSort` query says, with the links that switch between the two
// and what the MoreReviews island needs to fetch the next page through the public call.
import type { Db } from "../db/client";
import { listPublishedReviews, type ReviewRow } from "../db/reviews";
import { keysetPage } from "../restock/cursor";
import { REVIEW_SORTS, type ReviewSort } from "./inputs";
import { starsLabel, starsText } from "./stars";

/** Reviews the page itself lists; Show more reviews fetches the rest, this many at a time. */
export const REVIEWS_SHOWN = 5;
/** The product page's query parameter for the list's order (absent: newest first). */
export const REVIEW_SORT_PARAM = "reviewSort";

const SORT_LABELS: Record<ReviewSort, string> = { newest: "Newest", helpful: "Most helpful" };

/** The page's sort: `?reviewSort=helpful`, else newest (an unknown value is ignored, not refused). */
export const pageReviewSort = (value: string | undefined): ReviewSort =>
  value === "helpful" ? "helpful" : "newest";

/** One review as the theme renders it (themes/default/collections/products.item). */
export const reviewItemView = (row: ReviewRow) => ({
  id: row.id,
  rating: row.rating,
  stars: starsText(row.rating),
  starsLabel: starsLabel(row.rating),
  title: row.title,
  body: row.body,
  reviewerName: row.reviewerName,
  verifiedBuyer: row.orderId !== null,
  createdAt: row.createdAt,
  dateTime: new Date(row.createdAt).toISOString(),
});

export async function productReviewsView(
  db: Db,
  websiteId: string,
  itemId: string,
  itemUrl: string,
  sort: ReviewSort,
) {
  const rows = await listPublishedReviews(db, websiteId, itemId, sort, undefined, REVIEWS_SHOWN + 1);
  const { items, nextPageCursor } = keysetPage(rows, REVIEWS_SHOWN, (row) =>
    sort === "helpful" ? [row.helpfulCount, row.createdAt, row.id] : [row.createdAt, row.id],
  );
  return {
    sort,
    sorts: REVIEW_SORTS.map((s) => ({
      label: SORT_LABELS[s],
      // Newest is the page's own address, so it shares the page's cache entry.
      url: `${itemUrl}${s === "newest" ? "" : `?${REVIEW_SORT_PARAM}=${s}`}#reviews`,
      current: s === sort,
    })),
    reviews: items.map(reviewItemView),
    // The island's props (worker/pages/island-props.ts adds the locale and time zone).
    more: nextPageCursor ? { itemId, sort, cursor: nextPageCursor } : null,
  };
}
