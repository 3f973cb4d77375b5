// The subscription checkout through the routes a browser calls: the first payment is one order,
// the subscription is one row with its next billing date, the card is saved for renewals, and the
// subscription confirmed page (206) follows.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readIslandProps } from "../../worker/pages/island-marker";
import { emailOutbox, orders, subscriptions, type SubscriptionPlan } from "../../worker/db/schema";
import { CARD_REQUIRED } from "../../worker/orders/messages";
import { CARD_DECLINED } from "../../worker/payments/messages";
import { billingDate } from "../../worker/subscriptions/billing-dates";
import { SUBSCRIPTION_ALREADY_STARTED, SUBSCRIPTION_CART_EXPIRED } from "../../worker/subscriptions/messages";
import { startedEmailKey } from "../../worker/subscriptions/started-email";
import {
  CHECKOUT,
  checkoutBody,
  DECLINE_CARD,
  orderRow,
  paymentsFor,
  QUOTE,
  stockOf,
  visitor,
} from "../orders/fixtures";
import { cartTokenFor, db, MONTHLY, newSubscribable, subscribe } from "./fixtures";

const DAY = 86_400_000;

describe("the subscription checkout", () => {
  it("prices the subscription's line with its terms, then places one order and one ACTIVE subscription", async () => {
    const product = await newSubscribable(10, { priceCents: 1800 });
    const v = await visitor();
    const token = await cartTokenFor(v, product, 2);

    const quote = (await (
      await v.post(QUOTE, {
        subscriptionToken: token,
        shippingAddress: { country: "US", region: "NY", postalCode: "10001" },
        couponCodes: [],
      })
    ).json()) as Record<string, any>;
    expect(quote.lines).toEqual([
      expect.objectContaining({ sku: product.sku, quantity: 2, unitPriceCents: 1800 }),
    ]);
    expect(quote.subtotalCents).toBe(3600);
    expect(quote.subscription).toEqual({ plan: MONTHLY, terms: "$36.00 every month" });
    expect(quote.emptyMessage).toBeNull();

    const res = await v.post(CHECKOUT, checkoutBody({ subscriptionToken: token }));
    expect(res.status).toBe(200);
    const placed = (await res.json()) as { orderId: string; subscriptionId: string; redirect: string };
    expect(placed.redirect).toMatch(new RegExp(`^/commerce/subscriptions/${placed.subscriptionId}\\?token=`));

    const order = await orderRow(placed.orderId);
    expect(order).toMatchObject({
      status: "paid",
      testMode: true,
      subtotalCents: 3600,
      email: "ada@example.com",
    });
    expect(order.paymentCustomerId).toMatch(/^testcus_/);
    expect(await stockOf(product.variantId)).toBe(8);
    expect(await paymentsFor(order.id)).toHaveLength(1);

    const subs = await db.select().from(subscriptions).where(eq(subscriptions.itemId, product.itemId)).all();
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      id: placed.subscriptionId,
      status: "ACTIVE",
      cyclesBilled: 1,
      quantity: 2,
      unitPriceCents: 1800,
      firstOrderId: order.id,
      lastOrderId: order.id,
      startedOn: order.paidOn,
      paymentCustomerId: order.paymentCustomerId,
      paymentMethodId: "pm_card_visa",
      plan: MONTHLY,
    });
    // The customer's card number is not kept: only the provider's saved-card id.
    expect(JSON.stringify(subs[0])).not.toContain("4242 4242");
    expect(subs[0]!.cancelTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const emails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, startedEmailKey(placed.subscriptionId)))
      .all();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toBe("ada@example.com");
    expect(emails[0]!.textBody).toContain("$36.00 every month");
    expect(emails[0]!.textBody).toMatch(
      new RegExp(
        `http://localhost/commerce/subscriptions/${placed.subscriptionId}/cancel\\?token=[A-Za-z0-9_-]{43}`,
      ),
    );
  });

  const plans: [string, SubscriptionPlan, (start: Date, next: Date) => void][] = [
    [
      "every 2 weeks: 14 days later",
      { billingPeriod: { value: 2, unit: "WEEK" }, numBillingCycles: 0 },
      (start, next) => expect(next.getTime() - start.getTime()).toBe(14 * DAY),
    ],
    [
      "every 3 months: three calendar months later",
      { billingPeriod: { value: 3, unit: "MONTH" }, numBillingCycles: 4 },
      (start, next) => {
        const months =
          (next.getUTCFullYear() - start.getUTCFullYear()) * 12 + next.getUTCMonth() - start.getUTCMonth();
        expect(months).toBe(3);
        if (start.getUTCDate() <= 28) expect(next.getUTCDate()).toBe(start.getUTCDate());
        expect(next.getUTCHours()).toBe(start.getUTCHours());
      },
    ],
    [
      "every year: the same day a year later",
      { billingPeriod: { value: 1, unit: "YEAR" }, numBillingCycles: 0 },
      (start, next) => {
        expect(next.getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
        expect(next.getUTCMonth()).toBe(start.getUTCMonth());
      },
    ],
  ];
  for (const [name, plan, check] of plans) {
    it(`sets the next billing date ${name}`, async () => {
      const product = await newSubscribable(null, { plan });
      const { subscription } = await subscribe(product);
      expect(subscription.status).toBe("ACTIVE");
      expect(subscription.nextBillingOn).toBe(billingDate(subscription.startedOn!, plan, 1));
      check(new Date(subscription.startedOn!), new Date(subscription.nextBillingOn!));
    });
  }

  it("completes at once a plan of one payment: no next billing date", async () => {
    const product = await newSubscribable(null, {
      plan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 1 },
    });
    const { subscription } = await subscribe(product);
    expect(subscription).toMatchObject({ status: "COMPLETED", cyclesBilled: 1, nextBillingOn: null });
  });

  it("is one order and one subscription when the same checkout is sent twice (a double click)", async () => {
    const product = await newSubscribable(10);
    const v = await visitor();
    const token = await cartTokenFor(v, product);
    const body = checkoutBody({ subscriptionToken: token });
    const answers = await Promise.all([v.post(CHECKOUT, body), v.post(CHECKOUT, body)]);
    const placed = await Promise.all(
      answers.map((r) => r.json() as Promise<{ orderId: string; subscriptionId: string }>),
    );
    expect(
      answers.map((r) => r.status),
      JSON.stringify(placed),
    ).toEqual([200, 200]);
    expect(placed[0]!.orderId).toBe(placed[1]!.orderId);
    expect(placed[0]!.subscriptionId).toBe(placed[1]!.subscriptionId);
    const count = await db
      .select({ n: sql<number>`count(*)` })
      .from(subscriptions)
      .where(eq(subscriptions.itemId, product.itemId))
      .get();
    expect(count!.n).toBe(1);
    expect(await stockOf(product.variantId)).toBe(9);
  });

  it("refuses to start the same subscription cart twice (going back and paying again), but answers a retry", async () => {
    const product = await newSubscribable(10);
    const v = await visitor();
    const token = await cartTokenFor(v, product);
    const body = checkoutBody({ subscriptionToken: token });
    const first = await v.post(CHECKOUT, body);
    expect(first.status).toBe(200);
    const placed = (await first.json()) as { orderId: string; subscriptionId: string };

    const again = await v.post(CHECKOUT, checkoutBody({ subscriptionToken: token }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: SUBSCRIPTION_ALREADY_STARTED });
    const quote = await v.post(QUOTE, { subscriptionToken: token, couponCodes: [] });
    expect(quote.status).toBe(409);

    const retry = await v.post(CHECKOUT, body);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({
      orderId: placed.orderId,
      subscriptionId: placed.subscriptionId,
    });
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.itemId, product.itemId)).all(),
    ).toHaveLength(1);
    expect(await stockOf(product.variantId)).toBe(9);
    expect(await paymentsFor(placed.orderId)).toHaveLength(1);
  });

  it("answers the decline with 402 and starts nothing; a new attempt with the test card succeeds", async () => {
    const product = await newSubscribable(5);
    const v = await visitor();
    const token = await cartTokenFor(v, product);
    const declined = await v.post(
      CHECKOUT,
      checkoutBody({ subscriptionToken: token, paymentMethod: DECLINE_CARD }),
    );
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ message: CARD_DECLINED });
    const active = () =>
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.itemId, product.itemId))
        .all()
        .then((rows) => rows.filter((r) => r.status === "ACTIVE"));
    expect(await active()).toHaveLength(0);
    expect(await stockOf(product.variantId)).toBe(5);
    // The attempt's order was cancelled (nothing taken) and its subscription never started.
    const [pending] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.itemId, product.itemId))
      .all();
    expect(pending!.status).toBe("PENDING");
    const attempt = await db.select().from(orders).where(eq(orders.checkoutId, pending!.checkoutId)).get();
    expect(attempt!.status).toBe("cancelled");

    const retry = await v.post(CHECKOUT, checkoutBody({ subscriptionToken: token }));
    expect(retry.status).toBe(200);
    expect(await active()).toHaveLength(1);
  });

  it("asks for a card, and refuses an unknown or expired cart token", async () => {
    const product = await newSubscribable(5);
    const v = await visitor();
    const token = await cartTokenFor(v, product);
    const noCard = await v.post(CHECKOUT, checkoutBody({ subscriptionToken: token, paymentMethod: null }));
    expect(noCard.status).toBe(400);
    expect(await noCard.json()).toEqual({ message: CARD_REQUIRED, field: "paymentMethod" });

    const unknown = await v.post(CHECKOUT, checkoutBody({ subscriptionToken: "nope" }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: SUBSCRIPTION_CART_EXPIRED });
    const quote = await v.post(QUOTE, { subscriptionToken: "nope", couponCodes: [] });
    expect(quote.status).toBe(404);
  });
});

