// The cart page (page type 200); the cart itself arrives through the CartView island.
import { findShop, pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";

export async function cart(c: PageCtx): Promise<PageView> {
  const [site, shop] = await Promise.all([siteContext(c, "/cart"), findShop(c)]);
  return {
    template: "pages/cart.page",
    context: pageContext(site, PageType.SHOW_CART, { pageTitle: "Shopping Cart", shop }),
  };
}
