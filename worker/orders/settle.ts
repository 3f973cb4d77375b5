// The two ends of the saga: finishing a paid order (number, gift cards bought, analytics,
// confirmation email, empty cart) and
// undoing a failed one (stock, coupon uses, gift card back, in reverse order of taking). Both are
// safe to run again and to race: the status changes are conditional (worker/db/orders.ts).
import { downloadLinks } from "./downloads";
import type { Db } from "../db/client";
import { findWebsiteById } from "../db/hosts";
import {
  beginCancel,
  findOrder,
  finishCancel,
  markOrderPaid,
  orderLinesOf,
  type OrderLineRow,
  type OrderRow,
} from "../db/orders";
import { releaseCoupon } from "../db/pricing";
import { releaseStock } from "../db/stock";
import type { ConnectionJob } from "../connections/jobs";
import { emitWebhookEvent } from "../connections/webhooks/emit";
import { dispatchEmails, type EmailQueueMessage } from "../email/dispatch";
import { reverseGiftCardDebit } from "../gift-cards/redeem";
import { PAYMENT_FAILED } from "../payments/messages";
import type { PaymentProvider, PaymentResult, Refund } from "../payments/provider";
import { shardField } from "../db/shard-context";
import type { EventMessage } from "../queue";
import { orderAnalytics, purchaseEvent } from "./analytics";
import { orderPlaced } from "./webhook-payload";
import { enqueueConfirmation } from "./confirmation-email";
import { issuePurchasedGiftCards } from "./gift-card-lines";
import type { PlaceOrderResult } from "./place-order";

export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  /** The EMAILS queue; without it, the outbox sweep sends the confirmation later. */
  emails?: Queue<EmailQueueMessage>;
  /** The CONNECTIONS queue: the order.placed webhook deliveries (worker/connections/). */
  connections?: Queue<ConnectionJob>;
  /** The EVENTS queue: the purchase analytics event goes there once per paid order. */
  events?: Queue<EventMessage>;
  /** Empties a cart once its order is paid (the cart Durable Object's clear()). */
  clearCart?: (cartId: string) => Promise<void>;
  /** Tests only: a fault injected right after the payment succeeded, before the order is marked paid. */
  faults?: { afterPayment?: (orderId: string) => void | Promise<void> };
  /** Signs the email's download links (worker/orders/downloads.ts); without it the email has none. */
  downloadSecret?: string;
  now: () => number;
}

/** Step 6: pending → paid (if it still is), then the email and the cart. Answers the paid order. */
export async function finishOrder(
  deps: OrderDeps,
  order: OrderRow,
  testMode = order.testMode,
): Promise<PlaceOrderResult> {
  const { db } = deps;
  let paid = order;
  let firstTime = false;
  let lines: OrderLineRow[] | undefined;
  let site: { title: string; language: string } | undefined;
  let siteRead = false;
  if (order.status === "pending_payment") {
    const marked = await markOrderPaid(db, order, testMode, deps.now());
    ({ lines, site } = marked);
    siteRead = true;
    if (marked.paid) {
      paid = marked.paid;
      firstTime = true;
    } else {
      const current = (await findOrder(db, order.websiteId, order.id))!;
      if (current.status === "cancelling" || current.status === "cancelled") {
        // Cancelled (by the sweep) while its payment went through: give the money back.
        await refundIfTaken(deps, current);
        return {
          ok: false,
          status: 409,
          message: current.failureMessage ?? PAYMENT_FAILED,
          orderId: order.id,
        };
      }
      paid = current;
    }
  }
  lines ??= await orderLinesOf(db, paid.id);
  if (!paid.confirmationEmailId) {
    if (!siteRead) site = await findWebsiteById(db, paid.websiteId);
    // Bought gift cards first: the confirmation email marks the order finished for the sweep.
    const cardEmails = await issuePurchasedGiftCards(db, paid, lines, site?.title ?? "", deps.now());
    if (deps.emails && cardEmails.length > 0) await dispatchEmails(deps.emails, cardEmails);
    if (deps.events) await recordPurchase(deps.events, paid, lines, deps.now());
    // Before the confirmation email, which marks the order finished: if this throws, the sweep
    // finishes the order again, and the event id keeps it to one delivery per endpoint.
    await emitWebhookEvent(
      db,
      deps.connections,
      {
        websiteId: paid.websiteId,
        type: "order.placed",
        id: `order_${paid.id}`,
        data: orderPlaced(paid, lines),
      },
      deps.now(),
    );
    const links = await downloadLinks({ DOWNLOAD_SECRET: deps.downloadSecret }, paid, lines, deps.now());
    const emailId = await enqueueConfirmation(
      db,
      paid,
      lines,
      site?.title ?? "",
      site?.language ?? "en-US",
      deps.now(),
      links,
    );
    if (emailId) {
      paid = { ...paid, confirmationEmailId: emailId };
      firstTime = true;
      if (deps.emails) await dispatchEmails(deps.emails, [emailId]);
    }
  }
  if (firstTime && paid.cartId && deps.clearCart) await deps.clearCart(paid.cartId);
  return { ok: true, order: paid, lines };
}