describe("the subscription pages", () => {
  it("renders the subscription checkout at /commerce/subscription with the cart token for the island", async () => {
    const v = await visitor();
    const res = await v.fetch("/commerce/subscription?cartToken=abc123");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const props = readIslandProps<any>(await res.text(), "Checkout")!;
    expect(props).toMatchObject({ subscriptionToken: "abc123", express: null, testMode: true });
    const json = (await (await v.fetch("/commerce/subscription?cartToken=abc123&format=json")).json()) as {
      pageType: number;
    };
    expect(json.pageType).toBe(201);
    // The ordinary checkout is not a subscription checkout.
    expect(
      readIslandProps<any>(await (await v.fetch("/checkout")).text(), "Checkout")!.subscriptionToken,
    ).toBeNull();
  });

  it("shows the subscription confirmed page (206) to the link's holder, and the not-found page otherwise", async () => {
    const product = await newSubscribable(null);
    const { visitor: v, placed, subscription } = await subscribe(product);
    const res = await v.fetch(placed.redirect);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    const order = await orderRow(placed.orderId);
    expect(html).toContain(`Thank you! Your subscription to ${subscription.title} has started.`);
    expect(html).toContain("1 × " + subscription.title + ": $18.00 every month");
    expect(html).toContain(`Your first order #${order.number} is confirmed.`);
    const next = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      subscription.nextBillingOn!,
    );
    expect(html).toContain(`Your next payment is on ${next}.`);
    const json = (await (await v.fetch(`${placed.redirect}&format=json`)).json()) as { pageType: number };
    expect(json.pageType).toBe(206);

    const wrong = await v.fetch(`/commerce/subscriptions/${placed.subscriptionId}?token=nope`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");
    expect((await v.fetch(`/commerce/subscriptions/${placed.subscriptionId}`)).status).toBe(404);
    expect((await v.fetch(`/commerce/subscriptions/sub_nope?token=x`)).status).toBe(404);
  });
});
