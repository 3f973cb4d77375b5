// A buyer's review (docs/reviews.md): the order's id and its link token (the proof the order pages
// use) show the visitor bought the product; the order must be paid. One review per order line: the
// first line of this product not yet reviewed is taken, so two variants bought in one order can
// each be reviewed. The review waits, pending, for the owner to publish it.
import type { Db } from "../db/client";
import { findOrder, orderLinesOf } from "../db/orders";
import { insertReview, reviewedPositions } from "../db/reviews";
import { tokenMatches } from "../orders/access";
import type { z } from "zod";
import type { reviewBody } from "./inputs";
import { REVIEWABLE } from "./order-links";

export type SubmitResult = { ok: true; id: string } | { ok: false; reason: "not-buyer" | "duplicate" };

export async function submitReview(
  db: Db,
  websiteId: string,
  productId: string,
  input: z.output<typeof reviewBody>,
  now: number,
): Promise<SubmitResult> {
  const order = await findOrder(db, websiteId, input.orderId);
  if (!order || !tokenMatches(order.accessToken, input.token) || !REVIEWABLE.includes(order.status))
    return { ok: false, reason: "not-buyer" };
  const lines = (await orderLinesOf(db, order.id)).filter((l) => l.itemId === productId);
  if (lines.length === 0) return { ok: false, reason: "not-buyer" };
  const reviewed = await reviewedPositions(db, websiteId, order.id);
  const line = lines.find((l) => !reviewed.has(l.position));
  if (!line) return { ok: false, reason: "duplicate" };
  const id = `rev_${crypto.randomUUID()}`;
  const inserted = await insertReview(db, {
    id,
    websiteId,
    productId,
    orderId: order.id,
    orderLinePosition: line.position,
    rating: input.rating,
    title: input.title,
    body: input.body,
    reviewerName: input.reviewerName,
    status: "pending",
    createdAt: now,
  });
  return inserted ? { ok: true, id } : { ok: false, reason: "duplicate" };
}
