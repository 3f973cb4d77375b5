// Commerce visitor analytics (spec section 7): CommerceShopping events through the analytics
// event call, the add-to-cart visitor-metrics event behind its feature flag, and social pixel
// events when a pixel is configured and its script is on the page.
import type { AnalyticsPageContext } from "./context";
import { environmentOf } from "./environment";
import type { AnalyticsSignal } from "./signal";
import { beaconForm, postJson } from "./transport";

export const ANALYTICS_EVENTS_PATH = "/api/analytics/events";

/** CommerceShopping event names (spec section 7). */
export const COMMERCE_EVENTS = new Set([
  "VisitPDP",
  "VisitPLP",
  "ReviewsVitalsAnchorLink",
  "ReviewsTab",
  "AddToCart",
  "ViewCart",
  "RemoveFromCart",
  "RelatedProductDisplay",
  "RelatedProductAddToCart",
  "RelatedProductClick",
]);
/** Social pixel events (spec section 7). */
export const PIXEL_EVENTS = new Set([
  "AddToCart",
  "Search",
  "Lead",
  "ViewContent",
  "Purchase",
  "CompleteRegistration",
]);

export interface Ids {
  analyticsId: string;
  sessionId: string;
}

export function commerceEvent(ctx: AnalyticsPageContext, ids: Ids, name: string, objectIdentifier?: string) {
  return {
    eventSchemaName: "CommerceShopping",
    eventContent: {
      analytics_id: ids.analyticsId,
      browser_language: navigator.language.slice(0, 35),
      browser_width: innerWidth,
      browser_height: innerHeight,
      user_agent: navigator.userAgent.slice(0, 512),
      page_host: location.host,
      page_path: location.pathname,
      page_query: location.search.slice(0, 2083),
      page_referrer: document.referrer.slice(0, 2083),
      session_id: ids.sessionId,
      marketing_id: ids.analyticsId,
      timestamp: Date.now(),
      custom_schema_name: name,
      source_environment: environmentOf(location.hostname),
      context_website_id: ctx.websiteId,
      ...(objectIdentifier ? { object_identifier: objectIdentifier } : {}),
      resolved_locale: navigator.language.slice(0, 35),
      website_locale: ctx.websiteLocale,
    },
  };
}

export function commerceTracker(ctx: AnalyticsPageContext, ids: Ids) {
  const fbq = () => (globalThis as { fbq?: (...args: unknown[]) => void }).fbq;
  const dev = environmentOf(location.hostname) === "dev";

  function send(name: string, objectIdentifier?: string) {
    const body = commerceEvent(ctx, ids, name, objectIdentifier);
    // In development the payload is checked first, so a mistake shows in the console.
    if (dev) {
      void postJson(`${ANALYTICS_EVENTS_PATH}/validate`, body).then((ok) => {
        if (!ok) console.warn("analytics event refused by the validator", body);
      });
    }
    void postJson(ANALYTICS_EVENTS_PATH, body);
  }

  function handle(s: AnalyticsSignal) {
    if (COMMERCE_EVENTS.has(s.name)) send(s.name, s.objectIdentifier);
    if (ctx.pixelId && PIXEL_EVENTS.has(s.name)) {
      fbq()?.("track", s.name, s.objectIdentifier ? { content_ids: [s.objectIdentifier] } : {});
    }
    if (s.name === "AddToCart" && ctx.siteVisitorMetrics && s.product) {
      const properties: Record<string, string> = {
        website_id: ctx.websiteId,
        page_id: ctx.pageId ?? "",
        cart_id: s.cartId ?? "",
        product_page: s.productPage ?? (ctx.commercePage === "plp" ? "plp" : "pdp"),
        item_id: s.product.item_id,
        item_type: s.product.item_type ?? "",
        item_title: s.product.item_title ?? "",
        item_collection_id: s.product.item_collection_id ?? "",
      };
      beaconForm("/api/census/RecordEvent", {
        event: "site-visitor-metrics-add-to-cart",
        data: JSON.stringify({ pagePath: location.pathname, websiteId: ctx.websiteId, properties }),
      });
    }
  }

  // The page itself.
  if (ctx.commercePage === "pdp") handle({ name: "VisitPDP", objectIdentifier: ctx.itemId });
  if (ctx.commercePage === "pdp") handle({ name: "ViewContent", objectIdentifier: ctx.itemId });
  if (ctx.commercePage === "plp") handle({ name: "VisitPLP", objectIdentifier: ctx.collectionId });
  if (ctx.commercePage === "cart") handle({ name: "ViewCart" });
  if (ctx.pageType === 102) handle({ name: "Search" });
  return handle;
}
