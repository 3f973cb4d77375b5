// Placing an order: a saga of idempotent steps, each keyed by the order id, so any step can run
// again (a retried checkout, the sweep) without taking anything twice (docs/checkout.md, Orders):
//
//   1. write the pending order (its checkout id is the client's idempotency key)
//   2. reserve stock            (reservation id = order id)
//   3. take the coupon uses     (redemption id = <order id>:<coupon id>)
//   4. debit the gift card      (one debit per card and order)
//   5. take the payment         (create with key checkout:<order id>, confirm with checkout:<order id>:1)
//   6. mark paid (number given), issue bought gift cards, enqueue the confirmation email, record
//      the purchase analytics event, empty the cart (settle.ts)
//
// A step that fails for good undoes the earlier ones in reverse (cancelling → cancelled) and the
// checkout answers the failure's message. A failure of unknown outcome (the payment provider did
// not answer, the worker died) leaves the order pending: the same checkout id, or the sweep
// (sweep.ts), picks it up where it stopped.
import { formatMinorUnits } from "../commerce/money";
import { ProductTypeCode } from "../db/catalog-types";
import {
  insertOrder,
  orderByCheckoutQuery,
  orderLinesOf,
  type NewOrder,
  type OrderInsert,
  setOrderPayment,
  type OrderLineRow,
  type OrderRow,
} from "../db/orders";
import { redeemCoupon } from "../db/pricing";
import type { OrderAddress } from "../db/schema";
import { forgetWebsite } from "../db/website-memo";
import { isStockShortage, reservationWrites, reserveStock } from "../db/stock";
import { newId } from "../email/outbox";
import { debitFailureMessage, redeemGiftCard } from "../gift-cards/redeem";
import { AUTHENTICATION_REQUIRED, PAYMENT_FAILED } from "../payments/messages";
import type { Payment, PaymentError } from "../payments/provider";
import { COUPON_CUSTOMER_LIMIT_REACHED, COUPON_USAGE_LIMIT_REACHED } from "../pricing/messages";
import type { ShippingLocation } from "../pricing/shipping";
import { newAccessToken } from "./access";
import { sameCheckout } from "./checkout-binding";
import { isGiftCardLine, MAX_GIFT_CARDS_PER_LINE } from "./gift-card-lines";
import type { CheckoutLine } from "./lines";
import {
  ADDRESS_REQUIRED_FOR_SHIPPING,
  CARD_REQUIRED,
  CART_EMPTY,
  CHECKOUT_ID_TAKEN,
  MIXED_CURRENCIES,
  minimumSubtotalMessage,
  NO_SHIPPING_TO_ADDRESS,
  NOT_ENOUGH_STOCK,
  PAYMENT_PROCESSING,
  TOO_MANY_GIFT_CARDS,
  VARIANT_UNAVAILABLE,
} from "./messages";
import { quoteCheckout } from "./quote";
import { cancelOrder, finishOrder, type OrderDeps } from "./settle";

export type { OrderDeps } from "./settle";

export interface PlaceOrderInput {
  websiteId: string;
  currency: string;
  locale: string;
  /** The site address the checkout came from (links in the email). */
  origin: string;
  /** The client's idempotency key: one order per checkout id. */
  checkoutId: string;
  email: string;
  address: OrderAddress | null;
  /** The address's checked shipping location (pricing/inputs.ts), or null without an address. */
  location: ShippingLocation | null;
  shippingOptionId: string | null;
  couponCodes: readonly string[];
  giftCardCode: string | null;
  /** A test card number, or a Stripe PaymentMethod id; null when nothing is left to pay. */
  paymentMethod: string | null;
  lines: readonly CheckoutLine[];
  /** The cart the lines came from (emptied once paid); null for an express checkout. */
  cartId: string | null;
  /** The browser that began the checkout (checkout-binding.ts); null for a renewal. */
  checkoutVisitor?: string | null;
  /** The provider's customer whose saved card `paymentMethod` names (subscriptions). */
  customerId?: string | null;
  /** Charged without the customer there: a subscription's renewal. */
  offSession?: boolean;
}

