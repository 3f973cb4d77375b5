// What the review calls show of a review row: visitors see no order or status, the owner does.
import type { ReviewRow } from "../db/reviews";
import type { PublicReview } from "./public-review";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const publicReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  reviewerName: row.reviewerName,
  helpfulCount: row.helpfulCount,
  createdAt: iso(row.createdAt),
  // Seeded reviews have no order; every review written through the call has one.
  verifiedBuyer: row.orderId !== null,
});

export const ownerReview = (row: ReviewRow, productTitle: string) => ({
  ...publicReview(row),
  productId: row.productId,
  productTitle,
  orderId: row.orderId,
  status: row.status,
  publishedAt: iso(row.publishedAt),
});

/** The average to one decimal (4.25 → 4.3), or null when there is no published review. */
export const roundedAverage = (average: number | null) =>
  average === null ? null : Math.round(average * 10) / 10;

export interface ReviewSummaryView {
  averageRating: number;
  reviewCount: number;
  /** "4.5 out of 5 stars (2 reviews)", shown under the product's title. */
  text: string;
}

/** The product page's rating line and JSON-LD aggregateRating; undefined with no published review. */
export function reviewSummaryView(summary: {
  average: number | null;
  count: number;
}): ReviewSummaryView | undefined {
  const averageRating = roundedAverage(summary.average);
  if (summary.count === 0 || averageRating === null) return undefined;
  const reviews = summary.count === 1 ? "1 review" : `${summary.count} reviews`;
  return { averageRating, reviewCount: summary.count, text: `${averageRating} out of 5 stars (${reviews})` };
}
