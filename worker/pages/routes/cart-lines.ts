// The cart page's line forms posted without script: POST /cart/lines/{entryId}/quantity
// (`quantity`, checked by the JSON call's zod schema: 0 removes the line) and POST
// /cart/lines/{entryId}/remove, each carrying the visitor's crumb as `crumb`. The change is the
// JSON call's (worker/http/cart-edit.ts: same cart object, stock and limits), then the browser is
// sent back to the cart (303); a refusal's message is shown there beside the line
// (pages/cart-notice.ts). Forgery: the cart page is the visitor's own (private), so unlike the
// shared pages' forms it carries the crumb; a post must also say it comes from this site.
import type { Context } from "hono";
import { SESSION_EXPIRED, TRY_AGAIN_IN_A_FEW_SECONDS } from "../../commerce/messages";
import type { AppEnv } from "../../http/app-env";
import { changeLineQuantity, type EditRefused, removeLine } from "../../http/cart-edit";
import { underCartClientLimit } from "../../http/client-rate-limit";
import { CRUMB_FIELD, crumbMatches } from "../../http/crumb";
import { QUANTITY_CHANGE_OUT_OF_RANGE } from "../../http/messages";
import { quantityBody } from "../../routes/cart";
import { escapeHtml } from "../../template/strings";
import { type CartLineChange, noteCartRefusal, TITLES } from "../cart-notice";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { sameOrigin } from "./same-origin";

const BACK_TO_CART = "Back to your cart";

/** A post that is not the visitor's own: a page saying so, with the way back. */
async function forged(c: PageCtx, change: CartLineChange): Promise<PageView> {
  c.set("renewCrumb", true);
  const title = TITLES[change];
  const mainContent = `<p class="add-to-cart-error" role="alert">${escapeHtml(SESSION_EXPIRED)}</p><p><a href="/cart">${BACK_TO_CART}</a></p>`;
  return {
    template: "pages/page.page",
    context: pageContext(await siteContext(c, "/cart"), PageType.PAGE, {
      pageTitle: title,
      collection: { title, description: "", mainContent },
      legacyContent: { mainContent },
    }),
    status: 403,
    private: true,
  };
}

/** The steps both forms share: the forgery check, the per-address limit, the change, the way back. */
async function lineForm(
  c: PageCtx,
  change: CartLineChange,
  apply: (
    api: Context<AppEnv>,
    entryId: string,
    body: URLSearchParams,
  ) => Promise<{ ok: true } | EditRefused>,
): Promise<PageView | Response> {
  c.header("Cache-Control", "private, no-store");
  const body = new URLSearchParams(await c.req.text().catch(() => ""));
  if (!sameOrigin(c) || !crumbMatches(c, body.get(CRUMB_FIELD) ?? undefined)) return forged(c, change);
  const entryId = c.req.param("entryId") ?? "";
  // The cart helpers take the API's context; a page's has every variable they read.
  const api = c as unknown as Context<AppEnv>;
  const result = (await underCartClientLimit(api))
    ? await apply(api, entryId, body)
    : ({ ok: false, status: 429, message: TRY_AGAIN_IN_A_FEW_SECONDS } as const);
  if (!result.ok) noteCartRefusal(c, change, entryId, result.message);
  return c.redirect("/cart", 303);
}

/** The posted quantity as the JSON call's schema checks it; a blank field is no number. */
function postedQuantity(body: URLSearchParams) {
  const raw = body.get("quantity")?.trim();
  return quantityBody.safeParse({ quantity: raw ? Number(raw) : undefined });
}

export const cartLineQuantity = (c: PageCtx) =>
  lineForm(c, "quantity", async (api, entryId, body) => {
    const parsed = postedQuantity(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? QUANTITY_CHANGE_OUT_OF_RANGE;
      return { ok: false, status: 400, message };
    }
    return changeLineQuantity(api, entryId, parsed.data.quantity);
  });

export const cartLineRemove = (c: PageCtx) => lineForm(c, "remove", removeLine);
