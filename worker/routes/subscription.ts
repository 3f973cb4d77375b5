// POST /api/3/commerce/cart/subscription (spec section 7): {itemId, sku, qty, additionalFields,
// subscriptionOptionId?} -> {cartToken}. Subscriptions are sold through their own checkout, which
// the checkout issue (7) builds; until then the call answers 501 with a sentence for the visitor.
import { Hono } from "hono";
import { SUBSCRIPTIONS_NOT_YET } from "../http/messages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";

export const subscription = new Hono<AppEnv>().post("/", (c) => {
  c.header("Cache-Control", "private, no-store");
  return apiError(c, 501, SUBSCRIPTIONS_NOT_YET);
});
