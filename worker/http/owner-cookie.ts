// The owner session cookie: HttpOnly (scripts never see the session id), SameSite=Lax (another
// site's form posts arrive without it), Secure on https. Without "remember me" it is a browser-
// session cookie; with it, it lasts as long as the session row (db/owner-sessions.ts).
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

export const OWNER_COOKIE = "atelier_owner";
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function readOwnerCookie(c: Context): string | undefined {
  const value = getCookie(c, OWNER_COOKIE);
  return value !== undefined && SESSION_ID.test(value) ? value : undefined;
}

const secure = (c: Context) => new URL(c.req.url).protocol === "https:";

export function setOwnerCookie(c: Context, sessionId: string, maxAgeSeconds: number | undefined): void {
  setCookie(c, OWNER_COOKIE, sessionId, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: secure(c),
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

export function clearOwnerCookie(c: Context): void {
  deleteCookie(c, OWNER_COOKIE, { path: "/", httpOnly: true, sameSite: "Lax", secure: secure(c) });
}
