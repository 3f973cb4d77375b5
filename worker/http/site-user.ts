// The signed-in member of this request, and the gate of a member's own calls:
//   - no valid member session for this site: 401 'Please sign in to continue.'
//   - a state-changing call without the session's xsrf token in X-XSRF-Token: 403, the spec's
//     'Your session has expired. Please reload the page and try again.'
// A session belongs to the site whose host opened it: another site's member is nobody here.
import type { Context, MiddlewareHandler } from "hono";
import { SESSION_EXPIRED } from "../commerce/messages";
import { readSiteUserSession, type SiteUserSession } from "../db/site-user-sessions";
import { SIGN_IN_REQUIRED } from "../owner/messages";
import type { AppEnv } from "./app-env";
import { sameCrumb } from "./crumb";
import { SAFE_METHODS } from "./csrf";
import { apiError } from "./errors";
import { XSRF_HEADER } from "./owner";
import { readSiteUserCookie } from "./site-user-cookie";

/** This request's member session on this site, read once per request. */
export async function siteUserSession(c: Context<AppEnv>): Promise<SiteUserSession | undefined> {
  const known = c.get("siteUserSession");
  if (known !== undefined) return known ?? undefined;
  const id = readSiteUserCookie(c);
  const session = id
    ? await readSiteUserSession(c.get("db"), id, c.get("website").id, Date.now())
    : undefined;
  c.set("siteUserSession", session ?? null);
  return session;
}

export const requireSiteUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await siteUserSession(c);
  if (!session) return apiError(c, 401, SIGN_IN_REQUIRED);
  if (!SAFE_METHODS.has(c.req.method) && !sameCrumb(session.xsrfToken, c.req.header(XSRF_HEADER) ?? "")) {
    return apiError(c, 403, SESSION_EXPIRED);
  }
  await next();
};
