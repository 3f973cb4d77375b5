// Product reviews for visitors (docs/reviews.md), under /api/commerce/products:
//   GET  /:itemId/reviews?sort=newest|helpful&cursor=&limit=
//        -> { reviews, averageRating, reviewCount, hasNextPage, nextPageCursor }   (published only)
//   POST /:itemId/reviews {orderId, token, rating, title?, body, reviewerName}
//        -> 201 { id, status: "pending" }                                          (the buyer)
// The crumb guard (http/crumb.ts) already checks the POST's X-CSRF-Token, as for every visitor call.
import { Hono } from "hono";
import { findReviewableProduct, listPublishedReviews, reviewSummary } from "../db/reviews";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validate } from "../http/validation";
import { decodeCursor, keysetPage } from "../restock/cursor";
import { publicListQuery, reviewBody } from "../reviews/inputs";
import {
  ALREADY_REVIEWED,
  ONLY_BUYERS_REVIEW,
  productNotFound,
  REVIEW_CURSOR_INVALID,
} from "../reviews/messages";
import { submitReview } from "../reviews/submit";
import { publicReview, roundedAverage } from "../reviews/view";

export const reviews = new Hono<AppEnv>()
  .get("/:itemId/reviews", validate("query", publicListQuery), async (c) => {
    const { sort, cursor, limit } = c.req.valid("query");
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const itemId = c.req.param("itemId");
    const after =
      cursor === undefined
        ? undefined
        : sort === "helpful"
          ? decodeCursor(cursor, ["number", "number", "string"] as const)
          : decodeCursor(cursor, ["number", "string"] as const);
    if (cursor !== undefined && !after) return apiError(c, 400, REVIEW_CURSOR_INVALID);
    const product = await findReviewableProduct(db, websiteId, itemId);
    if (!product) return apiError(c, 404, productNotFound(itemId));
    const [rows, summary] = await Promise.all([
      listPublishedReviews(db, websiteId, itemId, sort, after, limit + 1),
      reviewSummary(db, websiteId, itemId),
    ]);
    const { items, ...page } = keysetPage(rows, limit, (row) =>
      sort === "helpful" ? [row.helpfulCount, row.createdAt, row.id] : [row.createdAt, row.id],
    );
    return c.json(
      {
        reviews: items.map(publicReview),
        averageRating: roundedAverage(summary.average),
        reviewCount: summary.count,
        ...page,
      },
      200,
    );
  })
  .post("/:itemId/reviews", requireJson, limitBody(), validate("json", reviewBody), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const itemId = c.req.param("itemId");
    const product = await findReviewableProduct(db, websiteId, itemId);
    if (!product) return apiError(c, 404, productNotFound(itemId));
    const result = await submitReview(db, websiteId, itemId, c.req.valid("json"), Date.now());
    if (!result.ok)
      return result.reason === "duplicate"
        ? apiError(c, 409, ALREADY_REVIEWED)
        : apiError(c, 403, ONLY_BUYERS_REVIEW);
    return c.json({ id: result.id, status: "pending" as const }, 201);
  });
