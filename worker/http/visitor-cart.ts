// The visitor's cart as the cart and checkout routes reach it: its Durable Object, the stored
// cart when it belongs to this website, and its JSON priced with the store's rules.
import type { Context } from "hono";
import { type ShoppingCartJson, shoppingCartJson, type StoredCart } from "../commerce/cart";
import { priceStoredCart, type StoreContext } from "../commerce/price-lines";
import { currentCartId, liveCart } from "../commerce/member-cart";
import type { AppEnv } from "./app-env";
import { cartStub } from "./cart-stub";

type CartContext = Context<AppEnv>;

export { cartStub };

/** The visitor's cart (a signed-in member's own), when it exists and belongs to this website. */
export async function visitorCart(c: CartContext): Promise<{ cartId: string; stored: StoredCart } | null> {
  const cartId = await currentCartId(c);
  const stored = await liveCart(c, cartId);
  return cartId && stored ? { cartId, stored } : null;
}

/** The store's currency and language, which pricing needs to word a coupon's minimum. */
export function storeContext(c: CartContext): StoreContext {
  const website = c.get("website");
  return {
    websiteId: website.id,
    currency: c.get("websiteSettings").storeSettings.selectedCurrency,
    locale: website.language,
  };
}

/** The cart as every cart answer shows it: priced with its coupons, location and option. */
export async function pricedCartJson(c: CartContext, stored: StoredCart | null): Promise<ShoppingCartJson> {
  const store = storeContext(c);
  return shoppingCartJson(
    stored,
    store.websiteId,
    store.currency,
    await priceStoredCart(c.get("db"), stored, store),
  );
}
