// Shopping cart API (spec section 7):
//   GET  /api/commerce/shopping-cart           -> the cart (an empty cart when there is none)
//   POST /api/commerce/shopping-cart/entries   {itemId, sku, quantity, additionalFields}
//                                              -> {shoppingCart, newlyAdded}
import { Hono } from "hono";
import { z } from "zod";
import type { AddLine, AddResult } from "../../durable-objects/shopping-cart";
import {
  cartLimit,
  chooseVariant,
  MAX_QUANTITY,
  MIN_QUANTITY,
  productTypeCodeOf,
} from "../commerce/add-to-cart";
import { cartEntryJson, shoppingCartJson } from "../commerce/cart";
import { NOT_ENOUGH_STOCK, TRY_AGAIN_IN_A_FEW_SECONDS, VARIANT_UNAVAILABLE } from "../commerce/messages";
import { findCartProduct } from "../db/cart-catalog";
import type { AppEnv } from "../http/app-env";
import { clearCartId, readCartId, writeCartId } from "../http/cart-cookie";
import { apiError } from "../http/errors";
import {
  ADDITIONAL_FIELDS_NOT_JSON,
  QUANTITY_OUT_OF_RANGE,
  SUBSCRIPTION_NOT_IN_CART,
} from "../http/messages";
import { limitBody, requireJson, validate } from "../http/validation";

const MAX_ADDITIONAL_FIELDS = 8 * 1024;

export const addEntryBody = z.object({
  itemId: z.string().min(1).max(64),
  sku: z.string().max(64).optional(),
  quantity: z
    .number({ error: QUANTITY_OUT_OF_RANGE })
    .int({ error: QUANTITY_OUT_OF_RANGE })
    .min(MIN_QUANTITY, { error: QUANTITY_OUT_OF_RANGE })
    .max(MAX_QUANTITY, { error: QUANTITY_OUT_OF_RANGE })
    .default(1),
  /** The additional-fields form answers as JSON text; "" or null when the product has no form. */
  additionalFields: z
    .string()
    .max(MAX_ADDITIONAL_FIELDS)
    .refine(isJsonOrEmpty, { error: ADDITIONAL_FIELDS_NOT_JSON })
    .nullable()
    .optional(),
});

function isJsonOrEmpty(text: string): boolean {
  if (text === "") return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const cartStub = (env: Env, cartId: string) => env.CART.getByName(cartId);

export const cart = new Hono<AppEnv>()
  .get("/", async (c) => {
    const website = c.get("website");
    const currency = c.get("websiteSettings").storeSettings.selectedCurrency;
    const cartId = readCartId(c);
    const stored = cartId ? await cartStub(c.env, cartId).read() : null;
    const mine = stored && stored.websiteId === website.id ? stored : null;
    // An expired or foreign cart: drop the cookies so pages stop asking for it.
    if (cartId && !mine) clearCartId(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(shoppingCartJson(mine, website.id, currency), 200);
  })
  .post("/entries", requireJson, limitBody(), validate("json", addEntryBody), async (c) => {
    const body = c.req.valid("json");
    const website = c.get("website");
    const settings = c.get("websiteSettings").storeSettings;
    c.header("Cache-Control", "private, no-store");

    const product = await findCartProduct(c.get("db"), website.id, body.itemId);
    if (!product) return apiError(c, 404, VARIANT_UNAVAILABLE);
    if (product.isSubscribable) return apiError(c, 400, SUBSCRIPTION_NOT_IN_CART);
    const choice = chooseVariant(product, product.variants, body.sku);
    if (!choice.ok) return apiError(c, choice.status, choice.message);
    const variant = choice.variant;

    const existingId = readCartId(c);
    const cartId = existingId ?? crypto.randomUUID();
    const line: AddLine = {
      cartId,
      websiteId: website.id,
      itemId: product.id,
      sku: variant.sku,
      attributes: variant.attributes,
      title: product.title,
      unitPriceCents: variant.onSale ? variant.salePriceCents : variant.priceCents,
      currency: variant.currency,
      productType: productTypeCodeOf(product.productType),
      assetUrl:
        product.images.find((i) => i.id === variant.mainImageId)?.assetUrl ??
        product.images[0]?.assetUrl ??
        "",
      fullUrl: product.fullUrl,
      quantity: body.quantity,
      additionalFields: body.additionalFields ? body.additionalFields : null,
      limit: cartLimit(product, variant, settings.multipleQuantityAllowedForServices),
    };
    let result: AddResult = await cartStub(c.env, cartId).add(line);
    if (!result.ok && result.reason === "other-website") {
      // A cookie from another site's cart: start a fresh cart for this one.
      const freshId = crypto.randomUUID();
      result = await cartStub(c.env, freshId).add({ ...line, cartId: freshId });
    }
    if (!result.ok) {
      switch (result.reason) {
        case "rate-limited":
          return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
        case "quantity-limit":
          return apiError(c, 400, QUANTITY_OUT_OF_RANGE);
        default:
          return apiError(c, 409, NOT_ENOUGH_STOCK);
      }
    }
    if (result.cart.id !== existingId) writeCartId(c, result.cart.id);
    return c.json(
      {
        shoppingCart: shoppingCartJson(result.cart, website.id, settings.selectedCurrency),
        newlyAdded: cartEntryJson(result.newlyAdded),
      },
      200,
    );
  });
