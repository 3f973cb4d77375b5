// An expired site (spec section 4) shows visitors a notice instead of the store: every page, and
// the visitor calls that would act on it (cart, checkout, forms, newsletter, member accounts,
// comments and likes),
// answer 503 with `no-store`, so no cache keeps the notice as the store's page nor a store page
// past the expiry (the status change also bumps the content version: migration site_expiry).
// 503, not 404 or 410: the site is coming back once renewed, and search engines keep its pages for
// a while on a 503 rather than dropping them. The owner panel, the owner calls, the site's files
// (the panel's thumbnails and the preview) and unsubscribing from its emails keep working.
import type { MiddlewareHandler } from "hono";
import { escapeHtml } from "../template/strings";
import { SITE_EXPIRED_API, SITE_EXPIRED_TEXT, SITE_EXPIRED_TITLE } from "../site-status/messages";
import type { AppEnv } from "./app-env";

/** Paths that act on the store for a visitor; other /api paths are the owner's or harmless. */
const VISITOR_API = /^\/api\/(?:commerce|3\/commerce|form|newsletter|site-users|content)(?:\/|$)/;
/**
 * Pages and files that stay up: the panel, uploaded files, the custom CSS the preview uses, the
 * development mailbox, unsubscribing (a visitor's right whatever the site's state), and what a
 * buyer already paid for (their order's pages and downloads).
 */
const STILL_SERVED =
  /^\/(?:config|s|site-custom\.css|dev\/mailbox|newsletter\/unsubscribe|commerce\/orders|commerce\/downloads)(?:[/?]|$)/;

export function expiredSitePage(siteTitle: string, language: string): string {
  const title = escapeHtml(siteTitle);
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${SITE_EXPIRED_TITLE}</title></head>
<body class="site-expired">
<main><h1>${SITE_EXPIRED_TITLE}</h1><p>${SITE_EXPIRED_TEXT}</p>
<p><a href="/config">Site owner? Sign in</a></p></main>
</body>
</html>
`;
}

export const expiredSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("siteExpired")) return next();
  const path = c.req.path;
  const api = path === "/api" || path.startsWith("/api/");
  if (api ? !VISITOR_API.test(path) : STILL_SERVED.test(path)) return next();
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (api) return c.json({ message: SITE_EXPIRED_API }, 503, headers);
  const website = c.get("website");
  return c.html(expiredSitePage(website.siteTitle, website.language), 503, headers);
};
