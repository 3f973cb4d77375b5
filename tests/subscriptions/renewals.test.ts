// Renewals by the Cron Trigger: each due subscription gets its next order through the checkout
// saga, charged off session to the saved card, once per cycle however often the run repeats;
// after its last cycle a plan is COMPLETED, a refused renewal leaves it PAST_DUE.
import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOT_ENOUGH_STOCK } from "../../worker/commerce/messages";
import { orderLinesOf } from "../../worker/db/orders";
import {
  emailOutbox,
  orders,
  productVariants,
  subscriptions,
  testPaymentRequests,
} from "../../worker/db/schema";
import { markPastDueAndEmail, pastDueEmailKey } from "../../worker/subscriptions/past-due-email";
import { CARD_DECLINED } from "../../worker/payments/messages";
import { runScheduled } from "../../worker/scheduled";
import { billingDate } from "../../worker/subscriptions/billing-dates";
import {
  renewalCheckoutId,
  renewDueSubscriptions,
  renewSubscription,
} from "../../worker/subscriptions/renew";
import { deps, paymentsFor, stockOf } from "../orders/fixtures";
import { db, makeDue, newSubscribable, subscribe, subscriptionRow } from "./fixtures";

const renewalOrders = (subscriptionId: string) =>
  db
    .select()
    .from(orders)
    .where(like(orders.checkoutId, `renewal:${subscriptionId}:%`))
    .all();

