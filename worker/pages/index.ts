// The page router: URL -> route (routes/, one per page kind) -> page view (template + context)
// -> the theme's layout around the rendered template, or the context as JSON for `?format=json`.
// Public pages hold no per-visitor data (the cart arrives through islands), so they are cacheable;
// lock screens and protected content are private. A failing page answers the error page (500).
import { Hono } from "hono";
import type { Handler } from "hono";
import { siteHeadFor } from "../db/site-head";
import { DEFAULT_STYLES_TAG } from "../db/site-styles";
import { limitBody } from "../http/validation";
import { errorPage, STATIC_ERROR_PAGE } from "./error-page";
import type { PageCtx, PageRoute, PagesEnv, PageView, PagesOptions } from "./page";
import { publicContext } from "./public-context";
import { renderPage } from "./render";
import { cart } from "./routes/cart";
import { cartAdd } from "./routes/cart-add";
import { cartLineQuantity, cartLineRemove } from "./routes/cart-lines";
import { CART_LINE_QUANTITY_ROUTE, CART_LINE_REMOVE_ROUTE } from "../commerce/cart-line-forms";
import { checkoutPage } from "./routes/checkout";
import { formPost } from "./routes/form-post";
import { orderConfirmed } from "./routes/order-confirmed";
import { orderStatus } from "./routes/order-status";
import { reviewPage, reviewPost } from "./routes/review";
import { cancelNow, cancelPage, subscriptionConfirmed } from "./routes/subscription";
import { collectionPage } from "./routes/collection";
import { home } from "./routes/home";
import { productDetail } from "./routes/item";
import { confirmNewsletter, unsubscribeNow, unsubscribePage } from "./routes/newsletter";
import { newsletterPost } from "./routes/newsletter-post";
import { notFound } from "./routes/not-found";
import { search } from "./routes/search";
import { unlock } from "./routes/unlock";
import { THEMES } from "./theme/registry";
import { inSiteLanguage, LANGUAGE_PARAM } from "./language-routes";

// Browsers revalidate; a shared cache may keep a page a minute (stock is re-checked on add).
const CACHE_PUBLIC = "public, max-age=0, s-maxage=60";
const CACHE_NOT_FOUND = "public, max-age=0, s-maxage=10";
const CACHE_PRIVATE = "private, no-store";

function cacheControl(view: PageView): string {
  if (view.private) return CACHE_PRIVATE;
  const status = view.status ?? 200;
  if (status === 200) return CACHE_PUBLIC;
  if (status === 404) return CACHE_NOT_FOUND;
  return "no-store";
}

export function createPages(options: PagesOptions) {
  function send(c: PageCtx, view: PageView, styles = DEFAULT_STYLES_TAG): Response {
    const status = view.status ?? 200;
    c.header("Cache-Control", cacheControl(view));
    const format = c.req.query("format");
    if (format === "json" || format === "json-pretty") {
      const body = JSON.stringify(
        publicContext(view.context),
        null,
        format === "json-pretty" ? 2 : undefined,
      );
      return c.body(body, status, { "Content-Type": "application/json; charset=UTF-8" });
    }
    const { html } = renderPage(c.get("theme"), view.template, view.context, {
      layout: view.layout,
      formatters: options.formatters,
      styles,
    });
    return c.html(html, status);
  }

  async function failed(c: PageCtx, err: unknown): Promise<Response> {
    console.error("page failed", c.req.method, c.req.path, err);
    try {
      return send(c, await errorPage(c));
    } catch (again) {
      console.error("error page failed", c.req.path, again);
      c.header("Cache-Control", "no-store");
      return c.html(STATIC_ERROR_PAGE, 500);
    }
  }

  const page =
    (route: PageRoute): Handler<PagesEnv> =>
    async (c) => {
      try {
        c.set("theme", options.themes.get(c.get("websiteSettings").theme));
        const view = await route(c);
        if (view instanceof Response) return view;
        return send(
          c,
          view,
          (await siteHeadFor(c.get("db"), c.get("website").id, c.get("contentVersion"))).stylesTag,
        );
      } catch (err) {
        return failed(c, err);
      }
    };

  return (
    new Hono<PagesEnv>()
      .get("/", page(home))
      .get("/cart", page(cart))
      .get("/checkout", page(checkoutPage))
      .get("/commerce/orders/:orderId", page(orderConfirmed))
      .get("/commerce/orders/:orderId/status", page(orderStatus))
      .get("/commerce/orders/:orderId/reviews/:itemId", page(reviewPage))
      .post("/commerce/orders/:orderId/reviews/:itemId", limitBody(), page(reviewPost))
      .get("/commerce/subscription", page(checkoutPage))
      .get("/commerce/subscriptions/:subscriptionId", page(subscriptionConfirmed))
      .get("/commerce/subscriptions/:subscriptionId/cancel", page(cancelPage))
      .post("/commerce/subscriptions/:subscriptionId/cancel", limitBody(), page(cancelNow))
      .get("/search", page(search))
      .get("/newsletter/confirm", page(confirmNewsletter))
      .get("/newsletter/unsubscribe", page(unsubscribePage))
      .post("/newsletter/unsubscribe", limitBody(), page(unsubscribeNow))
      .post("/newsletter/subscribe", limitBody(), page(newsletterPost))
      .post("/forms/:formId", limitBody(), page(formPost))
      .post("/cart/add", limitBody(), page(cartAdd))
      .post(CART_LINE_QUANTITY_ROUTE, limitBody(), page(cartLineQuantity))
      .post(CART_LINE_REMOVE_ROUTE, limitBody(), page(cartLineRemove))
      // The site's other languages (/fr/, /fr/shop, /fr/shop/item); other first segments fall through.
      .get(`/${LANGUAGE_PARAM}`, inSiteLanguage(page(home)))
      .get(`/${LANGUAGE_PARAM}/`, inSiteLanguage(page(home)))
      .get(`/${LANGUAGE_PARAM}/:collection`, inSiteLanguage(page(collectionPage)))
      .get(`/${LANGUAGE_PARAM}/:collection/:item`, inSiteLanguage(page(productDetail)))
      .get("/:collection", page(collectionPage))
      .post("/:collection", page(unlock))
      .get("/:collection/:item", page(productDetail))
      .post("/:collection/:item", page(unlock))
      // A sub-app's notFound is not consulted once mounted, so the catch-all is a route.
      .all("*", page(notFound))
  );
}

export const pages = createPages({ themes: THEMES });
