// The subscription checkout: the first payment is an order like any other (the checkout saga),
// paid with the card saved under a provider customer so that renewals can charge it later:
//
//   1. save the card (createCustomer, key customer:<website>:<checkout id>); a refused card ends here
//   2. write the PENDING subscription (one per checkout id: a retry finds it)
//   3. place the first order with the saved card (placeOrder: stock, coupon, payment, email)
//   4. once it is paid, activate the subscription (activate.ts) and mark the subscription cart
//      used, so going back and paying again does not start (and charge) a second subscription
//
// A checkout that stops between 3 and 4 is finished by the renewal run (renew.ts), which activates
// PENDING subscriptions whose order got paid and drops those whose order failed.
import type { SubscriptionPlan } from "../db/schema";
import {
  claimSubscriptionCart,
  findSubscriptionByCheckout,
  insertPendingSubscription,
  type SubscriptionRow,
} from "../db/subscriptions";
import { newId } from "../email/outbox";
import {
  placeOrder,
  type OrderDeps,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from "../orders/place-order";
import { activateSubscription } from "./activate";
import { CARD_REQUIRED } from "../orders/messages";

export interface StartInput extends PlaceOrderInput {
  plan: SubscriptionPlan;
  variantId: string;
  /** The subscription cart checked out: marked used once the subscription starts. */
  cartToken?: string;
}

export type StartResult =
  | { ok: true; subscription: SubscriptionRow; order: Extract<PlaceOrderResult, { ok: true }>["order"] }
  | Extract<PlaceOrderResult, { ok: false }>;

export async function startSubscription(deps: OrderDeps, input: StartInput): Promise<StartResult> {
  const { db, payments } = deps;
  const line = input.lines[0]!;
  let sub = await findSubscriptionByCheckout(db, input.websiteId, input.checkoutId);
  if (!sub) {
    if (!input.paymentMethod) {
      return { ok: false, status: 400, message: CARD_REQUIRED, field: "paymentMethod" };
    }
    const customer = await payments.createCustomer({
      email: input.email,
      paymentMethod: input.paymentMethod,
      idempotencyKey: `customer:${input.websiteId}:${input.checkoutId}`,
    });
    if (!customer.ok) {
      const status = customer.error.kind === "retryable" ? 503 : 402;
      return { ok: false, status, message: customer.error.message, field: "paymentMethod" };
    }
    const now = deps.now();
    sub = await insertPendingSubscription(db, {
      id: newId("sub"),
      websiteId: input.websiteId,
      checkoutId: input.checkoutId,
      email: input.email,
      itemId: line.itemId,
      variantId: input.variantId,
      sku: line.sku,
      title: line.title,
      attributes: line.attributes,
      productType: line.productType,
      unitPriceCents: line.unitPriceCents,
      currency: line.currency,
      quantity: line.quantity,
      additionalFields: line.additionalFields,
      plan: input.plan,
      shippingAddress: input.address,
      shippingOptionId: input.shippingOptionId,
      paymentProvider: payments.kind,
      paymentCustomerId: customer.value.id,
      paymentMethodId: customer.value.paymentMethodId,
      origin: input.origin,
      createdOn: now,
      updatedOn: now,
    });
  }
  const placed = await placeOrder(deps, {
    ...input,
    paymentMethod: sub.paymentMethodId,
    customerId: sub.paymentCustomerId,
  });
  if (!placed.ok) return placed;
  const subscription = await activateSubscription(deps, sub, placed.order);
  if (input.cartToken) await claimSubscriptionCart(db, input.cartToken, subscription.id);
  return { ok: true, subscription, order: placed.order };
}
