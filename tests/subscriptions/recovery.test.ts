// A subscription checkout that stops after its first payment (the worker died before the order was
// marked paid) is finished without a second charge: the order sweep completes the order, the
// renewal run activates its subscription. One that never paid is dropped.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findOrderByCheckout } from "../../worker/db/orders";
import { subscriptions } from "../../worker/db/schema";
import { sweepOrders } from "../../worker/orders/sweep";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import {
  ABANDONED_AFTER_MS,
  PENDING_AFTER_MS,
  renewDueSubscriptions,
} from "../../worker/subscriptions/renew";
import { startSubscription } from "../../worker/subscriptions/start";
import { billingDate } from "../../worker/subscriptions/billing-dates";
import { deps, paymentsFor, stockOf, TEST_CARD, DECLINE_CARD } from "../orders/fixtures";
import { db, newSubscribable, startInput } from "./fixtures";

const later = (ms: number) => deps({ now: () => Date.now() + ms });

describe("a subscription checkout that stopped", () => {
  it("after its payment is finished by the sweep and the renewal run: one charge, an ACTIVE subscription", async () => {
    const product = await newSubscribable(5);
    const input = await startInput(product, TEST_CARD, "grace@example.com");
    const dying = deps({
      faults: {
        afterPayment: () => {
          throw new Error("worker died after the payment");
        },
      },
    });
    await expect(startSubscription(dying, input)).rejects.toThrow("worker died");
    const pending = (await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.checkoutId, input.checkoutId))
      .get())!;
    expect(pending.status).toBe("PENDING");

    await sweepOrders(deps(), 0);
    const order = (await findOrderByCheckout(db, DEMO_WEBSITE_ID, input.checkoutId))!;
    expect(order.status).toBe("paid");

    await renewDueSubscriptions(later(PENDING_AFTER_MS + 60_000));
    const active = (await db.select().from(subscriptions).where(eq(subscriptions.id, pending.id)).get())!;
    expect(active).toMatchObject({ status: "ACTIVE", cyclesBilled: 1, firstOrderId: order.id });
    expect(active.nextBillingOn).toBe(billingDate(order.paidOn!, active.plan, 1));
    expect(await paymentsFor(order.id)).toHaveLength(1);
    expect(await stockOf(product.variantId)).toBe(4);
  });

  it("without paying is dropped: a declined attempt at once, one with no order after a day", async () => {
    const product = await newSubscribable(5);
    const declined = await startInput(product, DECLINE_CARD, "grace@example.com");
    expect(await startSubscription(deps(), declined)).toMatchObject({ ok: false, status: 402 });
    const abandoned = await startInput(product, TEST_CARD, "grace@example.com");
    // The card was saved, then the worker died before the order was written.
    const noOrder = deps({
      db: new Proxy(db, {
        get(target, key, receiver) {
          if (key === "batch") return () => Promise.reject(new Error("worker died before the order"));
          return Reflect.get(target, key, receiver);
        },
      }),
    });
    await expect(startSubscription(noOrder, abandoned)).rejects.toThrow("worker died");
    const rows = () =>
      db
        .select()
        .from(subscriptions)
        .all()
        .then((all) => all.filter((s) => s.itemId === product.itemId));
    expect((await rows()).map((s) => s.status)).toEqual(["PENDING", "PENDING"]);

    await renewDueSubscriptions(later(PENDING_AFTER_MS + 60_000));
    expect((await rows()).map((s) => s.checkoutId)).toEqual([abandoned.checkoutId]);
    await renewDueSubscriptions(later(ABANDONED_AFTER_MS + 60_000));
    expect(await rows()).toEqual([]);
    expect(await stockOf(product.variantId)).toBe(5);
  });
});
