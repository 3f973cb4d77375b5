// Cross-site request forgery guard for state-changing API calls. Browsers send Origin on every
// non-GET request and Sec-Fetch-Site on modern engines: a request that says it comes from another
// site is refused, whatever its content type. Requests without either header come from non-browser
// clients (curl, server-to-server), which carry no visitor's cookies by accident.
import type { MiddlewareHandler } from "hono";
import { SESSION_EXPIRED } from "../commerce/messages";
import { apiError } from "./errors";

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const csrfGuard: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const crossSite = site !== undefined && site !== "same-origin" && site !== "none";
    const foreignOrigin = origin !== undefined && origin !== new URL(c.req.url).origin;
    // Spec section 8: the island shows the crumb-failure text for a 403.
    if (crossSite || foreignOrigin) return apiError(c, 403, SESSION_EXPIRED);
  }
  await next();
};
