// The props each island gets from the template value it is applied to. Props are all the
// client receives, so they hold what the island shows and nothing more.
import { productFormModel } from "../commerce/product-form";
import type { Json } from "../commerce/json";
import type { PluginContext } from "../template/plugin";
import { getPath } from "../template/values";
import type { IslandProps } from "./islands";
import { CHECKOUT_PAGE } from "../orders/paths";
import { intlLocale } from "../template/i18n/locale";
import { siteTimeZone } from "../template/i18n/zone";

const storeSettings = (ctx: PluginContext) =>
  getPath(ctx.resolve(["websiteSettings"]), ["storeSettings"]) as Json | undefined;

/** The product form model of a product item, with the page's settings and its merchandising. */
function formModel(item: unknown, ctx: PluginContext) {
  const id = getPath(item, ["id"]);
  return productFormModel(item as Json, {
    storeSettings: storeSettings(ctx) ?? {},
    merchandising: (typeof id === "string"
      ? ctx.resolve(["productMerchandisingContext", id])
      : undefined) as Json,
    locale: ctx.locale ?? "en-US",
    // Express checkout ('Purchase') leads to the checkout page with its one line (routes/checkout.ts).
    checkoutUrl: (ctx.resolve(["checkoutUrl"]) as string | undefined) ?? CHECKOUT_PAGE,
  });
}

const CARD_KINDS = new Set(["list", "addon", "block"]);

export const ISLAND_PROPS: Record<string, IslandProps> = {
  CartCounter: (_value, ctx) => ({
    currency: getPath(storeSettings(ctx), ["selectedCurrency"]) ?? "USD",
    locale: ctx.locale ?? "en-US",
  }),
  PillCart: () => ({}),
  LanguageSuggestion: (languages) => ({ languages }),
  ProductForm: (item, ctx) => formModel(item, ctx) as unknown as Record<string, unknown>,
  ProductCardActions: (item, ctx, kind) => ({
    ...formModel(item, ctx),
    // The template's argument, else the page's `productCardKind` (home: "block"), else a list card.
    kind:
      [kind, ctx.resolve(["productCardKind"])].find((k) => typeof k === "string" && CARD_KINDS.has(k)) ??
      "list",
    url: getPath(item, ["fullUrl"]) ?? "",
  }),
  // Built by the page route (worker/pages/page-blocks.ts): the template hands them over as they are.
  FormBlock: (props) => props as Record<string, unknown>,
  NewsletterBlock: (props) => props as Record<string, unknown>,
  // A post or event: its id and like count, and whether likes and comments are on (the site's
  // settings and the item's commentState: spec sections 3 and 4).
  ItemSocial: (item, ctx) => {
    const settings = ctx.resolve(["websiteSettings"]);
    return {
      itemId: getPath(item, ["id"]) ?? "",
      likeCount: getPath(item, ["likeCount"]) ?? 0,
      likingEnabled: getPath(settings, ["simpleLikingEnabled"]) === true,
      commentsOpen: getPath(settings, ["commentsEnabled"]) === true && getPath(item, ["commentState"]) === 1,
    };
  },
  // The chart block's {chartType, dataset, title} (worker/site-content/blocks/chart.ts).
  ChartBlock: (props) => props as Record<string, unknown>,
  Checkout: (value, ctx) => ({
    ...(value as Record<string, unknown>),
    currency: getPath(storeSettings(ctx), ["selectedCurrency"]) ?? "USD",
    locale: ctx.locale ?? "en-US",
  }),
  // The product page's Show more reviews (worker/reviews/product-page.ts: itemId, sort, cursor):
  // the reviews it adds show their dates as the theme's `datetime date:long` does.
  MoreReviews: (more, ctx) => ({
    ...(more as Record<string, unknown>),
    locale: intlLocale(ctx.locale),
    timeZone: siteTimeZone(ctx),
  }),
  // A buyer's review form (worker/pages/routes/review.ts), handed over as it is.
  ReviewForm: (props) => props as Record<string, unknown>,
  CartView: (_value, ctx) => ({
    currency: getPath(storeSettings(ctx), ["selectedCurrency"]) ?? "USD",
    locale: ctx.locale ?? "en-US",
    shopUrl: getPath(ctx.resolve(["shop"]), ["fullUrl"]) ?? "/",
    // Seam, as for express checkout above: the checkout page's address once it exists.
    checkoutUrl: (ctx.resolve(["checkoutUrl"]) as string | undefined) ?? "/checkout",
    countries: ctx.resolve(["shippingCountries"]) ?? [],
    // The visitor's cart, read by the page route (routes/cart.ts).
    cart: ctx.resolve(["visitorCart"]) ?? undefined,
    // The line forms' crumb and a refused post's reason (routes/cart.ts, without script).
    crumb: ctx.resolve(["cartCrumb"]) ?? undefined,
    notice: ctx.resolve(["cartNotice"]) ?? undefined,
  }),
};