export type Failure = {
  ok: false;
  status: 400 | 402 | 409 | 503;
  message: string;
  /** The request field at fault, for the checkout page to show the message beside it. */
  field?: string;
  orderId?: string;
};
export type PlaceOrderResult = { ok: true; order: OrderRow; lines: OrderLineRow[] } | Failure;

const refuse = (status: Failure["status"], message: string, field?: string): Failure => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

export async function placeOrder(deps: OrderDeps, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { db } = deps;
  const now = deps.now();
  // One D1 round trip for every read: the order this checkout id may have placed already, and
  // what pricing needs (variants, rules, the checkout minimum, the gift card).
  const quote = await quoteCheckout(db, { ...input, now }, [
    orderByCheckoutQuery(db, input.websiteId, input.checkoutId),
  ]);
  const existing = (quote.alongsideRows[0] as OrderRow[])[0];
  if (existing) {
    if (!sameCheckout(existing, input)) return refuse(409, CHECKOUT_ID_TAKEN);
    return resumeOrder(deps, existing, input.paymentMethod, input.offSession);
  }

  if (input.lines.length === 0) return refuse(400, CART_EMPTY);
  if (input.lines.some((l) => l.currency !== input.currency)) return refuse(400, MIXED_CURRENCIES);
  if (input.lines.some((l) => isGiftCardLine(l) && l.quantity > MAX_GIFT_CARDS_PER_LINE)) {
    return refuse(400, TOO_MANY_GIFT_CARDS);
  }
  if (input.lines.some((l) => !quote.variants.has(l.sku))) return refuse(409, VARIANT_UNAVAILABLE);
  if (quote.belowMinimum) {
    return refuse(
      400,
      minimumSubtotalMessage(formatMinorUnits(quote.minSubtotalCents, input.currency, input.locale)),
    );
  }
  const invalidCoupon = quote.priced.invalidCoupons[0];
  if (invalidCoupon) return refuse(400, invalidCoupon.message, "couponCodes");
  const shipped = input.lines.some((l) => l.productType === ProductTypeCode.PHYSICAL);
  if (shipped && !input.address) return refuse(400, ADDRESS_REQUIRED_FOR_SHIPPING, "shippingAddress");
  if (shipped && !quote.priced.selectedShippingOption) {
    return refuse(400, NO_SHIPPING_TO_ADDRESS, "shippingOptionId");
  }
  if (quote.giftCardMessage) return refuse(400, quote.giftCardMessage, "giftCardCode");
  if (quote.amountDueCents > 0 && !input.paymentMethod) return refuse(400, CARD_REQUIRED, "paymentMethod");

  const { priced, giftCard } = quote;
  const orderId = newId("ord");
  const order: NewOrder = {
    id: orderId,
    websiteId: input.websiteId,
    checkoutId: input.checkoutId,
    accessToken: newAccessToken(),
    email: input.email,
    shippingAddress: shipped || input.address ? input.address : null,
    shippingOptionId: shipped ? (priced.selectedShippingOption?.id ?? null) : null,
    shippingOptionName: shipped ? (priced.selectedShippingOption?.name ?? null) : null,
    currency: input.currency,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    shippingCents: priced.shippingCents,
    taxCents: priced.taxCents,
    taxIncluded: priced.taxIncluded,
    taxName: priced.taxName,
    grandTotalCents: priced.grandTotalCents,
    giftCardCents: giftCard?.appliedCents ?? 0,
    amountDueCents: quote.amountDueCents,
    coupons: priced.validCoupons.map((c) => ({
      couponId: c.couponId,
      code: c.code,
      discountCents: c.discountCents,
    })),
    giftCardId: giftCard && giftCard.appliedCents > 0 ? giftCard.id : null,
    origin: input.origin,
    cartId: input.cartId,
    checkoutVisitor: input.checkoutVisitor ?? null,
    paymentCustomerId: input.customerId ?? null,
    createdOn: now,
    updatedOn: now,
  };
  const lines = input.lines.map((l, i) => ({
    itemId: l.itemId,
    variantId: quote.variants.get(l.sku)!.id,
    sku: l.sku,
    title: l.title,
    attributes: l.attributes,
    productType: l.productType,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    shownTotalCents: priced.lineTotalsCents[i] ?? null,
    additionalFields: l.additionalFields,
  }));
  // Steps 1 and 2 in one batch: the pending order and its stock reservation are written together
  // or not at all, so a checkout refused for stock costs one failed batch and the cancelled order.
  const reservation = reservationWrites(
    db,
    input.websiteId,
    orderId,
    lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
  );
  let inserted: OrderInsert;
  try {
    inserted = await insertOrder(db, order, lines, reservation);
  } catch (error) {
    if (!isStockShortage(error)) throw error;
    // Kept as the saga's undo would leave it: cancelled, with the message the checkout answers.
    const cancelled = await insertOrder(
      db,
      { ...order, status: "cancelled", failureMessage: NOT_ENOUGH_STOCK },
      lines,
    );
    if (cancelled.kind === "exists") {
      if (!sameCheckout(cancelled.order, input)) return refuse(409, CHECKOUT_ID_TAKEN);
      return resumeOrder(deps, cancelled.order, input.paymentMethod, input.offSession);
    }
    return { ok: false, status: 409, message: NOT_ENOUGH_STOCK, orderId };
  }
  if (inserted.kind === "exists") {
    // Written by a concurrent call with the same checkout id: go on with that one, unless it came
    // from another cart or browser.
    if (!sameCheckout(inserted.order, input)) return refuse(409, CHECKOUT_ID_TAKEN);
    return resumeOrder(deps, inserted.order, input.paymentMethod, input.offSession);
  }
  // Stock shows on pages: the triggers bumped the content version; read it afresh here.
  forgetWebsite(input.websiteId);
  return resumeOrder(deps, inserted.order, input.paymentMethod, input.offSession, inserted.lines);
}

