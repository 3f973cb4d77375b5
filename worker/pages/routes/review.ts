// A buyer's review form (page type 209, reviews request) at /commerce/orders/{orderId}/reviews/{itemId}
// ?token=…, linked from the order pages (worker/reviews/order-links.ts). The order's link proves
// the purchase, as the review call wants it; the ReviewForm island posts to that call. Without
// script the form posts here (docs/first-tap-and-no-script.md): the page is the buyer's own
// (private), so it carries the crumb; the post runs the call's steps and answers the page again
// with the thanks or the call's message by its field.
import { findReviewableProduct } from "../../db/reviews";
import { CRUMB_FIELD, crumbMatches, pageCrumb } from "../../http/crumb";
import { SESSION_EXPIRED } from "../../commerce/messages";
import { orderPagePath } from "../../orders/access";
import type { ReviewFormAnswer, ReviewFormProps, ReviewFormValues } from "../../reviews/form";
import { reviewBody } from "../../reviews/inputs";
import { ALREADY_REVIEWED, ONLY_BUYERS_REVIEW } from "../../reviews/messages";
import { REVIEWABLE, reviewPagePath } from "../../reviews/order-links";
import { submitReview } from "../../reviews/submit";
import { orderLinesOf, type OrderRow } from "../../db/orders";
import { pageContext, siteContext } from "../context";
import { orderFromLink } from "../order-view";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { notFound } from "./not-found";
import { sameOrigin } from "./same-origin";

/** The order of the link and the product to review, when the order may review it. */
async function reviewTarget(c: PageCtx) {
  const order = await orderFromLink(c);
  if (!order || !REVIEWABLE.includes(order.status)) return undefined;
  const itemId = c.req.param("itemId") ?? "";
  const [lines, product] = await Promise.all([
    orderLinesOf(c.get("db"), order.id),
    findReviewableProduct(c.get("db"), c.get("website").id, itemId),
  ]);
  if (!product || !lines.some((l) => l.itemId === itemId)) return undefined;
  return { order, product };
}

async function formPage(
  c: PageCtx,
  order: OrderRow,
  product: { id: string; title: string },
  answer?: ReviewFormAnswer,
  status: 200 | 400 | 403 | 409 = 200,
): Promise<PageView> {
  const form: ReviewFormProps = {
    itemId: product.id,
    orderId: order.id,
    token: order.accessToken,
    action: reviewPagePath(order, product.id),
    crumb: pageCrumb(c),
    orderUrl: orderPagePath(order),
    ...(answer ? { answer } : {}),
  };
  return {
    template: "pages/review.page",
    private: true,
    status,
    context: pageContext(await siteContext(c, c.req.path), PageType.REVIEWS_REQUEST, {
      pageTitle: `Review ${product.title}`,
      review: { productTitle: product.title, form },
    }),
  };
}

export async function reviewPage(c: PageCtx): Promise<PageView> {
  const target = await reviewTarget(c);
  if (!target) return { ...(await notFound(c)), private: true };
  return formPage(c, target.order, target.product);
}

/** The posted fields as the JSON call's body: the rating a number, a blank one none. */
function postedReview(form: URLSearchParams, order: OrderRow) {
  const rating = form.get("rating")?.trim();
  return {
    orderId: order.id,
    token: order.accessToken,
    rating: rating ? Number(rating) : undefined,
    title: form.get("title") ?? undefined,
    body: form.get("body") ?? undefined,
    reviewerName: form.get("reviewerName") ?? undefined,
  };
}

export async function reviewPost(c: PageCtx): Promise<PageView> {
  c.header("Cache-Control", "private, no-store");
  const target = await reviewTarget(c);
  if (!target) return { ...(await notFound(c)), private: true };
  const { order, product } = target;
  const form = new URLSearchParams(await c.req.text().catch(() => ""));
  const posted = postedReview(form, order);
  const values: ReviewFormValues = {
    ...(Number.isInteger(posted.rating) ? { rating: posted.rating } : {}),
    title: posted.title ?? "",
    body: posted.body ?? "",
    reviewerName: posted.reviewerName ?? "",
  };
  const refuse = (message: string, status: 400 | 403 | 409) =>
    formPage(c, order, product, { done: false, message, values }, status);
  if (!sameOrigin(c) || !crumbMatches(c, form.get(CRUMB_FIELD) ?? undefined)) {
    c.set("renewCrumb", true);
    return refuse(SESSION_EXPIRED, 403);
  }
  const parsed = reviewBody.safeParse(posted);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? SESSION_EXPIRED, 400);
  const result = await submitReview(c.get("db"), c.get("website").id, product.id, parsed.data, Date.now());
  if (!result.ok)
    return result.reason === "duplicate" ? refuse(ALREADY_REVIEWED, 409) : refuse(ONLY_BUYERS_REVIEW, 403);
  return formPage(c, order, product, { done: true });
}
