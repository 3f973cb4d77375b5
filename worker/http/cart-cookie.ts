// The cart id travels in an HttpOnly, SameSite=Lax cookie (Secure over https). Only ids we
// could have issued (UUIDs) are accepted, so a forged cookie cannot name arbitrary objects.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { CART_LIFETIME_MS } from "../../durable-objects/shopping-cart";

export const CART_COOKIE = "CART";
const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function readCartId(c: Context): string | undefined {
  const value = getCookie(c, CART_COOKIE);
  return value !== undefined && CART_ID.test(value) ? value : undefined;
}

export function writeCartId(c: Context, cartId: string): void {
  setCookie(c, CART_COOKIE, cartId, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: Math.floor(CART_LIFETIME_MS / 1000),
  });
}
