// The owner's orders as CSV rows (GET /api/owner/orders/export.csv): one row per order, money as
// a decimal in the order's currency (the store's), dates in ISO 8601 UTC. Quoting and the
// formula-injection guard are worker/catalog-admin/csv.ts's, as for the product export.
import type { OrderLineRow, OrderRow } from "../db/orders";
import { moneyJson } from "../db/money-json";

export const ORDER_CSV_HEADER = [
  "Order",
  "Placed on",
  "Status",
  "Email",
  "Name",
  "Address line 1",
  "Address line 2",
  "City",
  "Region",
  "Postal code",
  "Country",
  "Items",
  "Currency",
  "Subtotal",
  "Discount",
  "Shipping",
  "Tax",
  // "yes": the amounts hold the tax (shown 'Including …'); "no": the tax was added to them.
  "Tax included",
  "Total",
  "Paid by gift card",
  "Refunded",
  "Carrier",
  "Tracking number",
  "Test order",
] as const;

const itemsText = (lines: readonly OrderLineRow[]) =>
  lines
    .map((l) => {
      const variant = Object.values(l.attributes).join(", ");
      return `${l.quantity} × ${l.title}${variant ? ` (${variant})` : ""} [${l.sku}]`;
    })
    .join("; ");

export function orderCsvRows(
  orders: readonly OrderRow[],
  lines: ReadonlyMap<string, OrderLineRow[]>,
): string[][] {
  return [
    [...ORDER_CSV_HEADER],
    ...orders.map((o) => {
      const money = (cents: number) => moneyJson(cents, o.currency).value;
      const a = o.shippingAddress;
      return [
        String(o.number ?? ""),
        new Date(o.paidOn ?? o.createdOn).toISOString(),
        o.status,
        o.email,
        a?.name ?? "",
        a?.line1 ?? "",
        a?.line2 ?? "",
        a?.city ?? "",
        a?.region ?? "",
        a?.postalCode ?? "",
        a?.country ?? "",
        itemsText(lines.get(o.id) ?? []),
        o.currency,
        money(o.subtotalCents),
        money(o.discountCents),
        money(o.shippingCents),
        money(o.taxCents),
        o.taxIncluded ? "yes" : "no",
        money(o.grandTotalCents),
        money(o.giftCardCents),
        money(o.refundedCents),
        o.carrier ?? "",
        o.trackingNumber ?? "",
        o.testMode ? "yes" : "no",
      ];
    }),
  ];
}
