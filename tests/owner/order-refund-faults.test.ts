// Refunds and cancels when the payment provider fails: a refund it cannot make now stays pending
// (the amount held on the order) and a retry with the same key refunds once; a refund it refuses
// gives the amount back to the order (its status too); a cancel whose refund fails stays
// cancelling and a second cancel finishes it, refunding once.
import { describe, expect, it } from "vitest";
import { findOrder, type OrderRow } from "../../worker/db/orders";
import { findRefund } from "../../worker/db/order-changes";
import { cancelPlacedOrder, CANCEL_REFUND_PENDING } from "../../worker/orders/owner-cancel";
import { refundOrder, REFUND_FAILED, REFUND_RETRY } from "../../worker/orders/refund";
import type { PaymentError, PaymentProvider } from "../../worker/payments/provider";
import { testPaymentProvider } from "../../worker/payments/test-provider";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import {
  CHECKOUT,
  checkoutBody,
  db,
  deps,
  newProduct,
  paymentsFor,
  stockOf,
  visitor,
} from "../orders/fixtures";

async function placeOrder(): Promise<{ order: OrderRow; variantId: string }> {
  const product = await newProduct(4, { priceCents: 2500 });
  const res = await (
    await visitor()
  ).post(CHECKOUT, checkoutBody({ express: { itemId: product.itemId, quantity: 2 } }));
  expect(res.status).toBe(200);
  const { orderId } = (await res.json()) as { orderId: string };
  return { order: (await findOrder(db, DEMO_WEBSITE_ID, orderId))!, variantId: product.variantId };
}

/** The test provider, but its refunds fail with `error`. */
const refusing = (error: PaymentError): PaymentProvider => ({
  ...testPaymentProvider(db),
  refundPayment: async () => ({ ok: false, error }),
});
const TIMEOUT: PaymentError = { kind: "retryable", message: "x", detail: "timeout" };
const REFUSED: PaymentError = { kind: "invalid", message: "x", detail: "charge_already_refunded" };

const current = async (order: OrderRow) => (await findOrder(db, order.websiteId, order.id))!;

describe("a refund the provider cannot make just now", () => {
  it("stays pending with its amount held, and a retry with the same key refunds once", async () => {
    const { order } = await placeOrder();
    const input = { amountCents: 700, to: "payment" as const, refundKey: `fault-${crypto.randomUUID()}` };
    const first = await refundOrder(deps({ payments: refusing(TIMEOUT) }), order, input, "owner@example.com");
    expect(first).toEqual({ ok: false, status: 503, message: REFUND_RETRY });
    expect(await current(order)).toMatchObject({ status: "partially_refunded", refundedCents: 700 });
    expect((await findRefund(db, order.id, input.refundKey))!.status).toBe("pending");
    expect((await paymentsFor(order.id))[0]!.refundedMinor).toBe(0);

    const again = await refundOrder(deps(), await current(order), input, "owner@example.com");
    expect(again.ok).toBe(true);
    const twice = await refundOrder(deps(), await current(order), input, "owner@example.com");
    expect(twice.ok).toBe(true);
    expect((await findRefund(db, order.id, input.refundKey))!.status).toBe("succeeded");
    expect((await paymentsFor(order.id))[0]!.refundedMinor).toBe(700);
    expect((await current(order)).refundedCents).toBe(700);
  });
});

describe("a refund the provider refuses", () => {
  it("gives the amount back to the order, which is paid again, and marks the refund failed", async () => {
    const { order } = await placeOrder();
    const input = { amountCents: 700, to: "payment" as const, refundKey: `fault-${crypto.randomUUID()}` };
    const refused = await refundOrder(
      deps({ payments: refusing(REFUSED) }),
      order,
      input,
      "owner@example.com",
    );
    expect(refused).toEqual({ ok: false, status: 409, message: REFUND_FAILED });
    expect(await current(order)).toMatchObject({
      status: "paid",
      refundedCents: 0,
      refundedToPaymentCents: 0,
    });
    expect((await findRefund(db, order.id, input.refundKey))!.status).toBe("failed");
  });
});

describe("a cancel whose refund fails", () => {
  it("stays cancelling with its stock back, and a second cancel refunds once and finishes", async () => {
    const { order, variantId } = await placeOrder();
    const failed = await cancelPlacedOrder(deps({ payments: refusing(TIMEOUT) }), order, "owner@example.com");
    expect(failed).toEqual({ ok: false, status: 503, message: CANCEL_REFUND_PENDING });
    expect((await current(order)).status).toBe("cancelling");
    expect(await stockOf(variantId)).toBe(4);

    const done = await cancelPlacedOrder(deps(), await current(order), "owner@example.com");
    expect(done.ok && done.order.status).toBe("cancelled");
    expect(await stockOf(variantId)).toBe(4);
    expect((await paymentsFor(order.id))[0]!.refundedMinor).toBe(order.amountDueCents);
  });
});
