// What the order pages (202 confirmed, 207 received, 211 status) show of an order, and the lookup
// behind their links: the order id in the path and its access token in the query, compared in
// constant time. A wrong or missing token and an unknown order look the same (undefined).
import { formatMinorUnits } from "../commerce/money";
import { findOrder, orderLinesOf, type OrderLineRow, type OrderRow } from "../db/orders";
import { tokenMatches } from "../orders/access";
import { downloadLinks, type DownloadEnv } from "../orders/downloads";
import { includedTaxText, shownLineTotalCents } from "../pricing/tax-display";
import { reviewedPositions } from "../db/reviews";
import { reviewLinks } from "../reviews/order-links";
import type { PageCtx } from "./page";

export async function orderFromLink(c: PageCtx): Promise<OrderRow | undefined> {
  const orderId = c.req.param("orderId") ?? "";
  const token = c.req.query("token") ?? "";
  if (orderId.length > 64 || !token) return undefined;
  const order = await findOrder(c.get("db"), c.get("website").id, orderId);
  return order && tokenMatches(order.accessToken, token) ? order : undefined;
}

export async function orderView(c: PageCtx, order: OrderRow) {
  const lines = await orderLinesOf(c.get("db"), order.id);
  const [downloads, reviewed] = await Promise.all([
    downloadLinks(c.env as Env & DownloadEnv, order, lines, Date.now()),
    reviewedPositions(c.get("db"), c.get("website").id, order.id),
  ]);
  const reviews = reviewLinks(order, lines, reviewed);
  return [{ ...view(order, lines, c.get("website").language), downloads, reviews }, lines] as const;
}

function view(order: OrderRow, lines: readonly OrderLineRow[], locale: string) {
  const money = (cents: number) => formatMinorUnits(cents, order.currency, locale);
  return {
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
      total: money(shownLineTotalCents(l)),
    })),
    subtotal: money(order.subtotalCents),
    discount: order.discountCents > 0 ? money(order.discountCents) : null,
    shipping: money(order.shippingCents),
    shippingOption: order.shippingOptionName,
    // A separate tax line, or 'Including £2.00 VAT' under the total (docs/taxes.md).
    tax: order.taxIncluded ? null : money(order.taxCents),
    includedTax:
      order.taxIncluded && order.taxCents > 0 ? includedTaxText(money(order.taxCents), order.taxName) : null,
    total: money(order.grandTotalCents),
    giftCard: order.giftCardCents > 0 ? money(order.giftCardCents) : null,
    paid: money(order.amountDueCents),
    address: order.shippingAddress,
  };
}
