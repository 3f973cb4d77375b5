// The checkout page (page type 201): the Checkout island prices and places the order through
// /api/commerce/checkout. `?sku=&qty=` (or `?item=&sku=&qty=`) is an express checkout
// ('Purchase') of that one line, without the cart. At /commerce/subscription?cartToken= it is the
// subscription checkout: the line the subscription call kept under that token (the island sends it
// as `subscriptionToken`). Private: it depends on the query and leads to a visitor's order.
import { variantsBySku } from "../../db/orders";
import { expressInput } from "../../orders/inputs";
import { CHECKOUT_PAGE } from "../../orders/paths";
import { hasStripe, type PaymentsEnv } from "../../payments/select";
import { pageContext, siteContext } from "../context";
import { countryNames } from "../countries";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { SUBSCRIPTION_CHECKOUT_PAGE } from "../../subscriptions/paths";

export { CHECKOUT_PAGE };

export async function checkoutPage(c: PageCtx): Promise<PageView> {
  const site = await siteContext(c, c.req.path === SUBSCRIPTION_CHECKOUT_PAGE ? c.req.path : CHECKOUT_PAGE);
  const sku = c.req.query("sku") || undefined;
  // A SKU names one variant of the site: `?sku=` alone is enough (what 'Purchase' sends).
  const item =
    c.req.query("item") ??
    (sku ? (await variantsBySku(c.get("db"), c.get("website").id, [sku])).get(sku)?.productId : undefined);
  const subscriptionToken =
    c.req.path === SUBSCRIPTION_CHECKOUT_PAGE ? (c.req.query("cartToken") ?? "") : null;
  const express =
    subscriptionToken === null && item
      ? expressInput.safeParse({ itemId: item, sku, quantity: Number(c.req.query("qty") ?? "1") })
      : undefined;
  return {
    template: "pages/checkout.page",
    private: true,
    context: pageContext(site, PageType.CHECKOUT, {
      pageTitle: subscriptionToken === null ? "Checkout" : "Subscribe",
      checkout: {
        express: express?.success ? express.data : null,
        subscriptionToken,
        testMode: !hasStripe(c.env as PaymentsEnv),
        countries: countryNames(c.get("website").language),
        cartUrl: "/cart",
      },
    }),
  };
}
