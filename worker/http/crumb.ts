// The crumb (spec section 3): a random token cookie that identifies the visitor's session and
// that every state-changing API call must send back, in the X-CSRF-Token header or, for
// form-encoded bodies (beacons, plain forms), in a `crumb` field. Another site can make a
// browser send our cookies but cannot read them, so it cannot echo the crumb. Scripts read the
// cookie (not HttpOnly) through client/islands/crumb.ts.
//
// Pages stay the same for everyone: the cookie is added by the outermost middleware, after the
// edge cache has stored or served the page, and only when the request lacks a valid crumb.
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { SESSION_EXPIRED } from "../commerce/messages";
import type { AppEnv } from "./app-env";
import { SAFE_METHODS } from "./csrf";
import { apiError } from "./errors";

export const CRUMB_COOKIE = "crumb";
export const CRUMB_HEADER = "X-CSRF-Token";
export const CRUMB_FIELD = "crumb";
const CRUMB = /^[0-9a-f]{32}$/;
/** Form bodies up to this size are read for their crumb field; larger ones must use the header. */
const MAX_FORM_BYTES = 64 * 1024;

export function newCrumb(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function readCrumb(c: Context): string | undefined {
  const value = getCookie(c, CRUMB_COOKIE);
  return value !== undefined && CRUMB.test(value) ? value : undefined;
}

/** Compares in time independent of where the strings differ (their length is not secret). */
export function sameCrumb(expected: string, sent: string): boolean {
  if (expected.length !== sent.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ sent.charCodeAt(i);
  return diff === 0;
}

/**
 * The visitor's crumb for a private page's own form (a lock screen): the cookie's, or a new one
 * that crumbCookie then sets on this response. Never call it for a shared, cacheable page.
 */
export function pageCrumb<E extends AppEnv>(c: Context<E>): string {
  const existing = readCrumb(c);
  if (existing && !c.get("renewCrumb")) return existing;
  let issued = c.get("issuedCrumb");
  if (!issued) c.set("issuedCrumb", (issued = newCrumb()));
  return issued;
}

/** A form's crumb field against the cookie (for plain HTML forms outside /api). */
export function crumbMatches(c: Context, sent: unknown): boolean {
  const expected = readCrumb(c);
  return expected !== undefined && typeof sent === "string" && sameCrumb(expected, sent);
}

function crumbSetCookie(c: Context<AppEnv>): string {
  return serialize(CRUMB_COOKIE, c.get("issuedCrumb") ?? newCrumb(), {
    path: "/",
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
  });
}

/** Outermost middleware: a crumb for every visitor who lacks a valid one, on any response. */
export const crumbCookie: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (readCrumb(c) && !c.get("renewCrumb") && !c.get("issuedCrumb")) return;
  const cookie = crumbSetCookie(c);
  try {
    c.res.headers.append("set-cookie", cookie);
  } catch {
    // Immutable headers (a response passed through from fetch): answer with a copy.
    const copy = new Response(c.res.body, c.res);
    copy.headers.append("set-cookie", cookie);
    c.res = undefined;
    c.res = copy;
  }
};

async function crumbField(c: Context): Promise<string | undefined> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") return undefined;
  const length = Number(c.req.header("content-length") ?? NaN);
  if (!(length >= 0 && length <= MAX_FORM_BYTES)) return undefined;
  try {
    // Hono keeps the parsed body, so the route can read it again.
    const field = (await c.req.parseBody())[CRUMB_FIELD];
    return typeof field === "string" ? field : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The public API (worker/routes/public-api.ts) authenticates with a Bearer key, which a browser
 * never sends on its own, and reads no cookie: a forged request has no key, so it needs no crumb
 * (and a script without a key hears 401 from the API, not the crumb's 403).
 */
function isPublicApiCall(c: Context): boolean {
  return c.req.path.startsWith("/api/public/");
}

/**
 * State-changing API calls must send the crumb back. A refusal answers 403 with the spec's text
 * (section 8) and a fresh crumb, so the visitor's retry after a reload carries a valid one.
 */
export const crumbGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || isPublicApiCall(c)) return next();
  const expected = readCrumb(c);
  const sent = c.req.header(CRUMB_HEADER) ?? (await crumbField(c));
  if (expected === undefined || sent === undefined || !sameCrumb(expected, sent)) {
    c.set("renewCrumb", true);
    c.header("Cache-Control", "private, no-store");
    return apiError(c, 403, SESSION_EXPIRED);
  }
  await next();
};
