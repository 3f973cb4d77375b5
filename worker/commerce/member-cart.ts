// The cart that follows a signed-in member (spec section 7's site-user session): the member's row
// names their cart (site_users.cart_id), and the browser's cart cookie is kept pointing at it, so
// signing in on another browser finds the same cart.
//   - sign-in: the member's cart and the browser's anonymous cart become one (the member's, with
//     the anonymous lines merged in); a member without a cart adopts the browser's;
//   - while signed in: the cart routes act on the member's cart, and a cart they start is theirs;
//   - sign-out: the browser forgets the cart, or with cloneCart keeps a copy as an anonymous cart.
import type { Context } from "hono";
import type { StoredCart } from "./cart";
import { bindCart } from "../db/site-users";
import type { AppEnv } from "../http/app-env";
import { clearCartId, readCartId, writeCartId } from "../http/cart-cookie";
import { cartStub } from "../http/cart-stub";
import { siteUserSession } from "../http/site-user";

/** The cart with this id, when it exists and belongs to this site. */
export async function liveCart(c: Context<AppEnv>, cartId: string | null | undefined) {
  if (!cartId) return null;
  const stored = await cartStub(c.env, cartId).read();
  return stored && stored.websiteId === c.get("website").id ? stored : null;
}

/** The cart id this request acts on: the signed-in member's cart, else the cookie's. */
export async function currentCartId(c: Context<AppEnv>): Promise<string | undefined> {
  const cookie = readCartId(c);
  const member = await siteUserSession(c);
  if (member?.cartId && member.cartId !== cookie) {
    writeCartId(c, member.cartId);
    return member.cartId;
  }
  return cookie;
}

/** A cart was started for this request: a signed-in member owns it from now on. */
export async function cartStarted(c: Context<AppEnv>, cartId: string): Promise<void> {
  writeCartId(c, cartId);
  const member = await siteUserSession(c);
  if (member && member.cartId !== cartId) await bindCart(c.get("db"), member.siteUserId, cartId);
}

/** The cart is gone (expired, purchased, another site's): the browser and the member forget it. */
export async function cartGone(c: Context<AppEnv>): Promise<void> {
  clearCartId(c);
  const member = await siteUserSession(c);
  if (member?.cartId) await bindCart(c.get("db"), member.siteUserId, null);
}

/** At sign-in: one cart for the member and this browser (see the header comment). */
export async function joinCartsAtSignIn(
  c: Context<AppEnv>,
  siteUserId: string,
  memberCartId: string | null,
): Promise<void> {
  const websiteId = c.get("website").id;
  const browserCartId = readCartId(c);
  const [mine, browsers] = await Promise.all([
    liveCart(c, memberCartId),
    browserCartId === memberCartId ? null : liveCart(c, browserCartId),
  ]);
  if (mine && browsers) {
    await cartStub(c.env, mine.id).receive({ cartId: mine.id, websiteId }, browsers.entries);
    await cartStub(c.env, browsers.id).clear();
  }
  const kept: StoredCart | null = mine ?? browsers;
  if (kept) writeCartId(c, kept.id);
  if ((kept?.id ?? null) !== memberCartId) await bindCart(c.get("db"), siteUserId, kept?.id ?? null);
}

/** At sign-out: the browser forgets the member's cart, or keeps a copy of it (cloneCart). */
export async function leaveCartAtSignOut(c: Context<AppEnv>, memberCartId: string | null, clone: boolean) {
  const mine = clone ? await liveCart(c, memberCartId ?? readCartId(c)) : null;
  if (!mine || mine.entries.length === 0) return clearCartId(c);
  const copyId = crypto.randomUUID();
  await cartStub(c.env, copyId).receive({ cartId: copyId, websiteId: mine.websiteId }, mine.entries);
  writeCartId(c, copyId);
}
