// The owner's review moderation (docs/reviews.md), under /api/owner/reviews:
//   GET    /?status=pending|published|rejected&cursor=&limit= -> { reviews, hasNextPage, nextPageCursor }
//                                                                (products:read)
//   POST   /:reviewId/publish                                  -> { review }   (products:write)
//   POST   /:reviewId/reject                                   -> { review }   (products:write)
//   DELETE /:reviewId                                          -> 204          (products:write)
import { Hono, type Context } from "hono";
import { findReviewableProduct, deleteReview, listSiteReviews, setReviewStatus } from "../db/reviews";
import { bumpContentVersion } from "../db/content-version";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requirePermission } from "../http/owner";
import { validate } from "../http/validation";
import { decodeCursor, keysetPage } from "../restock/cursor";
import { ownerListQuery } from "../reviews/inputs";
import { REVIEW_CURSOR_INVALID, REVIEW_NOT_FOUND } from "../reviews/messages";
import { ownerReview } from "../reviews/view";

/** Publishes or rejects one of this site's reviews. */
async function moderate(c: Context<AppEnv>, status: "published" | "rejected") {
  const db = c.get("db");
  const websiteId = c.get("website").id;
  const row = await setReviewStatus(db, websiteId, c.req.param("reviewId") ?? "", status, Date.now());
  if (!row) return apiError(c, 404, REVIEW_NOT_FOUND);
  // The product page's rating line and JSON-LD change: cached pages render afresh.
  await bumpContentVersion(db, websiteId);
  const product = await findReviewableProduct(db, websiteId, row.productId);
  return c.json({ review: ownerReview(row, product?.title ?? "") }, 200);
}

export const ownerReviews = new Hono<AppEnv>()
  .get("/", requirePermission("products:read"), validate("query", ownerListQuery), async (c) => {
    const { status, cursor, limit } = c.req.valid("query");
    const after = cursor === undefined ? undefined : decodeCursor(cursor, ["number", "string"] as const);
    if (cursor !== undefined && !after) return apiError(c, 400, REVIEW_CURSOR_INVALID);
    const rows = await listSiteReviews(c.get("db"), c.get("website").id, status, after, limit + 1);
    const { items, ...page } = keysetPage(rows, limit, (row) => [row.review.createdAt, row.review.id]);
    return c.json({ reviews: items.map((row) => ownerReview(row.review, row.productTitle)), ...page }, 200);
  })
  .post("/:reviewId/publish", requirePermission("products:write"), (c) => moderate(c, "published"))
  .post("/:reviewId/reject", requirePermission("products:write"), (c) => moderate(c, "rejected"))
  .delete("/:reviewId", requirePermission("products:write"), async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const gone = await deleteReview(db, websiteId, c.req.param("reviewId"));
    if (!gone) return apiError(c, 404, REVIEW_NOT_FOUND);
    await bumpContentVersion(db, websiteId);
    return c.body(null, 204);
  });
