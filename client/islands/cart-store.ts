// The visitor's cart, shared by every island of a page and fetched at most once per page, and
// only when one can exist: the readable flag cookie beside the HttpOnly cart cookie
// (worker/http/cart-cookie.ts) or a signed-in site user (spec section 6). Otherwise the cart is
// empty without asking the server.
import { useSyncExternalStore } from "react";
import type { CartEntryJson, ShoppingCartJson as CartView } from "../../worker/commerce/cart";
import { fetchCart } from "./cart-api";
import { signal } from "../analytics/signal";
import { CART_ADDED_EVENT } from "./cart-added-event";

/**
 * A cart may exist: the readable flag (CART_FLAG_COOKIE in worker/http/cart-cookie.ts) is 1, or the
 * SiteUserInfo cookie (worker/http/site-user-cookie.ts: URI-encoded JSON) says a member is signed in.
 */
const CART_EXPECTED = /(^|;\s*)(hasCart=1|SiteUserInfo=[^;]*%22authenticated%22%3Atrue)\b/;

/** Whether `document.cookie` says a cart may exist (pure, for tests; the entry asks it too). */
export const cartExpected = (cookieHeader: string): boolean => CART_EXPECTED.test(cookieHeader);

let cart: CartView | null = null;
let loading: Promise<CartView | null> | null = null;
const listeners = new Set<() => void>();
const addedListeners = new Set<(entry: CartEntryJson, cart: CartView) => void>();

const documentCookie = () => (globalThis as { document?: { cookie: string } }).document?.cookie ?? "";

/**
 * Loads the cart once per page (later calls share the first answer); null when there is none.
 * Rejects when the server fails: the counter then stays empty, the cart page says so.
 */
export function loadCart(): Promise<CartView | null> {
  loading ??= cartExpected(documentCookie())
    ? fetchCart().then((fetched) => (setCart(fetched), fetched))
    : Promise.resolve(null);
  return loading;
}

export function setCart(next: CartView): void {
  cart = next;
  for (const l of listeners) l();
}

/** A line was just added: the cart changes and the 'added to cart' popover opens. */
export function cartAdded(next: CartView, entry: CartEntryJson): void {
  setCart(next);
  for (const l of addedListeners) l(entry, next);
  (globalThis as unknown as EventTarget).dispatchEvent(new Event(CART_ADDED_EVENT));
  signal({
    name: "AddToCart",
    objectIdentifier: entry.itemId,
    cartId: next.id ?? undefined,
    product: { item_id: entry.itemId, item_title: entry.title },
  });
}

export function onCartAdded(listener: (entry: CartEntryJson, cart: CartView) => void): () => void {
  addedListeners.add(listener);
  return () => addedListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart as last known on this page; null until loaded (and on the server). */
export function useCart(): CartView | null {
  return useSyncExternalStore(
    subscribe,
    () => cart,
    () => null,
  );
}

/** Test seam: forget the page's cart. */
export function resetCartStore(): void {
  cart = null;
  loading = null;
}
