// The cart page (page type 200); the cart itself arrives through the CartView island. Under it,
// a few add-ons from the shop (commerce/addons.ts), the same for every visitor.
import { isAddon, MAX_ADDONS } from "../../commerce/addons";
import { listProductPage } from "../../db/listing";
import { findShop, pageContext, siteContext } from "../context";
import { countryNames } from "../countries";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";

const ADDON_CANDIDATES = 24;

export async function cart(c: PageCtx): Promise<PageView> {
  const [site, shop] = await Promise.all([siteContext(c, "/cart"), findShop(c)]);
  // Add-ons come from the shop's first page of products, not the whole collection.
  const listing = shop
    ? await listProductPage(c.get("db"), c.get("website").id, shop, { page: 1, pageSize: ADDON_CANDIDATES })
    : undefined;
  return {
    template: "pages/cart.page",
    context: pageContext(site, PageType.SHOW_CART, {
      pageTitle: "Shopping Cart",
      shop,
      // The shipping estimate's country list (the CartView island's prop).
      shippingCountries: countryNames(c.get("website").language),
      addons: (listing?.items ?? []).filter(isAddon).slice(0, MAX_ADDONS),
      productMerchandisingContext: listing?.productMerchandisingContext ?? {},
    }),
  };
}
