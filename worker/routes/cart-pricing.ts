// What prices the cart, stored in it (ours; the spec shows the cart fields, not these calls),
// under /api/commerce/shopping-cart, each answering {shoppingCart} priced again:
//   POST   /coupons                  {code}                          add a coupon code
//   DELETE /coupons/{code}                                           remove one
//   PUT    /shippingLocation         {country, region?, postalCode?} where the cart ships
//   PUT    /selectedShippingOption   {shippingOptionId}              one of its shippingOptions
// A code is kept whether or not it applies: the cart lists it in validCoupons or, with the
// reason, in invalidCoupons, every time it is priced. None of these creates a cart (404 without
// one). Failures are {message, field?}; the postal-code messages are the spec's, word for word.
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { PricingChangeResult } from "../../durable-objects/shopping-cart";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import { priceStoredCart } from "../commerce/price-lines";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson, validateFields } from "../http/validation";
import { cartStub, pricedCartJson, storeContext, visitorCart } from "../http/visitor-cart";
import { CART_EMPTY } from "../orders/messages";
import { couponCodeInput, shippingLocationInput, shippingOptionIdInput } from "../pricing/inputs";
import {
  COUPON_NOT_IN_CART,
  SHIPPING_LOCATION_FIRST,
  SHIPPING_OPTION_NOT_OFFERED,
  TOO_MANY_COUPONS,
} from "../pricing/messages";

export const couponBody = z.object({ code: couponCodeInput });
export const shippingOptionBody = z.object({ shippingOptionId: shippingOptionIdInput });

type CartContext = Context<AppEnv>;

async function answer(c: CartContext, result: PricingChangeResult) {
  if (result.ok) return c.json({ shoppingCart: await pricedCartJson(c, result.cart) }, 200);
  switch (result.reason) {
    case "not-found":
      return apiError(c, 404, CART_EMPTY);
    case "rate-limited":
      return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
    case "too-many-coupons":
      return c.json({ message: TOO_MANY_COUPONS, field: "code" }, 400);
    case "coupon-not-in-cart":
      return apiError(c, 404, COUPON_NOT_IN_CART);
  }
}

export const cartPricing = new Hono<AppEnv>()
  .post("/coupons", requireJson, limitBody(), validateFields(couponBody), async (c) => {
    const mine = await visitorCart(c);
    if (!mine) return apiError(c, 404, CART_EMPTY);
    return answer(c, await cartStub(c.env, mine.cartId).addCoupon(c.req.valid("json").code));
  })
  .delete("/coupons/:code", async (c) => {
    const code = c.req.param("code").trim();
    const mine = await visitorCart(c);
    if (!mine) return apiError(c, 404, CART_EMPTY);
    if (!couponCodeInput.safeParse(code).success) return apiError(c, 404, COUPON_NOT_IN_CART);
    return answer(c, await cartStub(c.env, mine.cartId).removeCoupon(code));
  })
  .put("/shippingLocation", requireJson, limitBody(), validateFields(shippingLocationInput), async (c) => {
    const mine = await visitorCart(c);
    if (!mine) return apiError(c, 404, CART_EMPTY);
    return answer(c, await cartStub(c.env, mine.cartId).setShippingLocation(c.req.valid("json")));
  })
  .put("/selectedShippingOption", requireJson, limitBody(), validateFields(shippingOptionBody), async (c) => {
    const { shippingOptionId } = c.req.valid("json");
    const mine = await visitorCart(c);
    if (!mine) return apiError(c, 404, CART_EMPTY);
    if (!mine.stored.shippingLocation) {
      return c.json({ message: SHIPPING_LOCATION_FIRST, field: "shippingOptionId" }, 400);
    }
    // Only an option the cart is offered now (its country, its weight, FREE_OVER's minimum).
    const priced = await priceStoredCart(c.get("db"), mine.stored, storeContext(c));
    if (!priced.shippingOptions.some((o) => o.id === shippingOptionId)) {
      return c.json({ message: SHIPPING_OPTION_NOT_OFFERED, field: "shippingOptionId" }, 400);
    }
    return answer(c, await cartStub(c.env, mine.cartId).selectShippingOption(shippingOptionId));
  });
