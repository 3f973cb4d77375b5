// The order status page (page type 211) at /commerce/orders/{orderId}/status?token=…, linked from
// the confirmation email: the order's state in words, its lines, totals and address, whatever the
// state. Private and never cached; a wrong token and an unknown order answer the not-found page.
import type { OrderRow } from "../../db/orders";
import type { OrderStatus } from "../../db/schema";
import { trackingUrl } from "../../orders/tracking";
import { pageContext, siteContext } from "../context";
import { orderFromLink, orderView } from "../order-view";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { notFound } from "./not-found";

/** What the buyer reads for each state (cancelling is a moment on the way to cancelled). */
export const ORDER_STATE_TEXT: Record<OrderStatus, string> = {
  pending_payment: "Payment pending: we will email you when it is confirmed.",
  paid: "Paid: we are preparing your order.",
  fulfilled: "Fulfilled: your order is on its way.",
  cancelling: "Cancelled: you were not charged.",
  cancelled: "Cancelled: you were not charged.",
  partially_refunded: "Partly refunded.",
  refunded: "Refunded.",
};

/** A placed order (it has a number) that was cancelled had its payment refunded by the owner's cancel. */
const stateText = (order: OrderRow) =>
  (order.status === "cancelled" || order.status === "cancelling") && order.number !== null
    ? "Cancelled: your payment was refunded."
    : ORDER_STATE_TEXT[order.status];

/** The carrier and tracking number the owner gave at fulfilment, with the carrier's link when known. */
function tracking(order: OrderRow) {
  if (!order.trackingNumber) return null;
  return {
    carrier: order.carrier ?? "",
    number: order.trackingNumber,
    url: trackingUrl(order.carrier, order.trackingNumber) ?? null,
  };
}

export async function orderStatus(c: PageCtx): Promise<PageView> {
  const order = await orderFromLink(c);
  if (!order) return { ...(await notFound(c)), private: true };
  const [view] = await orderView(c, order);
  const site = await siteContext(c, c.req.path);
  const status = order.status === "cancelling" ? "cancelled" : order.status;
  return {
    template: "pages/order-status.page",
    private: true,
    context: pageContext(site, PageType.ORDER_STATUS, {
      pageTitle: order.number ? `Order #${order.number}` : "Your order",
      order: { ...view, status, stateText: stateText(order), tracking: tracking(order) },
    }),
  };
}
