// Checkouts that stop half way: a fault right after the payment succeeded is recovered by the
// same checkout id and by the sweep, without a second charge; a payment provider that does not
// answer leaves the order pending until a retry or the sweep settles it.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { orders } from "../../worker/db/schema";
import { STUCK_AFTER_MS } from "../../worker/orders/sweep";
import { eq } from "drizzle-orm";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { placeOrder, type PlaceOrderInput } from "../../worker/orders/place-order";
import { sweepOrders } from "../../worker/orders/sweep";
import { PAYMENT_FAILED, PAYMENT_UNAVAILABLE } from "../../worker/payments/messages";
import { testPaymentProvider } from "../../worker/payments/test-provider";
import type { PaymentProvider } from "../../worker/payments/provider";
import { emailOutbox, testPaymentRequests } from "../../worker/db/schema";
import { ProductTypeCode } from "../../worker/db/catalog-types";
import {
  db,
  deps,
  newCheckoutId,
  newCoupon,
  newProduct,
  orderRow,
  paymentsFor,
  stockOf,
  TEST_CARD,
  usesOf,
} from "./fixtures";

async function input(stock: number, overrides: Partial<PlaceOrderInput> = {}) {
  const product = await newProduct(stock, { priceCents: 3000 });
  const order: PlaceOrderInput = {
    websiteId: DEMO_WEBSITE_ID,
    currency: "USD",
    locale: "en-US",
    origin: "http://localhost",
    checkoutId: newCheckoutId(),
    email: "ada@example.com",
    address: {
      name: "Ada",
      line1: "1 Main St",
      line2: "",
      city: "New York",
      region: "NY",
      postalCode: "10001",
      country: "US",
    },
    location: { country: "US", region: "NY", postalCode: "10001" },
    shippingOptionId: null,
    couponCodes: [],
    giftCardCode: null,
    paymentMethod: TEST_CARD,
    lines: [
      {
        itemId: product.itemId,
        sku: product.sku,
        title: "Test item",
        attributes: {},
        unitPriceCents: 3000,
        quantity: 2,
        productType: ProductTypeCode.PHYSICAL,
        currency: "USD",
        additionalFields: null,
      },
    ],
    cartId: null,
    ...overrides,
  };
  return { order, product };
}

const crashAfterPayment = deps({
  faults: {
    afterPayment: () => {
      throw new Error("the worker died after the payment");
    },
  },
});

const emailsFor = (orderId: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, `order-confirmation:${orderId}`))
    .all();

describe("a fault after the payment succeeded", () => {
  it("is recovered by retrying the same checkout id, charging once", async () => {
    const coupon = await newCoupon(3);
    const { order, product } = await input(5, { couponCodes: [coupon.code] });
    await expect(placeOrder(crashAfterPayment, order)).rejects.toThrow("the worker died");

    const pending = (await db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.checkoutId, order.checkoutId),
    }))!;
    expect(pending).toMatchObject({ status: "pending_payment", number: null });
    expect(await paymentsFor(pending.id)).toMatchObject([{ status: "succeeded" }]);
    expect(await stockOf(product.variantId)).toBe(3);

    const retried = await placeOrder(deps(), order);
    expect(retried).toMatchObject({ ok: true, order: { id: pending.id, status: "paid" } });
    const payments = await paymentsFor(pending.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.amountMinor).toBe(pending.amountDueCents);
    expect(await stockOf(product.variantId)).toBe(3);
    expect(await usesOf(coupon.id)).toBe(1);
    expect(await emailsFor(pending.id)).toHaveLength(1);

    // Once more: the same order, nothing new.
    expect(await placeOrder(deps(), order)).toMatchObject({
      ok: true,
      order: { id: pending.id, number: retried.ok ? retried.order.number : -1 },
    });
    expect(await paymentsFor(pending.id)).toHaveLength(1);
    expect(await emailsFor(pending.id)).toHaveLength(1);
  });

  it("is recovered by the sweep, without the card and without a second charge", async () => {
    const { order, product } = await input(5);
    await expect(placeOrder(crashAfterPayment, order)).rejects.toThrow();
    const pending = (await db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.checkoutId, order.checkoutId),
    }))!;

    // Not yet stuck: the sweep leaves a checkout that may still be running alone.
    await sweepOrders(deps());
    expect((await orderRow(pending.id)).status).toBe("pending_payment");

    const swept = await sweepOrders(deps(), 0);
    expect(swept.completed).toBeGreaterThanOrEqual(1);
    const paid = await orderRow(pending.id);
    expect(paid).toMatchObject({ status: "paid", testMode: true });
    expect(paid.number).toBeGreaterThan(0);
    expect(await paymentsFor(pending.id)).toHaveLength(1);
    expect(await stockOf(product.variantId)).toBe(3);
    expect(await emailsFor(pending.id)).toHaveLength(1);
  });

  it("is recovered by the worker's scheduled handler once stuck for STUCK_AFTER_MS", async () => {
    const { order } = await input(5);
    await expect(placeOrder(crashAfterPayment, order)).rejects.toThrow();
    const pending = (await db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.checkoutId, order.checkoutId),
    }))!;
    await db
      .update(orders)
      .set({ updatedOn: Date.now() - STUCK_AFTER_MS - 1000 })
      .where(eq(orders.id, pending.id));
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), env);
    expect(await orderRow(pending.id)).toMatchObject({ status: "paid" });
    expect(await paymentsFor(pending.id)).toHaveLength(1);
    expect(await emailsFor(pending.id)).toHaveLength(1);
  });

  it("is recovered even when the payment id was never stored (found again by its idempotency key)", async () => {
    const { order } = await input(5);
    // The worker dies right after the provider answered, before the payment id reached D1.
    const base = testPaymentProvider(db);
    let created = false;
    const forgetful: PaymentProvider = {
      ...base,
      kind: base.kind,
      async createPayment(i) {
        const r = await base.createPayment(i);
        if (!created) {
          created = true;
          const c = await base.confirmPayment({
            paymentId: (r as any).value.id,
            paymentMethod: TEST_CARD,
            idempotencyKey: `${i.idempotencyKey}:1`,
          });
          expect(c.ok).toBe(true);
          throw new Error("died before storing the payment id");
        }
        return r;
      },
    };
    await expect(placeOrder(deps({ payments: forgetful }), order)).rejects.toThrow("died before");
    const pending = (await db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.checkoutId, order.checkoutId),
    }))!;
    expect(pending.paymentId).toBeNull();
    await sweepOrders(deps({ payments: forgetful }), 0);
    expect(await orderRow(pending.id)).toMatchObject({ status: "paid" });
    expect(await paymentsFor(pending.id)).toHaveLength(1);
    const keys = await db
      .select()
      .from(testPaymentRequests)
      .where(eq(testPaymentRequests.idempotencyKey, `checkout:${pending.id}`))
      .all();
    expect(keys).toHaveLength(1);
  });
});

