// The public reviews call (GET /api/commerce/products/{itemId}/reviews, docs/reviews.md) as the
// product page's Show more reviews uses it: one page after a cursor, or the message to show.
import type { PublicReview } from "../../worker/reviews/public-review";
import { UNABLE_TO_CONNECT } from "./cart-api";

export type { PublicReview };

/** Spec section 8, general errors: a list that did not load. */
export const UNABLE_TO_LOAD = "Unable to load. Try again.";

/** Reviews fetched per press of Show more reviews. */
export const MORE_PAGE_SIZE = 10;

export interface ReviewPage {
  reviews: PublicReview[];
  nextPageCursor: string | null;
}

export async function fetchReviews(
  itemId: string,
  sort: string,
  cursor: string,
): Promise<ReviewPage | { message: string }> {
  const query = new URLSearchParams({ sort, cursor, limit: String(MORE_PAGE_SIZE) });
  let res: Response;
  try {
    res = await fetch(`/api/commerce/products/${encodeURIComponent(itemId)}/reviews?${query}`, {
      headers: { accept: "application/json" },
    });
  } catch {
    return { message: UNABLE_TO_CONNECT };
  }
  const body = (await res.json().catch(() => ({}))) as Partial<ReviewPage> & { message?: unknown };
  if (!res.ok || !Array.isArray(body.reviews))
    return { message: typeof body.message === "string" ? body.message : UNABLE_TO_LOAD };
  return { reviews: body.reviews, nextPageCursor: body.nextPageCursor ?? null };
}
