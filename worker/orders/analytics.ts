// A paid order as analytics sees it: the Order analytics shape of spec section 3 (id,
// purchasedCartId, testMode, websiteId, items (sku, productName, quantity, unitPrice),
// grandTotal, shippingTotal, taxTotal; money with decimalValue or value) and the purchase event of
// section 7 (transaction id, value, shipping, tax, items). The order confirmed page carries both
// as JSON for the page's scripts (social pixels' Purchase), and the worker records them once on the
// EVENTS queue when the order is paid.
import type { OrderLineRow, OrderRow } from "../db/orders";
import { moneyJson, type MoneyJson } from "../db/money-json";

export interface OrderAnalytics {
  id: string;
  purchasedCartId: string | null;
  testMode: boolean;
  websiteId: string;
  items: { sku: string; productName: string; quantity: number; unitPrice: MoneyJson }[];
  grandTotal: MoneyJson;
  shippingTotal: MoneyJson;
  taxTotal: MoneyJson;
}

export interface PurchaseEvent {
  /** The order number customers and owners see (the order id is in OrderAnalytics). */
  transactionId: string;
  currency: string;
  /** Decimal strings in the currency's major unit, as the money JSON's `value`. */
  value: string;
  shipping: string;
  tax: string;
  items: { sku: string; name: string; quantity: number; price: string }[];
}

export function orderAnalytics(order: OrderRow, lines: readonly OrderLineRow[]): OrderAnalytics {
  const money = (cents: number) => moneyJson(cents, order.currency);
  return {
    id: order.id,
    purchasedCartId: order.cartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    items: lines.map((l) => ({
      sku: l.sku,
      productName: l.title,
      quantity: l.quantity,
      unitPrice: money(l.unitPriceCents),
    })),
    grandTotal: money(order.grandTotalCents),
    shippingTotal: money(order.shippingCents),
    taxTotal: money(order.taxCents),
  };
}

export function purchaseEvent(order: OrderRow, lines: readonly OrderLineRow[]): PurchaseEvent {
  const value = (cents: number) => moneyJson(cents, order.currency).value;
  return {
    transactionId: String(order.number ?? order.id),
    currency: order.currency,
    value: value(order.grandTotalCents),
    shipping: value(order.shippingCents),
    tax: value(order.taxCents),
    items: lines.map((l) => ({
      sku: l.sku,
      name: l.title,
      quantity: l.quantity,
      price: value(l.unitPriceCents),
    })),
  };
}
