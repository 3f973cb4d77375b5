// Subscriptions through the Stripe adapter, against the local fake of Stripe's API: the card is
// attached to a customer first, the first order's PaymentIntent names that customer, and renewals
// confirm off session; a card Stripe attaches but later declines leaves the subscription PAST_DUE.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findOrderByCheckout } from "../../worker/db/orders";
import { subscriptions } from "../../worker/db/schema";
import { CARD_DECLINED } from "../../worker/payments/messages";
import { stripePaymentProvider } from "../../worker/payments/stripe";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { renewalCheckoutId, renewSubscription } from "../../worker/subscriptions/renew";
import { startSubscription } from "../../worker/subscriptions/start";
import { deps } from "../orders/fixtures";
import { bodyText, CUSTOMER_FAIL_CARD, FakeStripe } from "../payments/fake-stripe";
import { db, makeDue, newSubscribable, startInput, subscriptionRow } from "./fixtures";

function stripeDeps(fake: FakeStripe) {
  return deps({
    payments: stripePaymentProvider({
      secretKey: fake.secretKey,
      baseUrl: "https://stripe.test",
      fetch: fake.fetch,
    }),
  });
}

describe("subscriptions with Stripe", () => {
  it("attach the card to a customer, pay the first order as that customer, and renew off session", async () => {
    const fake = new FakeStripe();
    const input = await startInput(await newSubscribable(null), "pm_card_visa");
    const started = await startSubscription(stripeDeps(fake), input);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const customerCall = fake.requests.find((r) => new URL(r.url).pathname === "/v1/customers")!;
    expect(customerCall.headers.get("idempotency-key")).toBe(
      `customer:${DEMO_WEBSITE_ID}:${input.checkoutId}`,
    );
    expect(new URLSearchParams(await bodyText(customerCall)).get("payment_method")).toBe("pm_card_visa");
    const [customerId] = [...fake.customers.keys()];
    expect(started.subscription).toMatchObject({
      status: "ACTIVE",
      paymentProvider: "stripe",
      paymentCustomerId: customerId,
      paymentMethodId: "pm_card_visa",
    });
    const first = fake.intents.get(started.order.paymentId!)!;
    expect(first).toMatchObject({ status: "succeeded", customer: customerId, off_session: false });

    await makeDue(started.subscription.id);
    const sub = await subscriptionRow(started.subscription.id);
    expect(await renewSubscription(stripeDeps(fake), sub)).toBe("renewed");
    const renewal = (await findOrderByCheckout(db, DEMO_WEBSITE_ID, renewalCheckoutId(sub.id, 2)))!;
    expect(renewal.status).toBe("paid");
    expect(fake.intents.get(renewal.paymentId!)).toMatchObject({
      status: "succeeded",
      customer: customerId,
      off_session: true,
    });
    expect(fake.charges).toBe(2);
    // Run again: Stripe replays the keys, nothing is charged twice.
    expect(await renewSubscription(stripeDeps(fake), sub)).toBe("skipped");
    expect(fake.charges).toBe(2);
  });

  it("refuse a card that cannot be attached before any order, and mark a later declined renewal PAST_DUE", async () => {
    const refused = await startSubscription(
      stripeDeps(new FakeStripe()),
      await startInput(await newSubscribable(null), "pm_card_chargeDeclined"),
    );
    expect(refused).toMatchObject({ ok: false, status: 402, message: CARD_DECLINED, field: "paymentMethod" });

    // Attaches, but every charge is declined: the first order is refused like any checkout.
    const fake = new FakeStripe();
    const failing = await startSubscription(
      stripeDeps(fake),
      await startInput(await newSubscribable(null), CUSTOMER_FAIL_CARD),
    );
    expect(failing).toMatchObject({ ok: false, status: 402, message: CARD_DECLINED });

    const good = new FakeStripe();
    const started = await startSubscription(
      stripeDeps(good),
      await startInput(await newSubscribable(null), "pm_card_visa"),
    );
    if (!started.ok) throw new Error("not started");
    // The saved card starts failing (Stripe's customer-fail card stands for it).
    good.attached.set(CUSTOMER_FAIL_CARD, started.subscription.paymentCustomerId);
    await db
      .update(subscriptions)
      .set({ paymentMethodId: CUSTOMER_FAIL_CARD, nextBillingOn: Date.now() - 1 })
      .where(eq(subscriptions.id, started.subscription.id));
    expect(await renewSubscription(stripeDeps(good), await subscriptionRow(started.subscription.id))).toBe(
      "past_due",
    );
    expect(await subscriptionRow(started.subscription.id)).toMatchObject({
      status: "PAST_DUE",
      failureMessage: CARD_DECLINED,
    });
    expect(good.charges).toBe(1);
  });
});
