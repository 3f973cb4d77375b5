// The cart page (page type 200): the visitor's cart, priced as the cart call answers it, rendered
// by the CartView island on the server (so a visitor without script sees the lines) and hydrated
// from the same JSON; so the page is the visitor's own, never kept by a shared cache. Under it, a
// few add-ons from the shop (commerce/addons.ts), the same for every visitor.
import type { Context } from "hono";
import { isAddon, MAX_ADDONS } from "../../commerce/addons";
import { currentCartId, liveCart } from "../../commerce/member-cart";
import { listProductPage } from "../../db/listing";
import type { AppEnv } from "../../http/app-env";
import { pageCrumb } from "../../http/crumb";
import { pricedCartJson } from "../../http/visitor-cart";
import { takeCartNotice } from "../cart-notice";
import { findShop, pageContext, siteContext } from "../context";
import { countryNames } from "../countries";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";

const ADDON_CANDIDATES = 24;

/** The visitor's cart as GET /api/commerce/shopping-cart answers it (an empty one when none),
 * without the site's internal id (pages never show it). */
async function visitorCartJson(c: PageCtx) {
  // The cart helpers take the API's context; a page's has every variable they read.
  const api = c as unknown as Context<AppEnv>;
  const { websiteId: _internal, ...shown } = await pricedCartJson(
    api,
    await liveCart(api, await currentCartId(api)),
  );
  return shown;
}

export async function cart(c: PageCtx): Promise<PageView> {
  const [site, shop, visitorCart] = await Promise.all([
    siteContext(c, "/cart"),
    findShop(c),
    visitorCartJson(c),
  ]);
  // Add-ons come from the shop's first page of products, not the whole collection.
  const listing = shop
    ? await listProductPage(c.get("db"), c.get("website").id, shop, { page: 1, pageSize: ADDON_CANDIDATES })
    : undefined;
  return {
    template: "pages/cart.page",
    context: pageContext(site, PageType.SHOW_CART, {
      pageTitle: "Shopping Cart",
      shop,
      // The CartView island's first state.
      visitorCart,
      // The line forms that work without script post the crumb (routes/cart-lines.ts), and a
      // refused one's reason comes back once (cart-notice.ts).
      cartCrumb: pageCrumb(c),
      cartNotice: takeCartNotice(c),
      // The shipping estimate's country list (the CartView island's prop).
      shippingCountries: countryNames(c.get("website").language),
      addons: (listing?.items ?? []).filter(isAddon).slice(0, MAX_ADDONS),
      productMerchandisingContext: listing?.productMerchandisingContext ?? {},
    }),
    private: true,
  };
}
