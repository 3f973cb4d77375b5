// The order confirmed page (page type 202) at /commerce/orders/{orderId}?token=…: the order's
// number, lines, totals and address, for whoever holds the link (the buyer's browser, the
// confirmation email). Private and never stored by a cache. A wrong token, an unknown order and
// an order that was not placed all answer the not-found page, so the page reveals nothing.
// The page carries the purchase analytics event and the Order analytics shape as JSON.
import { formatMinorUnits } from "../../commerce/money";
import { findOrder, orderLinesOf } from "../../db/orders";
import { tokenMatches } from "../../orders/access";
import { orderAnalytics, purchaseEvent } from "../../orders/analytics";
import { isPlaced } from "../../orders/status";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { notFound } from "./not-found";

export async function orderConfirmed(c: PageCtx): Promise<PageView> {
  const website = c.get("website");
  const db = c.get("db");
  const orderId = c.req.param("orderId") ?? "";
  const token = c.req.query("token") ?? "";
  const order = orderId.length <= 64 ? await findOrder(db, website.id, orderId) : undefined;
  if (!order || !token || !tokenMatches(order.accessToken, token) || !isPlaced(order.status)) {
    return { ...(await notFound(c)), private: true };
  }
  const lines = await orderLinesOf(db, order.id);
  const locale = website.language;
  const money = (cents: number) => formatMinorUnits(cents, order.currency, locale);
  const site = await siteContext(c, c.req.path);
  return {
    template: "pages/order-confirmed.page",
    private: true,
    context: pageContext(site, PageType.ORDER_CONFIRMED, {
      pageTitle: `Order #${order.number}`,
      order: {
        number: order.number,
        email: order.email,
        testMode: order.testMode,
        lines: lines.map((l) => ({
          title: l.title,
          sku: l.sku,
          variant: Object.entries(l.attributes)
            .map(([k, v]) => `${k}: ${v}`)
            .join(", "),
          quantity: l.quantity,
          unitPrice: money(l.unitPriceCents),
          total: money(l.unitPriceCents * l.quantity),
        })),
        subtotal: money(order.subtotalCents),
        discount: order.discountCents > 0 ? money(order.discountCents) : null,
        shipping: money(order.shippingCents),
        shippingOption: order.shippingOptionName,
        tax: money(order.taxCents),
        total: money(order.grandTotalCents),
        giftCard: order.giftCardCents > 0 ? money(order.giftCardCents) : null,
        paid: money(order.amountDueCents),
        address: order.shippingAddress,
      },
      analytics: { purchase: purchaseEvent(order, lines), order: orderAnalytics(order, lines) },
    }),
  };
}
