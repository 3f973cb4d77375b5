// The product form posted without script: POST /cart/add with itemId, the chosen options
// (`option:{name}` = value) and quantity, as the browser encodes them. The line is added as the JSON
// call adds it (worker/http/cart-add.ts, the same cart cookie), then the browser goes to the cart
// (303). A refusal answers a page with the add-to-cart failure's title and message and a link
// back to the product. Forgery: as the form block's post (form-post.ts), the browser must say the
// post comes from this site (Origin, or Sec-Fetch-Site: same-origin).
import type { Context } from "hono";
import { MAX_QUANTITY, MIN_QUANTITY } from "../../commerce/add-to-cart";
import {
  SESSION_EXPIRED,
  selectOptionsMessage,
  UNABLE_TO_ADD_ITEM,
  VARIANT_UNAVAILABLE,
} from "../../commerce/messages";
import { findVariant } from "../../commerce/option-selection";
import { findCartProduct } from "../../db/cart-catalog";
import type { AppEnv } from "../../http/app-env";
import { addToCart } from "../../http/cart-add";
import { QUANTITY_OUT_OF_RANGE } from "../../http/messages";
import { escapeHtml } from "../../template/strings";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { sameOrigin } from "./same-origin";

const OPTION = "option:";

export async function cartAdd(c: PageCtx): Promise<PageView | Response> {
  c.header("Cache-Control", "private, no-store");
  const body = new URLSearchParams(await c.req.text().catch(() => ""));
  const itemId = body.get("itemId") ?? "";
  const product = itemId ? await findCartProduct(c.get("db"), c.get("website").id, itemId) : undefined;

  const refuse = async (status: 400 | 403 | 404 | 429, message: string): Promise<PageView> => {
    const back = product
      ? `<p><a href="${escapeHtml(product.fullUrl)}">${escapeHtml(product.title)}</a></p>`
      : "";
    const mainContent = `<p class="add-to-cart-error" role="alert">${escapeHtml(message)}</p>${back}`;
    const site = await siteContext(c, product?.fullUrl ?? "/");
    return {
      template: "pages/page.page",
      context: pageContext(site, PageType.PAGE, {
        pageTitle: UNABLE_TO_ADD_ITEM,
        collection: { title: UNABLE_TO_ADD_ITEM, description: "", mainContent },
        legacyContent: { mainContent },
      }),
      status,
      private: true,
    };
  };

  if (!sameOrigin(c)) return refuse(403, SESSION_EXPIRED);
  if (!product) return refuse(404, VARIANT_UNAVAILABLE);
  const quantity = Number(body.get("quantity") ?? "1");
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    return refuse(400, QUANTITY_OUT_OF_RANGE);
  }
  let sku: string | undefined;
  if (product.variants.length > 1) {
    const selection: Record<string, string> = {};
    for (const [name, value] of body)
      if (name.startsWith(OPTION) && value) selection[name.slice(OPTION.length)] = value;
    const names = Object.keys(product.variants[0]!.attributes ?? {});
    const missing = names.filter((n) => !selection[n]);
    if (missing.length > 0) return refuse(400, selectOptionsMessage(missing));
    sku = findVariant(product.variants, selection)?.sku ?? "-";
  }
  // The cart helpers take the API's context; a page's has every variable they read.
  const added = await addToCart(c as unknown as Context<AppEnv>, { itemId, sku, quantity });
  if (!added.ok) return refuse(added.status === 409 ? 400 : added.status, added.message);
  return c.redirect("/cart", 303);
}