describe("a payment provider that does not answer", () => {
  const unreachable = (): PaymentProvider => {
    const base = testPaymentProvider(db);
    return {
      ...base,
      kind: base.kind,
      confirmPayment: async () => ({
        ok: false,
        error: { kind: "retryable", message: PAYMENT_UNAVAILABLE, detail: "timeout" },
      }),
    };
  };

  it("leaves the order pending (stock held) and says to try again; the sweep gives everything back", async () => {
    const coupon = await newCoupon(3);
    const { order, product } = await input(5, { couponCodes: [coupon.code] });
    const first = await placeOrder(deps({ payments: unreachable() }), order);
    expect(first).toMatchObject({ ok: false, status: 503, message: PAYMENT_UNAVAILABLE });
    const pending = (await db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.checkoutId, order.checkoutId),
    }))!;
    expect(pending.status).toBe("pending_payment");
    expect(await stockOf(product.variantId)).toBe(3);

    // Nobody retried: the payment was never confirmed, so the sweep abandons the order.
    await sweepOrders(deps(), 0);
    expect(await orderRow(pending.id)).toMatchObject({ status: "cancelled", failureMessage: PAYMENT_FAILED });
    expect(await stockOf(product.variantId)).toBe(5);
    expect(await usesOf(coupon.id)).toBe(0);
    expect(await paymentsFor(pending.id)).toMatchObject([{ status: "requires_payment_method" }]);
  });

  it("completes when the visitor retries once the provider is back", async () => {
    const { order, product } = await input(5);
    expect(await placeOrder(deps({ payments: unreachable() }), order)).toMatchObject({
      ok: false,
      status: 503,
    });
    const retried = await placeOrder(deps(), order);
    expect(retried).toMatchObject({ ok: true, order: { status: "paid" } });
    expect(await stockOf(product.variantId)).toBe(3);
    if (retried.ok) expect(await paymentsFor(retried.order.id)).toMatchObject([{ status: "succeeded" }]);
  });
});

describe("a payment that succeeds after the sweep gave up on its order", () => {
  it("is refunded, and the order stays cancelled with its stock back", async () => {
    const { order, product } = await input(5);
    const base = testPaymentProvider(db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let confirming!: () => void;
    const started = new Promise<void>((resolve) => (confirming = resolve));
    const slow: PaymentProvider = {
      ...base,
      kind: base.kind,
      async confirmPayment(i) {
        confirming();
        await gate;
        return base.confirmPayment(i);
      },
    };
    const late = placeOrder(deps({ payments: slow }), order);
    await started;
    const pending = (await db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.checkoutId, order.checkoutId),
    }))!;
    await sweepOrders(deps(), 0);
    expect(await orderRow(pending.id)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(product.variantId)).toBe(5);

    release();
    expect(await late).toMatchObject({ ok: false, status: 409 });
    expect(await orderRow(pending.id)).toMatchObject({ status: "cancelled", number: null });
    const [payment] = await paymentsFor(pending.id);
    expect(payment).toMatchObject({ status: "succeeded", refundedMinor: pending.amountDueCents });
  });
});
