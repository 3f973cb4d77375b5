// The part of every page's context that does not depend on the page: the site, its settings and
// navigation, the page type with its name. Routes add their own members.
import { getShopCollection } from "../db/catalog";
import { siteHeadFor } from "../db/site-head";
import { customCssHref } from "../site-content/custom-css";
import type { PageCtx } from "./page";
import { PAGE_TYPE_NAMES, type PageType } from "./page-types";
import type { PageContext } from "./render";
import { siteChrome } from "./site-chrome";

// Money renders for the site's locale (the dialect's useCLDRMoneyFormat flag), e.g. "$118.00".
const FEATURE_FLAGS = { useCLDRMoneyFormat: true };

/**
 * `path` (without a language prefix) decides which navigation link is current; `ownPath`, the
 * page's own address when it is not that (a product under its listing), is where the language
 * switcher leads.
 */
export async function siteContext(c: PageCtx, path: string, ownPath = path) {
  const [chrome, head] = await Promise.all([
    siteChrome(c, path, ownPath),
    siteHeadFor(c.get("db"), c.get("website").id, c.get("contentVersion")),
  ]);
  return {
    website: c.get("website"),
    websiteSettings: c.get("websiteSettings"),
    // navigation, navigations, siteHeader, siteFooter, languageSwitcher, pageLanguage.
    ...chrome,
    featureFlags: FEATURE_FLAGS,
    // The owner's custom CSS, linked after the theme's styles (render.ts).
    customCssHref: head.customCss ? customCssHref(c.get("contentVersion")) : undefined,
    // Canonical, Open Graph and JSON-LD URLs are absolute (worker/seo); seoTags are added at render.
    requestUrl: c.req.url,
  };
}

export type SiteContext = Awaited<ReturnType<typeof siteContext>>;

/** A page's context: the site's, the page type (number and name), then the page's own members. */
export function pageContext(
  site: SiteContext,
  pageType: PageType,
  members: { pageTitle?: string; [key: string]: unknown },
): PageContext {
  return { ...site, pageType, pageTypeName: PAGE_TYPE_NAMES[pageType], ...members };
}

/** The store's products collection, for links from the home, cart and error pages. */
export const findShop = (c: PageCtx) => getShopCollection(c.get("db"), c.get("website").id);
