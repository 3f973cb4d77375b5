// The worker: API routes, then the page router; the queue consumers and the cron sweep; the
// Durable Object classes.
// Order matters: the crumb cookie is added outermost, after the edge cache stored or served a
// page, so cached pages stay the same for every visitor.
import { Hono } from "hono";
import { pages } from "./pages";
import { consumeQueue } from "./queues";
import { cart } from "./routes/cart";
import { ownerCommercePreferences } from "./routes/owner-commerce-preferences";
import { analyticsEvents, census, javascriptErrorEvents, performance } from "./routes/census";
import { config } from "./routes/config";
import { checkout } from "./routes/checkout";
import { contentService } from "./routes/content-service";
import { customCssFile, ownerCustomCss } from "./routes/custom-css";
import { devMailboxPage } from "./routes/dev-mailbox";
import { downloads } from "./routes/downloads";
import { ownerForms } from "./routes/form-submissions";
import { ownerFormBuilder } from "./routes/owner-forms";
import { formSubmission, formValidation } from "./routes/forms";
import { giftCards } from "./routes/gift-cards";
import { googleMaps } from "./routes/google-maps";
import { inventory } from "./routes/inventory";
import { owner } from "./routes/owner";
import { ownerAnalytics } from "./routes/owner-analytics";
import { ownerApiKeys } from "./routes/owner-api-keys";
import { ownerDiscounts } from "./routes/owner-discounts";
import { ownerConnections } from "./routes/owner-connections";
import { ownerDomains } from "./routes/owner-domains";
import { ownerFiles } from "./routes/owner-files";
import { ownerPages } from "./routes/owner-pages";
import { ownerBlog } from "./routes/owner-blog";
import { blogVisitor } from "./routes/blog";
import { ownerOrders } from "./routes/owner-orders";
import { ownerSavedViews } from "./routes/owner-saved-views";
import { ownerSiteStyles } from "./routes/owner-site-styles";
import { ownerTaxes } from "./routes/owner-taxes";
import { ownerVideo } from "./routes/owner-video";
import { ownerPasswordReset } from "./routes/owner-password-reset";
import { ownerHandover } from "./routes/owner-handover";
import { ownerSetup } from "./routes/owner-setup";
import { invitations, ownerPeople } from "./routes/owner-people";
import { ownerShipping } from "./routes/owner-shipping";
import { publicApi } from "./routes/public-api";
import { publicFiles } from "./routes/public-files";
import { ownerCatalog } from "./routes/owner-catalog";
import { ownerCatalogCsv } from "./routes/owner-catalog-csv";
import { navigationRoutes, siteLayoutRoutes } from "./routes/navigation";
import { newsletter } from "./routes/newsletter";
import { headerFooter } from "./routes/header-footer";
import { multilingual } from "./routes/multilingual";
import { restock } from "./routes/restock";
import { reviews } from "./routes/reviews";
import { ownerReviews } from "./routes/owner-reviews";
import { seo } from "./routes/seo";
import { siteUsers } from "./routes/site-users";
import { subscription } from "./routes/subscription";
import { templateSchema } from "./routes/template-schema";
import { runScheduled } from "./scheduled";
import type { AppEnv } from "./http/app-env";
import { crumbCookie, crumbGuard } from "./http/crumb";
import { csrfGuard } from "./http/csrf";
import { edgeCache, isolateCopyFor } from "./http/edge-cache";
import { expiredSite } from "./http/expired-site";
import { afterWholeBody } from "./http/read-whole-body";
import { apiNotFound, onApiError } from "./http/errors";
import { requestBodyLimit } from "./http/body-limit";
import { websiteFromHost } from "./http/website";
import { securityHeaders } from "./http/security-headers";

export { ShoppingCart } from "../durable-objects/shopping-cart";

