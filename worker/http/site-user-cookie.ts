// A member's cookies. The session id goes in an HttpOnly, SameSite=Lax cookie (Secure on https),
// as the owner's does (owner-cookie.ts). Beside it, the spec's readable SiteUserInfo cookie (section
// 3: JSON with authenticated and siteUserId) tells page scripts a member is signed in, so the
// header cart loads for them (client/islands/cart-store.ts) though cached pages cannot say so.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

export const SITE_USER_SESSION_COOKIE = "atelier_member";
/** Must match SITE_USER_COOKIE in client/islands/cart-store.ts. */
export const SITE_USER_INFO_COOKIE = "SiteUserInfo";
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function readSiteUserCookie(c: Context): string | undefined {
  const value = getCookie(c, SITE_USER_SESSION_COOKIE);
  return value !== undefined && SESSION_ID.test(value) ? value : undefined;
}

const options = (c: Context) =>
  ({ path: "/", sameSite: "Lax", secure: new URL(c.req.url).protocol === "https:" }) as const;

/** Without "remember me" both are browser-session cookies; with it, they last as the session. */
export function setSiteUserCookies(
  c: Context,
  sessionId: string,
  siteUserId: string,
  maxAgeSeconds: number | undefined,
): void {
  const lifetime = maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds };
  setCookie(c, SITE_USER_SESSION_COOKIE, sessionId, { ...options(c), httpOnly: true, ...lifetime });
  const info = JSON.stringify({ authenticated: true, siteUserId });
  setCookie(c, SITE_USER_INFO_COOKIE, info, { ...options(c), ...lifetime });
}

export function clearSiteUserCookies(c: Context): void {
  deleteCookie(c, SITE_USER_SESSION_COOKIE, { ...options(c), httpOnly: true });
  deleteCookie(c, SITE_USER_INFO_COOKIE, options(c));
}
