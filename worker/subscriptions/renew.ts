// Renewals, run by the Cron Trigger (worker/scheduled.ts): every ACTIVE subscription whose next
// billing date has come gets its next order through the checkout saga, charged off session to the
// saved card. Cycle n's order has the checkout id `renewal:<subscription id>:<n>`, unique per
// website, so a renewal run twice (two overlapping runs, a retry after a crash) is one order and
// one charge; the cycle is then recorded once (recordCycle). Stock is taken like any order's.
//   - paid: cyclesBilled = n, next billing date n periods after the start, or COMPLETED after the
//     plan's last cycle
//   - refused for good (card declined, out of stock, product gone): PAST_DUE with the message,
//     and an email saying so (past-due-email.ts); not retried (a new card: not built)
//   - outcome unknown (provider did not answer): left ACTIVE and due; the next run resumes the
//     same order with the same key
// The same run finishes subscription checkouts that stopped after their order (start.ts).
import type { ProductTypeCode } from "../db/catalog-types";
import { findWebsiteById } from "../db/hosts";
import { findOrderByCheckout } from "../db/orders";
import {
  deleteExpiredSubscriptionCarts,
  deletePendingSubscription,
  dueSubscriptions,
  recordCycle,
  stalePendingSubscriptions,
  type SubscriptionRow,
} from "../db/subscriptions";
import { placeOrder, type OrderDeps } from "../orders/place-order";
import { checkLocation } from "../pricing/postal-codes";
import { activateSubscription } from "./activate";
import { billingDate, isComplete } from "./billing-dates";
import { markPastDueAndEmail } from "./past-due-email";

export const RENEWAL_LIMIT = 50;
/** A subscription checkout answers within seconds; one PENDING for longer has stopped. */
export const PENDING_AFTER_MS = 15 * 60_000;
/** A PENDING subscription without an order after this long was abandoned before paying. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

export const renewalCheckoutId = (subscriptionId: string, cycle: number) =>
  `renewal:${subscriptionId}:${cycle}`;

export type RenewalOutcome = "renewed" | "completed" | "past_due" | "pending" | "skipped";

export async function renewSubscription(deps: OrderDeps, sub: SubscriptionRow): Promise<RenewalOutcome> {
  const { db } = deps;
  const cycle = sub.cyclesBilled + 1;
  const site = await findWebsiteById(db, sub.websiteId);
  const address = sub.shippingAddress;
  const located = address ? checkLocation(address) : undefined;
  const placed = await placeOrder(deps, {
    websiteId: sub.websiteId,
    currency: sub.currency,
    locale: site?.language ?? "en-US",
    origin: sub.origin,
    checkoutId: renewalCheckoutId(sub.id, cycle),
    email: sub.email,
    address,
    location: located?.ok ? located.location : null,
    shippingOptionId: sub.shippingOptionId,
    couponCodes: [],
    giftCardCode: null,
    paymentMethod: sub.paymentMethodId,
    customerId: sub.paymentCustomerId,
    offSession: true,
    lines: [
      {
        itemId: sub.itemId,
        sku: sub.sku,
        title: sub.title,
        attributes: sub.attributes,
        unitPriceCents: sub.unitPriceCents,
        quantity: sub.quantity,
        productType: sub.productType as ProductTypeCode,
        currency: sub.currency,
        additionalFields: sub.additionalFields,
      },
    ],
    cartId: null,
  });
  const now = deps.now();
  if (!placed.ok) {
    if (placed.status === 503) return "pending";
    await markPastDueAndEmail(deps, sub, cycle, placed.message, site?.title ?? "");
    return "past_due";
  }
  const completed = isComplete(sub.plan, cycle);
  const recorded = await recordCycle(db, sub.id, cycle, {
    orderId: placed.order.id,
    nextBillingOn: completed ? null : billingDate(sub.startedOn ?? now, sub.plan, cycle),
    status: completed ? "COMPLETED" : "ACTIVE",
    now,
  });
  if (!recorded) return "skipped";
  return completed ? "completed" : "renewed";
}

export async function renewDueSubscriptions(deps: OrderDeps): Promise<Record<RenewalOutcome, number>> {
  const counts: Record<RenewalOutcome, number> = {
    renewed: 0,
    completed: 0,
    past_due: 0,
    pending: 0,
    skipped: 0,
  };
  const now = deps.now();
  await finishStoppedCheckouts(deps, now);
  await deleteExpiredSubscriptionCarts(deps.db, now);
  for (const sub of await dueSubscriptions(deps.db, now, RENEWAL_LIMIT)) {
    try {
      counts[await renewSubscription(deps, sub)]++;
    } catch (error) {
      counts.pending++;
      console.error("subscription renewal failed", sub.id, error);
    }
  }
  return counts;
}

/** PENDING subscriptions whose checkout stopped: activated if the order got paid, else dropped. */
async function finishStoppedCheckouts(deps: OrderDeps, now: number): Promise<void> {
  for (const sub of await stalePendingSubscriptions(deps.db, now - PENDING_AFTER_MS, RENEWAL_LIMIT)) {
    const order = await findOrderByCheckout(deps.db, sub.websiteId, sub.checkoutId);
    if (order && order.number !== null) await activateSubscription(deps, sub, order);
    else if (order?.status === "cancelled" || (!order && sub.createdOn < now - ABANDONED_AFTER_MS)) {
      await deletePendingSubscription(deps.db, sub.id);
    }
  }
}