const app = new Hono<AppEnv>()
  .use("*", crumbCookie)
  .use("*", requestBodyLimit)
  .use("/api/*", csrfGuard)
  .use("/api/*", crumbGuard)
  .use("*", websiteFromHost)
  .use("*", expiredSite)
  // Uploaded files carry their own long browser-cache headers; the edge cache is for pages.
  .route("/s", publicFiles)
  .use("*", edgeCache)
  .use("*", securityHeaders)
  .route("/api/commerce/shopping-cart", cart)
  .route("/api/commerce/checkout", checkout)
  .route("/commerce/downloads", downloads)
  .route("/api/commerce/inventory", inventory)
  .route("/api/commerce/gift-cards", giftCards)
  .route("/api/commerce/products", reviews)
  .route("/api/3/commerce/cart/subscription", subscription)
  .route("/api/template", templateSchema)
  .route("/api/form", formSubmission)
  .route("/api/rest/forms", formValidation)
  .route("/api/rest/forms", ownerForms)
  .route("/api/newsletter", newsletter)
  .route("/api/content", blogVisitor)
  .route("/api/site-users/account/notifications/restock", restock)
  .route("/api/site-users/account", siteUsers)
  .route("/api/owner/api-keys", ownerApiKeys)
  .route("/api/owner/discounts", ownerDiscounts)
  .route("/api/owner/forms", ownerFormBuilder)
  .route("/api/owner/connections", ownerConnections)
  .route("/api/owner/domains", ownerDomains)
  .route("/api/owner/files", ownerFiles)
  .route("/api/owner/pages", ownerPages)
  .route("/api/owner/blog", ownerBlog)
  .route("/api/owner/analytics", ownerAnalytics)
  .route("/api/owner/orders", ownerOrders)
  .route("/api/owner/saved-views", ownerSavedViews)
  .route("/api/owner/site-styles", ownerSiteStyles)
  .route("/api/owner/taxes", ownerTaxes)
  .route("/api/owner/video", ownerVideo)
  .route("/api/owner/custom-css", ownerCustomCss)
  .route("/api/owner/catalog", ownerCatalogCsv)
  .route("/api/owner/catalog", ownerCatalog)
  .route("/api/owner/password-reset", ownerPasswordReset)
  .route("/api/owner/handover", ownerHandover)
  .route("/api/owner/setup", ownerSetup)
  .route("/api/owner/people", ownerPeople)
  .route("/api/owner/shipping", ownerShipping)
  .route("/api/owner/reviews", ownerReviews)
  .route("/api/owner/invitations", invitations)
  .route("/api/owner", owner)
  .route("/api/public/v1", publicApi)
  .route("/api/v1/commerce-preferences", ownerCommercePreferences)
  .route("/api/content-service/product/1.1", contentService)
  .route("/api/commondata", siteLayoutRoutes)
  .route("/api/widget", navigationRoutes)
  .route("/api/google-maps", googleMaps)
  .route("/api/site-header-footer", headerFooter)
  .route("/api/multilingual", multilingual)
  .route("/api/census", census)
  .route("/api/analytics/events", analyticsEvents)
  .route("/api/events", javascriptErrorEvents)
  .route("/api/1/performance", performance)
  .all("/api/*", apiNotFound)
  .route("/dev/mailbox", devMailboxPage)
  .route("/config", config)
  .route("/site-custom.css", customCssFile)
  .route("/", seo)
  .route("/", pages);

app.onError(onApiError);

/** The assembled app, for tests that walk its route list (tests/worker/bad-input.test.ts). */
export { app };

/** For the typed client: `hc<AppType>("/")`. */
export type AppType = typeof app;

export default {
  // A page this isolate holds answers before the app is entered (edge-cache.ts); the app's answers
  // wait for the request body to arrive in full (read-whole-body.ts).
  fetch: (request: Request, env: Parameters<typeof app.fetch>[1], ctx: ExecutionContext) =>
    isolateCopyFor(request) ?? afterWholeBody(request, app.fetch(request, env, ctx)),
  queue: consumeQueue,
  scheduled: runScheduled,
} satisfies ExportedHandler<Env>;
