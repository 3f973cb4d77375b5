// The orders the public API lists: placed orders, newest first, keyset by (createdOn, id), in the
// shape of publicOrder (worker/public-api/schemas.ts). A (partially) refunded order was fulfilled
// or not: its fulfilment time says which (the panel shows more).
import type { Db } from "../db/client";
import type { OrderRow } from "../db/orders";
import { linesByOrder } from "../db/orders";
import { placedOrdersAfter } from "../db/owner-orders";
import type { PublicOrder } from "./schemas";

const FULFILMENT: Record<OrderRow["status"], PublicOrder["fulfillmentStatus"]> = {
  pending_payment: "PENDING",
  paid: "PENDING",
  fulfilled: "FULFILLED",
  partially_refunded: "PENDING",
  refunded: "PENDING",
  cancelling: "CANCELED",
  cancelled: "CANCELED",
};

export async function listPublicOrders(
  db: Db,
  websiteId: string,
  after: readonly [number, string] | undefined,
  limit: number,
): Promise<PublicOrder[]> {
  const rows = await placedOrdersAfter(db, websiteId, after, limit);
  const lines = await linesByOrder(
    db,
    rows.map((order) => order.id),
  );
  return rows.map((order) => ({
    id: order.id,
    orderNumber: String(order.number),
    createdOn: order.createdOn,
    fulfillmentStatus: order.fulfilledOn !== null ? "FULFILLED" : FULFILMENT[order.status],
    customerEmail: order.email,
    grandTotal: { currency: order.currency, amountMinor: order.grandTotalCents },
    lineItems: lines.get(order.id)!.map((line) => ({
      productId: line.itemId,
      variantId: line.variantId,
      sku: line.sku,
      productName: line.title,
      quantity: line.quantity,
      unitPrice: { currency: order.currency, amountMinor: line.unitPriceCents },
    })),
  }));
}
