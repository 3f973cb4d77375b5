// Headers every answer after the site lookup carries, set inside the edge cache so a stored page
// keeps them (the cache and this isolate's copy answer a page with the headers it was stored
// with; the key holds the protocol, so an http page never gets https's HSTS or back).
// HTML gets the Content-Security-Policy (content-security-policy.ts).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { CSP_ENABLED, contentSecurityPolicy, ownerScriptsPolicy } from "./content-security-policy";

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
/** Powerful features no page of a shop uses; `payment` stays with the site itself. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=(self)",
  "serial=()",
  "usb=()",
].join(", ");
/** One year, subdomains left out: an owner's custom domain may have hosts we do not serve. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // A response passed through from elsewhere (a fetch, the cache) has headers that cannot change.
  c.res = new Response(c.res.body, c.res);
  const headers = c.res.headers;
  if (!headers.has("referrer-policy")) headers.set("Referrer-Policy", REFERRER_POLICY);
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("X-Content-Type-Options", "nosniff");
  if (new URL(c.req.url).protocol === "https:") {
    headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  }
  const type = headers.get("content-type") ?? "";
  if (CSP_ENABLED && type.startsWith("text/html") && !headers.has("content-security-policy")) {
    const policy = c.get("ownerScripts") ? ownerScriptsPolicy : await contentSecurityPolicy();
    headers.set("Content-Security-Policy", policy);
  }
};
