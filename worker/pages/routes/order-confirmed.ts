// The order page at /commerce/orders/{orderId}?token=…, where checkout sends the buyer: order
// confirmed (202) once paid, order received (207) while the payment is still pending (an
// asynchronous payment not yet settled). For whoever holds the link (the buyer's browser, the
// confirmation email). Private and never stored by a cache. A wrong token, an unknown order and a
// cancelled one all answer the not-found page, so the page reveals nothing.
// The confirmed page carries the purchase analytics event and the Order analytics shape as JSON.
import { orderAnalytics, purchaseEvent } from "../../orders/analytics";
import { isPlaced } from "../../orders/status";
import { orderStatusPath } from "../../orders/access";
import { pageContext, siteContext } from "../context";
import { orderFromLink, orderView } from "../order-view";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { notFound } from "./not-found";

export async function orderConfirmed(c: PageCtx): Promise<PageView> {
  const order = await orderFromLink(c);
  const received = order?.status === "pending_payment";
  if (!order || !(received || isPlaced(order.status))) return { ...(await notFound(c)), private: true };
  const [view, lines] = await orderView(c, order);
  const site = await siteContext(c, c.req.path);
  if (received) {
    return {
      template: "pages/order-received.page",
      private: true,
      context: pageContext(site, PageType.ORDER_RECEIVED, {
        pageTitle: "Order received",
        order: { ...view, statusUrl: orderStatusPath(order) },
      }),
    };
  }
  return {
    template: "pages/order-confirmed.page",
    private: true,
    context: pageContext(site, PageType.ORDER_CONFIRMED, {
      pageTitle: `Order #${order.number}`,
      order: { ...view, statusUrl: orderStatusPath(order) },
      analytics: { purchase: purchaseEvent(order, lines), order: orderAnalytics(order, lines) },
    }),
  };
}
