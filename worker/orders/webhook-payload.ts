// The `data` of an order.placed webhook (worker/connections/webhooks/): what an automation needs
// to act on a new order, with money in minor units beside its currency, as the order stores it.
import type { OrderLineRow, OrderRow } from "../db/orders";

export function orderPlaced(order: OrderRow, lines: OrderLineRow[]) {
  return {
    orderId: order.id,
    orderNumber: order.number,
    email: order.email,
    testMode: order.testMode,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    // The amounts hold the tax (prices shown with VAT/GST) rather than adding it (docs/taxes.md).
    taxIncluded: order.taxIncluded,
    taxName: order.taxName,
    grandTotalCents: order.grandTotalCents,
    shippingAddress: order.shippingAddress ?? null,
    paidOn: order.paidOn,
    lines: lines.map((line) => ({
      sku: line.sku,
      title: line.title,
      attributes: line.attributes,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
  };
}
