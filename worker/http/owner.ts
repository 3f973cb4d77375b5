// The gate of every owner route: `requirePermission("products:read")` (worker/owner/permissions.ts).
//   - no valid owner session for this site: 401 'Please sign in to continue.'
//   - a session whose role lacks the permission: 403 'Your role on this site does not allow this.'
//   - a state-changing call without the session's xsrf token in X-XSRF-Token: 403, the spec's
//     'Your session has expired. Please reload the page and try again.'
// A session belongs to the site whose host opened it, so one site's owner never reaches another's
// data: the session is looked up by id *and* this request's website.
// Scripts and tests may instead send `Authorization: Bearer <OWNER_API_TOKEN>` (a secret; an empty
// or missing secret refuses everyone); the token acts as an administrator and, carrying no ambient
// cookie, needs no xsrf token.
import type { Context, MiddlewareHandler } from "hono";
import { SESSION_EXPIRED } from "../commerce/messages";
import { readSession, type OwnerSession } from "../db/owner-sessions";
import { PERMISSION_DENIED, SIGN_IN_REQUIRED } from "../owner/messages";
import { can, type Permission } from "../owner/permissions";
import type { AppEnv } from "./app-env";
import { sameCrumb } from "./crumb";
import { SAFE_METHODS } from "./csrf";
import { apiError } from "./errors";
import { readOwnerCookie } from "./owner-cookie";

export const XSRF_HEADER = "X-XSRF-Token";

function bearerIsOwnerToken(c: Context<AppEnv>): boolean {
  // A secret, so not in the generated Env (wrangler types reads wrangler.toml's vars).
  const expected = (c.env as Env & { OWNER_API_TOKEN?: string }).OWNER_API_TOKEN ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  // sameCrumb compares in time independent of where the strings differ.
  return expected !== "" && match !== null && sameCrumb(expected, match[1]!);
}

/** This request's owner session on this site, read once per request. */
export async function ownerSession(c: Context<AppEnv>): Promise<OwnerSession | undefined> {
  const known = c.get("ownerSession");
  if (known !== undefined) return known ?? undefined;
  const id = readOwnerCookie(c);
  const session = id ? await readSession(c.get("db"), id, c.get("website").id, Date.now()) : undefined;
  c.set("ownerSession", session ?? null);
  return session;
}

/** Admits a session whose role has `permission` (or the owner token); see the header comment. */
export const requirePermission =
  (permission: Permission): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    // Only a Bearer credential is ours: a site behind HTTP Basic auth (a staging host) sends
    // Authorization on every request, and its owners still sign in with sessions.
    if (/^Bearer\s/i.test(c.req.header("authorization") ?? "")) {
      if (bearerIsOwnerToken(c)) return next();
      c.header("WWW-Authenticate", 'Bearer realm="owner"');
      return apiError(c, 401, SIGN_IN_REQUIRED);
    }
    const session = await ownerSession(c);
    if (!session) return apiError(c, 401, SIGN_IN_REQUIRED);
    if (!can(session.role, permission)) return apiError(c, 403, PERMISSION_DENIED);
    if (!SAFE_METHODS.has(c.req.method)) {
      const sent = c.req.header(XSRF_HEADER) ?? "";
      if (!sameCrumb(session.xsrfToken, sent)) return apiError(c, 403, SESSION_EXPIRED);
    }
    await next();
  };

/** Any signed-in contributor of this site, whatever their role (their own session, sign-out). */
export const requireSession: MiddlewareHandler<AppEnv> = requirePermission("site:read");

/** Who is acting, for histories: the session's email, or "api" for the owner token. */
export async function ownerActor(c: Context<AppEnv>): Promise<string> {
  return (await ownerSession(c))?.email ?? "api";
}
