// The Order analytics shape (spec section 3) and the purchase event (section 7) of a paid order,
// recorded once through the EVENTS queue.
import { describe, expect, it } from "vitest";
import { localRawEvents } from "../../worker/analytics/raw-events";
import { orderAnalytics, purchaseEvent } from "../../worker/orders/analytics";
import { orderLinesOf } from "../../worker/db/orders";
import { ORDER_TRANSITIONS, canMove } from "../../worker/orders/status";
import { eventually } from "../email/helpers";
import { CHECKOUT, checkoutBody, db, newProduct, orderRow, visitor } from "./fixtures";

describe("a paid order in analytics", () => {
  it("has the spec's Order shape and purchase event, recorded once on the EVENTS queue", async () => {
    const product = await newProduct(4, { priceCents: 1250 });
    const v = await visitor();
    await v.add(product.itemId, product.sku, 3);
    const res = await v.post(CHECKOUT, checkoutBody());
    const { orderId } = (await res.json()) as { orderId: string };
    const order = await orderRow(orderId);
    const lines = await orderLinesOf(db, orderId);

    const shape = orderAnalytics(order, lines);
    expect(Object.keys(shape).sort()).toEqual(
      [
        "id",
        "purchasedCartId",
        "testMode",
        "websiteId",
        "items",
        "grandTotal",
        "shippingTotal",
        "taxTotal",
      ].sort(),
    );
    expect(shape).toMatchObject({
      id: orderId,
      purchasedCartId: order.cartId,
      testMode: true,
      websiteId: "site_demo",
      items: [
        {
          sku: product.sku,
          productName: `Test item ${product.itemId}`,
          quantity: 3,
          unitPrice: { currency: "USD", value: "12.50" },
        },
      ],
      grandTotal: { currency: "USD", value: (order.grandTotalCents / 100).toFixed(2) },
      shippingTotal: { currency: "USD", value: (order.shippingCents / 100).toFixed(2) },
      taxTotal: { currency: "USD", value: (order.taxCents / 100).toFixed(2) },
    });
    expect(purchaseEvent(order, lines)).toEqual({
      transactionId: String(order.number),
      currency: "USD",
      value: (order.grandTotalCents / 100).toFixed(2),
      shipping: (order.shippingCents / 100).toFixed(2),
      tax: (order.taxCents / 100).toFixed(2),
      items: [{ sku: product.sku, name: `Test item ${product.itemId}`, quantity: 3, price: "12.50" }],
    });

    // Raw events go to the local stand-in of Analytics Engine in tests (worker/analytics/raw-events.ts).
    const recorded = () =>
      localRawEvents.filter(
        (e) => e.kind === "purchase" && (e.payload as { order?: { id?: string } }).order?.id === orderId,
      );
    // The EVENTS consumer batches for up to 5 seconds (wrangler.toml).
    await eventually(async () => recorded().length === 1, 12_000);
    expect(recorded()[0]!.payload).toEqual({ order: shape, purchase: purchaseEvent(order, lines) });
  }, 20_000);
});

describe("the order state machine", () => {
  it("moves only along its documented transitions", () => {
    expect(canMove("pending_payment", "paid")).toBe(true);
    expect(canMove("pending_payment", "cancelling")).toBe(true);
    expect(canMove("cancelling", "cancelled")).toBe(true);
    expect(canMove("paid", "refunded")).toBe(true);
    expect(canMove("paid", "cancelled")).toBe(false);
    expect(canMove("cancelled", "paid")).toBe(false);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });
});
