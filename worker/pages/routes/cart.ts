// The cart page (page type 200); the cart itself arrives through the CartView island. Under it,
// a few add-ons from the shop (commerce/addons.ts), the same for every visitor.
import { isAddon, MAX_ADDONS } from "../../commerce/addons";
import { listProducts } from "../../db/catalog";
import { findShop, pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";

export async function cart(c: PageCtx): Promise<PageView> {
  const [site, shop] = await Promise.all([siteContext(c, "/cart"), findShop(c)]);
  const listing = shop ? await listProducts(c.get("db"), c.get("website").id, shop.id) : undefined;
  return {
    template: "pages/cart.page",
    context: pageContext(site, PageType.SHOW_CART, {
      pageTitle: "Shopping Cart",
      shop,
      addons: (listing?.items ?? []).filter(isAddon).slice(0, MAX_ADDONS),
      productMerchandisingContext: listing?.productMerchandisingContext ?? {},
    }),
  };
}
