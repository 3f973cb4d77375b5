// Checkout calls (not shown in the spec; ours, docs/checkout.md, Orders), under /api/commerce/checkout:
//   POST /quote  {shippingAddress?, shippingOptionId?, couponCodes?, giftCardCode?, express?}
//                -> the totals, shipping options, coupons, gift card share and amount due
//   POST /       {checkoutId, email, shippingAddress?, shippingOptionId?, couponCodes?,
//                 giftCardCode?, paymentMethod?, express?} -> {orderId, orderNumber, redirect}
// Both price the visitor's cart, or with `express` one line straight from the product page; a
// field left out (couponCodes, the address's location, shippingOptionId) is the one the visitor
// stored on the cart (cart-pricing.ts), so the checkout starts where the cart page left. Errors
// are `{message, field?}`: 400 for what the visitor can fix, 402 for a payment refused, 409 when
// the store changed (stock, coupon uses, a gift card balance), 503 when the payment's outcome is
// not known yet (retry with the same checkoutId). The crumb is checked like every POST.
import { Hono, type Context } from "hono";
import type { StoredCart } from "../commerce/cart";
import { formatMinorUnits } from "../commerce/money";
import { ProductTypeCode } from "../db/catalog-types";
import { moneyJson } from "../db/money-json";
import type { AppEnv } from "../http/app-env";
import { clearCartId, readCartId } from "../http/cart-cookie";
import { limitBody, requireJson, validateFields } from "../http/validation";
import { visitorCart } from "../http/visitor-cart";
import { pricedCartFields } from "../pricing/price-cart";
import type { ShippingLocation } from "../pricing/shipping";
import { orderPagePath } from "../orders/access";
import { orderDeps } from "../orders/deps";
import { checkoutBody, quoteBody } from "../orders/inputs";
import { expressLine, type CheckoutLine } from "../orders/lines";
import { CART_EMPTY, minimumSubtotalMessage } from "../orders/messages";
import { placeOrder } from "../orders/place-order";
import { recordPurchase } from "../analytics/purchase";
import { quoteCheckout } from "../orders/quote";

type Lines =
  | { ok: true; lines: CheckoutLine[]; cartId: string | null; cart: StoredCart | null }
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

/** The express line, or the lines of the visitor's cart (an empty list without one). */
async function checkoutLines(
  c: Context<AppEnv>,
  express: { itemId: string; sku?: string; quantity: number } | null | undefined,
): Promise<Lines> {
  const website = c.get("website");
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

export const checkout = new Hono<AppEnv>()
  .post("/quote", requireJson, limitBody(), validateFields(quoteBody), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const input = c.req.valid("json");
    const currency = c.get("websiteSettings").storeSettings.selectedCurrency;
    const locale = c.get("website").language;
    const found = await checkoutLines(c, input.express);
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
        lines: found.lines.map((l) => ({
          itemId: l.itemId,
          sku: l.sku,
          title: l.title,
          attributes: l.attributes,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
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
      },
      200,
    );
  })
  .post("/", requireJson, limitBody(), validateFields(checkoutBody), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const input = c.req.valid("json");
    const website = c.get("website");
    const found = await checkoutLines(c, input.express);
    if (!found.ok) return c.json({ message: found.message }, found.status);
    const result = await placeOrder(orderDeps(c.env, c.get("db")), {
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
    });
    if (!result.ok) {
      const { status, message, field } = result;
      return c.json({ message, ...(field ? { field } : {}) }, status);
    }
    c.executionCtx.waitUntil(recordPurchase(c.env.EVENTS, result.order));
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
