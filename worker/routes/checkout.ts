// Checkout calls (not shown in the spec; ours, docs/checkout.md, Orders), under /api/commerce/checkout:
//   POST /quote  {shippingAddress?, shippingOptionId?, couponCodes?, giftCardCode?, express?}
//                -> the totals, shipping options, coupons, gift card share and amount due
//   POST /       {checkoutId, email, shippingAddress?, shippingOptionId?, couponCodes?,
//                 giftCardCode?, paymentMethod?, express?, isJoinMailingList?}
//                -> {orderId, orderNumber, redirect}; isJoinMailingList signs the email up for the
//                   newsletter (double opt-in) once the order is placed
// Both price the visitor's cart, or with `express` one line straight from the product page, or with
// `subscriptionToken` the line of a subscription checkout (worker/subscriptions/start.ts); a field
// left out (couponCodes, the address's location, shippingOptionId) is the one the visitor stored on
// the cart (cart-pricing.ts), so the checkout starts where the cart page left. Errors
// are `{message, field?}`: 400 for what the visitor can fix, 402 for a payment refused, 409 when
// the store changed (stock, coupon uses, a gift card balance) or the checkoutId was begun by
// another cart or browser (orders/checkout-binding.ts), 503 when the payment's outcome is
// not known yet (retry with the same checkoutId). The crumb is checked like every POST.
import { Hono, type Context } from "hono";
import type { StoredCart } from "../commerce/cart";
import { formatMinorUnits } from "../commerce/money";
import { ProductTypeCode } from "../db/catalog-types";
import { moneyJson } from "../db/money-json";
import { signUpForNewsletter } from "../db/newsletter";
import { dispatchEmails } from "../email/dispatch";
import type { AppEnv } from "../http/app-env";
import { clearCartId, readCartId } from "../http/cart-cookie";
import { readCrumb } from "../http/crumb";
import { limitBody, requireJson, validateFields } from "../http/validation";
import { visitorCart } from "../http/visitor-cart";
import { pricedCartFields } from "../pricing/price-cart";
import type { ShippingLocation } from "../pricing/shipping";
import { orderPagePath } from "../orders/access";
import { checkoutVisitorKey } from "../orders/checkout-binding";
import { orderDeps } from "../orders/deps";
import { checkoutBody, quoteBody } from "../orders/inputs";
import { expressLine, type CheckoutLine } from "../orders/lines";
import { CART_EMPTY, minimumSubtotalMessage } from "../orders/messages";
import { placeOrder, type PlaceOrderInput } from "../orders/place-order";
import type { SubscriptionPlan } from "../db/schema";
import { findSubscription, findSubscriptionCart } from "../db/subscriptions";
import { SUBSCRIPTION_ALREADY_STARTED, SUBSCRIPTION_CART_EXPIRED } from "../subscriptions/messages";
import { subscriptionPagePath } from "../subscriptions/paths";
import { subscribableLine } from "../subscriptions/product";
import { startSubscription } from "../subscriptions/start";
import { subscriptionPriceText } from "../subscriptions/terms-text";
import { recordPurchase } from "../analytics/purchase";
import { quoteCheckout } from "../orders/quote";

type Lines =
  | {
      ok: true;
      lines: CheckoutLine[];
      cartId: string | null;
      cart: StoredCart | null;
      subscription?: { plan: SubscriptionPlan; variantId: string; cartToken: string };
    }
  | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * What prices the checkout: the form's coupon codes, location and option where it sends them,
 * else what the visitor stored on the cart (cart-pricing.ts). An express checkout has no cart.
 */
function pricingChoices(
  input: {
    couponCodes?: string[] | undefined;
    shippingOptionId?: string | null | undefined;
  },
  location: ShippingLocation | null | undefined,
  cart: StoredCart | null,
) {
  return {
    couponCodes: input.couponCodes ?? cart?.couponCodes ?? [],
    location: location ?? cart?.shippingLocation ?? null,
    shippingOptionId: input.shippingOptionId ?? cart?.selectedShippingOptionId ?? null,
  };
}

/** The subscription's line, the express line, or the lines of the visitor's cart (none without one). */
async function checkoutLines(
  c: Context<AppEnv>,
  express: { itemId: string; sku?: string; quantity: number } | null | undefined,
  subscriptionToken?: string | null,
  checkoutId?: string,
): Promise<Lines> {
  const website = c.get("website");
  if (subscriptionToken !== undefined && subscriptionToken !== null) {
    const db = c.get("db");
    const cart = await findSubscriptionCart(db, website.id, subscriptionToken, Date.now());
    if (!cart) return { ok: false, status: 404, message: SUBSCRIPTION_CART_EXPIRED };
    if (cart.subscriptionId) {
      // Started already: only a retry of the checkout that started it may go on (and is answered).
      const started = await findSubscription(db, website.id, cart.subscriptionId);
      if (!checkoutId || started?.checkoutId !== checkoutId) {
        return { ok: false, status: 409, message: SUBSCRIPTION_ALREADY_STARTED };
      }
    }
    const found = await subscribableLine(
      db,
      website.id,
      cart,
      c.get("websiteSettings").storeSettings.multipleQuantityAllowedForServices,
    );
    if (!found.ok) return found;
    return {
      ok: true,
      lines: [found.line],
      cartId: null,
      cart: null,
      subscription: { plan: found.plan, variantId: found.variantId, cartToken: cart.token },
    };
  }
  if (express) {
    const found = await expressLine(
      c.get("db"),
      website.id,
      express,
      c.get("websiteSettings").storeSettings.multipleQuantityAllowedForServices,
    );
    return found.ok ? { ok: true, lines: [found.line], cartId: null, cart: null } : found;
  }
  const cart = (await visitorCart(c))?.stored ?? null;
  if (!cart) return { ok: true, lines: [], cartId: null, cart: null };
  return { ok: true, lines: cart.entries, cartId: cart.id, cart };
}