/**
 * Runs the order's saga from wherever it stands: a pending order takes (again, harmlessly) each
 * step; a paid or cancelled one answers what it answered before.
 */
export async function resumeOrder(
  deps: OrderDeps,
  order: OrderRow,
  paymentMethod: string | null,
  offSession = false,
  /** The lines of an order this call has just written with its reservation (placeOrder). */
  justWritten?: OrderLineRow[],
): Promise<PlaceOrderResult> {
  const { db } = deps;
  switch (order.status) {
    case "pending_payment":
      break;
    case "cancelling":
      return cancelOrder(deps, order, order.failureMessage ?? PAYMENT_FAILED, 409);
    case "cancelled":
      return { ok: false, status: 409, message: order.failureMessage ?? PAYMENT_FAILED, orderId: order.id };
    default:
      return finishOrder(deps, order);
  }

  if (!justWritten) {
    // A retry or the sweep: take the stock again (harmless when the reservation exists).
    const lines = await orderLinesOf(db, order.id);
    const reserved = await reserveStock(
      db,
      order.websiteId,
      order.id,
      lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
    );
    if (!reserved.ok) return cancelOrder(deps, order, NOT_ENOUGH_STOCK, 409);
  }

  for (const coupon of order.coupons) {
    const taken = await redeemCoupon(
      db,
      order.websiteId,
      coupon.couponId,
      `${order.id}:${coupon.couponId}`,
      order.email,
    );
    if (!taken.ok) {
      const message =
        taken.reason === "customer-limit-reached"
          ? COUPON_CUSTOMER_LIMIT_REACHED
          : COUPON_USAGE_LIMIT_REACHED;
      return cancelOrder(deps, order, message, 409);
    }
  }

  if (order.giftCardId && order.giftCardCents > 0) {
    const debit = await redeemGiftCard(
      db,
      { id: order.giftCardId, websiteId: order.websiteId },
      { id: order.id, currency: order.currency },
      order.giftCardCents,
    );
    if (!debit.ok) return cancelOrder(deps, order, debitFailureMessage(debit), 409);
  }

  return pay(deps, order, paymentMethod, offSession);
}

