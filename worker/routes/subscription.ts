// POST /api/3/commerce/cart/subscription (spec section 7): {itemId, sku, qty, additionalFields,
// subscriptionOptionId?} -> {cartToken}. Checks the product is subscribable (PHYSICAL or SERVICE
// with a plan), the variant and the stock, and keeps the choice under a fresh cart token for a day;
// the product page then goes to the subscription checkout, /commerce/subscription?cartToken=.
// Errors are {message}: 400 bad input or a product not sold by subscription, 404 an unknown
// product or variant, 409 not enough stock. The crumb is checked like every POST.
import { Hono } from "hono";
import { z } from "zod";
import { insertSubscriptionCart } from "../db/subscriptions";
import type { AppEnv } from "../http/app-env";
import { cartClientRateLimit } from "../http/client-rate-limit";
import { apiError } from "../http/errors";
import { QUANTITY_OUT_OF_RANGE } from "../http/messages";
import { limitBody, requireJson, validate } from "../http/validation";
import { MAX_QUANTITY, MIN_QUANTITY } from "../commerce/add-to-cart";
import { newAccessToken } from "../orders/access";
import { subscribableLine } from "../subscriptions/product";
import { additionalFieldsText } from "./cart";

/** How long a subscription cart waits for its checkout. */
export const SUBSCRIPTION_CART_TTL_MS = 24 * 60 * 60_000;

export const subscriptionBody = z.object({
  itemId: z.string().min(1).max(64),
  sku: z.string().max(64).optional(),
  qty: z
    .number({ error: QUANTITY_OUT_OF_RANGE })
    .int({ error: QUANTITY_OUT_OF_RANGE })
    .min(MIN_QUANTITY, { error: QUANTITY_OUT_OF_RANGE })
    .max(MAX_QUANTITY, { error: QUANTITY_OUT_OF_RANGE })
    .default(1),
  additionalFields: additionalFieldsText(),
  subscriptionOptionId: z.string().max(64).nullish(),
});

export const subscription = new Hono<AppEnv>()
  .use("*", cartClientRateLimit)
  .post("/", requireJson, limitBody(), validate("json", subscriptionBody), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const body = c.req.valid("json");
    const website = c.get("website");
    const found = await subscribableLine(
      c.get("db"),
      website.id,
      {
        itemId: body.itemId,
        sku: body.sku,
        quantity: body.qty,
        additionalFields: body.additionalFields || null,
        subscriptionOptionId: body.subscriptionOptionId,
      },
      c.get("websiteSettings").storeSettings.multipleQuantityAllowedForServices,
    );
    if (!found.ok) return apiError(c, found.status, found.message);
    const now = Date.now();
    const cartToken = newAccessToken();
    await insertSubscriptionCart(c.get("db"), {
      token: cartToken,
      websiteId: website.id,
      itemId: found.line.itemId,
      sku: found.line.sku,
      quantity: found.line.quantity,
      additionalFields: found.line.additionalFields,
      subscriptionOptionId: body.subscriptionOptionId || null,
      createdOn: now,
      expiresOn: now + SUBSCRIPTION_CART_TTL_MS,
    });
    return c.json({ cartToken }, 200);
  });