describe("a renewal", () => {
  it("run twice (two overlapping runs, then a third) creates one order, one charge and one cycle", async () => {
    const product = await newSubscribable(10, { priceCents: 1800 });
    const { subscription: sub } = await subscribe(product, 2);
    expect(await stockOf(product.variantId)).toBe(8);
    // The catalogue price changes after the start: renewals keep the price agreed.
    await db
      .update(productVariants)
      .set({ priceCents: 2500 })
      .where(eq(productVariants.id, product.variantId));
    await makeDue(sub.id);

    await Promise.all([renewDueSubscriptions(deps()), renewDueSubscriptions(deps())]);
    await renewDueSubscriptions(deps());
    // A run that read the subscription before the cycle was recorded changes nothing either.
    expect(await renewSubscription(deps(), sub)).toBe("skipped");

    const renewals = await renewalOrders(sub.id);
    expect(renewals).toHaveLength(1);
    const order = renewals[0]!;
    expect(order).toMatchObject({
      checkoutId: renewalCheckoutId(sub.id, 2),
      status: "paid",
      email: sub.email,
      subtotalCents: 3600,
      paymentCustomerId: sub.paymentCustomerId,
      shippingAddress: sub.shippingAddress,
    });
    expect(order.number).toBeGreaterThan(0);
    expect((await orderLinesOf(db, order.id)).map((l) => [l.sku, l.quantity, l.unitPriceCents])).toEqual([
      [product.sku, 2, 1800],
    ]);
    expect(await paymentsFor(order.id)).toHaveLength(1);
    expect(await stockOf(product.variantId)).toBe(6);

    const after = await subscriptionRow(sub.id);
    expect(after).toMatchObject({ status: "ACTIVE", cyclesBilled: 2, lastOrderId: order.id });
    expect(after.nextBillingOn).toBe(billingDate(sub.startedOn!, sub.plan, 2));
  });

  it("charges the saved card through the saga's confirmation key (checkout:<order id>:1)", async () => {
    const product = await newSubscribable(null);
    const { subscription: sub } = await subscribe(product);
    await makeDue(sub.id);
    expect(await renewSubscription(deps(), await subscriptionRow(sub.id))).toBe("renewed");
    const [order] = await renewalOrders(sub.id);
    const confirm = await db
      .select()
      .from(testPaymentRequests)
      .where(eq(testPaymentRequests.idempotencyKey, `checkout:${order!.id}:1`))
      .get();
    expect(confirm?.response).toMatchObject({ ok: true, value: { status: "succeeded" } });
  });

  it("completes the plan after numBillingCycles payments and bills no more", async () => {
    const plan = { billingPeriod: { value: 1, unit: "WEEK" as const }, numBillingCycles: 3 };
    const product = await newSubscribable(null, { plan });
    const { subscription: sub } = await subscribe(product);
    await makeDue(sub.id);
    await renewDueSubscriptions(deps());
    expect(await subscriptionRow(sub.id)).toMatchObject({ status: "ACTIVE", cyclesBilled: 2 });
    await makeDue(sub.id);
    await renewDueSubscriptions(deps());
    expect(await subscriptionRow(sub.id)).toMatchObject({
      status: "COMPLETED",
      cyclesBilled: 3,
      nextBillingOn: null,
    });
    await db
      .update(subscriptions)
      .set({ nextBillingOn: Date.now() - 1 })
      .where(eq(subscriptions.id, sub.id));
    await renewDueSubscriptions(deps());
    const renewals = await renewalOrders(sub.id);
    expect(renewals.map((o) => [o.checkoutId, o.status]).sort()).toEqual([
      [renewalCheckoutId(sub.id, 2), "paid"],
      [renewalCheckoutId(sub.id, 3), "paid"],
    ]);
  });

  it("declined marks the subscription PAST_DUE with the decline's message, gives the stock back and is not retried", async () => {
    const product = await newSubscribable(4);
    const { subscription: sub } = await subscribe(product);
    // The saved card stops working (expired, cancelled by the bank).
    await db
      .update(subscriptions)
      .set({ paymentMethodId: "pm_card_chargeDeclined" })
      .where(eq(subscriptions.id, sub.id));
    await makeDue(sub.id);
    const counts = await renewDueSubscriptions(deps());
    expect(counts.past_due).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(sub.id)).toMatchObject({
      status: "PAST_DUE",
      cyclesBilled: 1,
      failureMessage: CARD_DECLINED,
    });
    expect(await stockOf(product.variantId)).toBe(3);
    await renewDueSubscriptions(deps());
    const renewals = await renewalOrders(sub.id);
    expect(renewals.map((o) => o.status)).toEqual(["cancelled"]);
    // The customer is told, once.
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, pastDueEmailKey(sub.id, 2)))
      .all();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: sub.email,
      subject: `We could not renew your subscription to ${sub.title}`,
    });
    expect(emails[0]!.textBody).toContain(CARD_DECLINED);
    expect(emails[0]!.textBody).toContain("Nothing was charged");
  });

  it("refused after the subscription was cancelled leaves it cancelled and emails nothing", async () => {
    const product = await newSubscribable(null);
    const { subscription: sub } = await subscribe(product);
    await db
      .update(subscriptions)
      .set({ status: "CANCELLED", nextBillingOn: null })
      .where(eq(subscriptions.id, sub.id));
    expect(await markPastDueAndEmail(deps(), sub, 2, CARD_DECLINED, "Atelier")).toBe(false);
    expect(await subscriptionRow(sub.id)).toMatchObject({ status: "CANCELLED", failureMessage: null });
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, pastDueEmailKey(sub.id, 2)))
      .all();
    expect(emails).toEqual([]);
  });

  it("without stock marks the subscription PAST_DUE with the stock message", async () => {
    const product = await newSubscribable(1);
    const { subscription: sub } = await subscribe(product);
    expect(await stockOf(product.variantId)).toBe(0);
    await makeDue(sub.id);
    expect(await renewSubscription(deps(), await subscriptionRow(sub.id))).toBe("past_due");
    expect(await subscriptionRow(sub.id)).toMatchObject({
      status: "PAST_DUE",
      failureMessage: NOT_ENOUGH_STOCK,
    });
  });

  it("is run by the scheduled handler (the Cron Trigger)", async () => {
    const product = await newSubscribable(null);
    const { subscription: sub } = await subscribe(product);
    await makeDue(sub.id);
    await runScheduled({ scheduledTime: Date.now(), cron: "* * * * *" } as ScheduledController, env);
    expect(await subscriptionRow(sub.id)).toMatchObject({ cyclesBilled: 2, status: "ACTIVE" });
    expect(await renewalOrders(sub.id)).toHaveLength(1);
  });
});
