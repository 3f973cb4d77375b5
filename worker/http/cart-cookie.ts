// The cart id travels in an HttpOnly, SameSite=Lax cookie (Secure over https). Only ids we
// could have issued (UUIDs) are accepted, so a forged cookie cannot name arbitrary objects.
// Beside it, a readable flag cookie (no id in it) tells page scripts a cart exists, so islands
// fetch the cart only when there is one (cached pages cannot say so themselves).
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { CART_LIFETIME_MS } from "../../durable-objects/shopping-cart";

export const CART_COOKIE = "CART";
/** Readable companion of CART: "1" while a cart cookie is set. Read by client/islands/cart-store.ts. */
export const CART_FLAG_COOKIE = "hasCart";
const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function readCartId(c: Context): string | undefined {
  const value = getCookie(c, CART_COOKIE);
  return value !== undefined && CART_ID.test(value) ? value : undefined;
}

export function writeCartId(c: Context, cartId: string): void {
  const options = {
    path: "/",
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: Math.floor(CART_LIFETIME_MS / 1000),
  } as const;
  setCookie(c, CART_COOKIE, cartId, { ...options, httpOnly: true });
  setCookie(c, CART_FLAG_COOKIE, "1", options);
}

/** Forgets the cart (purchased, expired or foreign): both cookies go. */
export function clearCartId(c: Context): void {
  deleteCookie(c, CART_COOKIE, { path: "/" });
  deleteCookie(c, CART_FLAG_COOKIE, { path: "/" });
}
