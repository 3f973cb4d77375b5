// Adding a line to the visitor's cart (spec section 7's add-to-cart request), shared by the JSON
// call (worker/routes/cart.ts) and the product form posted without script
// (worker/pages/routes/cart-add.ts): the product and variant checked, the line's price and limit
// from the catalogue, the cart started (or a stale cookie's cart replaced) as needed.
import type { Context } from "hono";
import type { AddLine, AddResult } from "../../durable-objects/shopping-cart";
import { cartLimit, chooseVariant, productTypeCodeOf } from "../commerce/add-to-cart";
import type { StoredCart } from "../commerce/cart";
import { cartStarted, currentCartId } from "../commerce/member-cart";
import { NOT_ENOUGH_STOCK, TRY_AGAIN_IN_A_FEW_SECONDS, VARIANT_UNAVAILABLE } from "../commerce/messages";
import { findCartProduct } from "../db/cart-catalog";
import type { AppEnv } from "./app-env";
import { cartStub } from "./cart-stub";
import { QUANTITY_OUT_OF_RANGE, SUBSCRIPTION_NOT_IN_CART } from "./messages";

export interface AddRequest {
  itemId: string;
  sku?: string;
  quantity: number;
  additionalFields?: string | null;
}

export type Added =
  | { ok: true; cart: StoredCart; newlyAdded: Extract<AddResult, { ok: true }>["newlyAdded"] }
  | { ok: false; status: 400 | 404 | 409 | 429; message: string };

export async function addToCart(c: Context<AppEnv>, body: AddRequest): Promise<Added> {
  const website = c.get("website");
  const settings = c.get("websiteSettings").storeSettings;

  const product = await findCartProduct(c.get("db"), website.id, body.itemId);
  if (!product) return { ok: false, status: 404, message: VARIANT_UNAVAILABLE };
  if (product.isSubscribable) return { ok: false, status: 400, message: SUBSCRIPTION_NOT_IN_CART };
  const choice = chooseVariant(product, product.variants, body.sku);
  if (!choice.ok) return { ok: false, status: choice.status, message: choice.message };
  const variant = choice.variant;

  const existingId = await currentCartId(c);
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
      product.images.find((i) => i.id === variant.mainImageId)?.assetUrl ?? product.images[0]?.assetUrl ?? "",
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
        return { ok: false, status: 429, message: TRY_AGAIN_IN_A_FEW_SECONDS };
      case "quantity-limit":
        return { ok: false, status: 400, message: QUANTITY_OUT_OF_RANGE };
      default:
        return { ok: false, status: 409, message: NOT_ENOUGH_STOCK };
    }
  }
  if (result.cart.id !== existingId) await cartStarted(c, result.cart.id);
  return { ok: true, cart: result.cart, newlyAdded: result.newlyAdded };
}