/** The checkout's opt-in joins the site's list with the newsletter's double opt-in (docs/connections.md). */
async function joinMailingList(c: Context<AppEnv>, email: string) {
  const website = c.get("website");
  const emailId = await signUpForNewsletter(
    c.get("db"),
    {
      websiteId: website.id,
      siteTitle: website.siteTitle,
      email,
      source: "checkout",
      origin: new URL(c.req.url).origin,
    },
    Date.now(),
  );
  if (emailId) await dispatchEmails(c.env.EMAILS, [emailId]);
}

export const checkout = new Hono<AppEnv>()
  .post("/quote", requireJson, limitBody(), validateFields(quoteBody), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const input = c.req.valid("json");
    const currency = c.get("websiteSettings").storeSettings.selectedCurrency;
    const locale = c.get("website").language;
    const found = await checkoutLines(c, input.express, input.subscriptionToken);
    if (!found.ok) return c.json({ message: found.message }, found.status);
    const quote = await quoteCheckout(c.get("db"), {
      websiteId: c.get("website").id,
      currency,
      locale,
      lines: found.lines,
      ...pricingChoices(input, input.shippingAddress, found.cart),
      giftCardCode: input.giftCardCode ?? null,
      now: Date.now(),
    });
    return c.json(
      {
        currency,
        lines: found.lines.map((l, i) => ({
          itemId: l.itemId,
          sku: l.sku,
          title: l.title,
          attributes: l.attributes,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          // As shown: with tax for the EU, UK and Australia, without elsewhere (docs/taxes.md).
          totalCents: quote.priced.lineTotalsCents[i] ?? l.unitPriceCents * l.quantity,
        })),
        ...pricedCartFields(quote.priced),
        requiresShipping: found.lines.some((l) => l.productType === ProductTypeCode.PHYSICAL),
        giftCard: quote.giftCard && {
          last4: quote.giftCard.last4,
          balance: moneyJson(quote.giftCard.balanceCents, currency),
          appliedCents: quote.giftCard.appliedCents,
        },
        giftCardMessage: quote.giftCardMessage,
        amountDueCents: quote.amountDueCents,
        minSubtotalCents: quote.minSubtotalCents,
        minimumMessage: quote.belowMinimum
          ? minimumSubtotalMessage(formatMinorUnits(quote.minSubtotalCents, currency, locale))
          : null,
        emptyMessage: found.lines.length === 0 ? CART_EMPTY : null,
        subscription: found.subscription
          ? {
              plan: found.subscription.plan,
              terms: subscriptionPriceText(
                found.subscription.plan,
                formatMinorUnits(found.lines[0]!.unitPriceCents * found.lines[0]!.quantity, currency, locale),
              ),
            }
          : null,
      },
      200,
    );
  })
  .post("/", requireJson, limitBody(), validateFields(checkoutBody), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const input = c.req.valid("json");
    const website = c.get("website");
    const found = await checkoutLines(c, input.express, input.subscriptionToken, input.checkoutId);
    if (!found.ok) return c.json({ message: found.message }, found.status);
    const order: PlaceOrderInput = {
      websiteId: website.id,
      currency: c.get("websiteSettings").storeSettings.selectedCurrency,
      locale: website.language,
      origin: new URL(c.req.url).origin,
      checkoutId: input.checkoutId,
      email: input.email,
      address: input.shippingAddress?.address ?? null,
      ...pricingChoices(input, input.shippingAddress?.location, found.cart),
      giftCardCode: input.giftCardCode || null,
      paymentMethod: input.paymentMethod || null,
      lines: found.lines,
      cartId: found.cartId,
      checkoutVisitor: await checkoutVisitorKey(readCrumb(c)),
    };
    const deps = orderDeps(c.env, c.get("db"));
    if (found.subscription) {
      const started = await startSubscription(deps, { ...order, ...found.subscription });
      if (!started.ok) {
        const { status, message, field } = started;
        return c.json({ message, ...(field ? { field } : {}) }, status);
      }
      c.executionCtx.waitUntil(recordPurchase(c.env.EVENTS, started.order));
      if (input.isJoinMailingList) await joinMailingList(c, input.email);
      return c.json(
        {
          orderId: started.order.id,
          orderNumber: started.order.number,
          subscriptionId: started.subscription.id,
          redirect: subscriptionPagePath(started.subscription.id, started.order.accessToken),
        },
        200,
      );
    }
    const result = await placeOrder(deps, order);
    if (!result.ok) {
      const { status, message, field } = result;
      return c.json({ message, ...(field ? { field } : {}) }, status);
    }
    c.executionCtx.waitUntil(recordPurchase(c.env.EVENTS, result.order));
    if (input.isJoinMailingList) await joinMailingList(c, input.email);
    // The cart is bought: the next add starts a new one.
    if (result.order.cartId && result.order.cartId === readCartId(c)) clearCartId(c);
    return c.json(
      {
        orderId: result.order.id,
        orderNumber: result.order.number,
        redirect: orderPagePath(result.order),
      },
      200,
    );
  });