/**
 * The undo: pending (or cancelling) → cancelling, give back what the order took, → cancelled.
 * Answers the failure with `message`, or the order's own outcome if it was paid meanwhile.
 */
export async function cancelOrder(
  deps: OrderDeps,
  order: OrderRow,
  message: string,
  status: 402 | 409,
): Promise<PlaceOrderResult> {
  const { db } = deps;
  await beginCancel(db, order.id, message, deps.now());
  const current = (await findOrder(db, order.websiteId, order.id))!;
  if (current.status === "cancelled") {
    return { ok: false, status, message: current.failureMessage ?? message, orderId: order.id };
  }
  if (current.status !== "cancelling") return finishOrder(deps, current);

  await giveBack(deps, current);
  await finishCancel(db, current.id, deps.now());
  return { ok: false, status, message: current.failureMessage ?? message, orderId: order.id };
}

/**
 * Everything a cancelling order took goes back, in reverse order of taking: its stock (restock
 * emails dispatched), coupon uses, the gift card debit, and the payment (refunded in full, once).
 * Harmless to repeat. Answers the refund's outcome (undefined when no payment was taken).
 */
export async function giveBack(deps: OrderDeps, order: OrderRow): Promise<PaymentResult<Refund> | undefined> {
  const { db } = deps;
  const released = await releaseStock(db, order.websiteId, order.id, deps.now());
  if (deps.emails && released.restockEmailIds.length > 0) {
    await dispatchEmails(deps.emails, released.restockEmailIds);
  }
  for (const coupon of order.coupons) {
    await releaseCoupon(db, order.websiteId, `${order.id}:${coupon.couponId}`);
  }
  if (order.giftCardId) {
    await reverseGiftCardDebit(
      db,
      { websiteId: order.websiteId, giftCardId: order.giftCardId, orderId: order.id },
      deps.now(),
    );
  }
  return refundIfTaken(deps, order);
}

/** A cancelled order keeps no money: a payment that succeeded anyway is refunded (once, by key). */
async function refundIfTaken(deps: OrderDeps, order: OrderRow): Promise<PaymentResult<Refund> | undefined> {
  if (!order.paymentId) return undefined;
  const found = await deps.payments.retrievePayment(order.paymentId);
  if (!found.ok) return { ok: false, error: found.error };
  if (found.value.status !== "succeeded") return undefined;
  const refund = await deps.payments.refundPayment({
    paymentId: order.paymentId,
    idempotencyKey: `refund:${order.id}:cancelled`,
  });
  if (!refund.ok) console.error("refund of a cancelled order failed", order.id, refund.error);
  return refund;
}

async function recordPurchase(
  events: Queue<EventMessage>,
  order: OrderRow,
  lines: OrderLineRow[],
  now: number,
): Promise<void> {
  try {
    await events.send({
      kind: "purchase",
      websiteId: order.websiteId,
      // The order's shard, where the consumer counts it (docs/shards.md).
      ...shardField(),
      payload: { order: orderAnalytics(order, lines), purchase: purchaseEvent(order, lines) },
      sentAt: now,
    });
  } catch (error) {
    // Analytics never fails an order.
    console.warn("purchase event not recorded", order.id, error);
  }
}