/** Step 5: the payment for what the gift card left, then step 6 (or the undo). */
async function pay(
  deps: OrderDeps,
  order: OrderRow,
  paymentMethod: string | null,
  offSession: boolean,
): Promise<PlaceOrderResult> {
  const { db, payments } = deps;
  if (order.amountDueCents === 0) return finishOrder(deps, order, payments.kind === "test");

  let payment: Payment;
  if (order.paymentId) {
    // A retry: the payment exists; learn what became of it.
    const found = await payments.retrievePayment(order.paymentId);
    if (!found.ok) return paymentFailed(deps, order, found.error);
    payment = found.value;
  } else {
    // Created unconfirmed, with parameters fixed by the order, so that a retry (or the sweep)
    // sending the same key gets this payment back, whatever card it has or lacks.
    const created = await payments.createPayment({
      amountMinor: order.amountDueCents,
      currency: order.currency,
      idempotencyKey: `checkout:${order.id}`,
      ...(order.paymentCustomerId ? { customerId: order.paymentCustomerId } : {}),
      description: `Order ${order.id}`,
      metadata: { orderId: order.id, websiteId: order.websiteId },
    });
    if (!created.ok) return paymentFailed(deps, order, created.error);
    payment = created.value;
    await setOrderPayment(db, order.id, payments.kind, payment.id, deps.now());
    order = { ...order, paymentId: payment.id, paymentProvider: payments.kind };
    if (!paymentMethod && payment.status !== "succeeded") {
      // Recovery: the key answers the payment as first created; it may have been paid since.
      const found = await payments.retrievePayment(payment.id);
      if (!found.ok) return paymentFailed(deps, order, found.error);
      payment = found.value;
    }
  }

  if (payment.status === "requires_payment_method" && paymentMethod) {
    const confirmed = await payments.confirmPayment({
      paymentId: payment.id,
      paymentMethod,
      idempotencyKey: `checkout:${order.id}:1`,
      ...(offSession ? { offSession } : {}),
    });
    if (!confirmed.ok) return paymentFailed(deps, order, confirmed.error);
    payment = confirmed.value;
  }
  return settlePayment(deps, order, payment);
}

/** What the payment's status means for the order. */
export async function settlePayment(
  deps: OrderDeps,
  order: OrderRow,
  payment: Payment,
): Promise<PlaceOrderResult> {
  switch (payment.status) {
    case "succeeded":
      await deps.faults?.afterPayment?.(order.id);
      return finishOrder(deps, order, payment.testMode);
    case "processing":
      return { ok: false, status: 503, message: PAYMENT_PROCESSING, orderId: order.id };
    case "requires_action":
      // 3-D Secure needs Stripe.js on the checkout page (not built): the payment cannot finish.
      return cancelOrder(deps, order, AUTHENTICATION_REQUIRED, 402);
    default:
      return cancelOrder(deps, order, PAYMENT_FAILED, 402);
  }
}

async function paymentFailed(
  deps: OrderDeps,
  order: OrderRow,
  error: PaymentError,
): Promise<PlaceOrderResult> {
  if (error.kind === "retryable") {
    // Unknown outcome: keep everything; the same checkout id or the sweep finds out.
    return { ok: false, status: 503, message: error.message, orderId: order.id };
  }
  if (error.kind === "invalid") console.error("payment refused our request", order.id, error.detail);
  return cancelOrder(deps, order, error.message, 402);
}
