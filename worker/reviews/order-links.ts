// The order pages' "Review this product" links (docs/reviews.md): one per product of a paid order,
// leading to the review form (worker/pages/routes/review.ts) with the order's own proof in its
// address; a product whose every line of the order is reviewed says so instead.
import type { OrderLineRow, OrderRow } from "../db/orders";
import type { OrderStatus } from "../db/schema";

/** Orders whose buyer may review: paid, and still so after fulfilment or a partial refund. */
export const REVIEWABLE: readonly OrderStatus[] = ["paid", "fulfilled", "partially_refunded"];

export const reviewPagePath = (order: Pick<OrderRow, "id" | "accessToken">, itemId: string) =>
  `/commerce/orders/${encodeURIComponent(order.id)}/reviews/${encodeURIComponent(itemId)}` +
  `?token=${encodeURIComponent(order.accessToken)}`;

export function reviewLinks(order: OrderRow, lines: readonly OrderLineRow[], reviewed: ReadonlySet<number>) {
  if (!REVIEWABLE.includes(order.status)) return [];
  const byItem = new Map<string, { title: string; url: string; reviewed: boolean }>();
  for (const line of lines) {
    const done = reviewed.has(line.position);
    const seen = byItem.get(line.itemId);
    if (seen) seen.reviewed &&= done;
    else
      byItem.set(line.itemId, { title: line.title, url: reviewPagePath(order, line.itemId), reviewed: done });
  }
  return [...byItem.values()];
}
