// Shopping cart API (spec section 7, and the two calls a cart page needs that it does not show):
//   GET    /api/commerce/shopping-cart            ?calculateSubtotal&mock&timecode -> the cart
//   POST   /api/commerce/shopping-cart/entries    {itemId, sku, quantity, additionalFields}
//                                                -> {shoppingCart, newlyAdded}
//   PUT    .../entries/{entryId}/additionalFields {itemId, sku, additionalFields}
//                                                -> {shoppingCart, updatedEntry}
//   PUT    .../entries/{entryId}/quantity         {quantity} (0 removes) -> {shoppingCart, updatedEntry}
//                                                (updatedEntry null once removed)
//   DELETE .../entries/{entryId}                  -> {shoppingCart, removedEntry}
// and the coupon and shipping calls of cart-pricing.ts. Every cart answer is priced with the
// cart's stored coupon codes, shipping location and option (commerce/price-lines.ts).
// GET query (decisions, the spec names the parameters only): calculateSubtotal=false answers the
// lines without pricing them (every money total 0, the spec's default), for callers that only
// count; mock=true answers the empty cart shape without reading the visitor's cart (theme
// previews); timecode is a client's cache-buster, checked and otherwise ignored (the answer is
// never cached anyway). A line id that is not in the visitor's cart answers 404.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ChangeRefusal, ChangeResult } from "../../durable-objects/shopping-cart";
import { MAX_QUANTITY } from "../commerce/add-to-cart";
import { cartEntryJson, shoppingCartJson, unpricedCartFields } from "../commerce/cart";
import { ZERO_TOTALS } from "../commerce/cart-totals";
import { lineInput } from "../commerce/line-input";
import type { AppEnv } from "../http/app-env";
import { cartGone, currentCartId, liveCart } from "../commerce/member-cart";
import { apiError } from "../http/errors";
import { cartClientRateLimit } from "../http/client-rate-limit";
import { addToCart } from "../http/cart-add";
import { cartWithLine, changeLineQuantity, editRefused, removeLine } from "../http/cart-edit";
import { cartStub, pricedCartJson } from "../http/visitor-cart";
import {
  ADDITIONAL_FIELDS_NOT_JSON,
  CART_QUERY_FLAG,
  CART_QUERY_TIMECODE,
  ENTRY_NOT_FOUND,
  QUANTITY_CHANGE_OUT_OF_RANGE,
} from "../http/messages";
import { limitBody, requireJson, validate } from "../http/validation";
import { cartPricing } from "./cart-pricing";

const MAX_ADDITIONAL_FIELDS = 8 * 1024;

export const addEntryBody = lineInput.extend({
  /** The additional-fields form answers as JSON text; "" or null when the product has no form. */
  additionalFields: additionalFieldsText(),
});

export function additionalFieldsText() {
  return z
    .string()
    .max(MAX_ADDITIONAL_FIELDS)
    .refine(isJsonOrEmpty, { error: ADDITIONAL_FIELDS_NOT_JSON })
    .nullable()
    .optional();
}

export const quantityBody = z.object({
  quantity: z
    .number({ error: QUANTITY_CHANGE_OUT_OF_RANGE })
    .int({ error: QUANTITY_CHANGE_OUT_OF_RANGE })
    .min(0, { error: QUANTITY_CHANGE_OUT_OF_RANGE })
    .max(MAX_QUANTITY, { error: QUANTITY_CHANGE_OUT_OF_RANGE }),
});

/** itemId and sku name the line a second time (spec section 7); a mismatch is an unknown line. */
export const additionalFieldsBody = z.object({
  itemId: z.string().max(64).optional(),
  sku: z.string().max(64).optional(),
  additionalFields: additionalFieldsText(),
});

const flag = z.enum(["true", "false"], { error: CART_QUERY_FLAG }).optional();
export const cartQuery = z.object({
  calculateSubtotal: flag,
  mock: flag,
  timecode: z
    .string()
    .regex(/^\d{1,20}$/, { error: CART_QUERY_TIMECODE })
    .optional(),
});

function isJsonOrEmpty(text: string): boolean {
  if (text === "") return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

type CartContext = Context<AppEnv>;

function refusal(c: CartContext, reason: ChangeRefusal) {
  const { status, message } = editRefused(reason);
  return apiError(c, status, message);
}

async function changed(c: CartContext, result: ChangeResult & { ok: true }) {
  return c.json(
    {
      shoppingCart: await pricedCartJson(c, result.cart),
      updatedEntry: result.entry && cartEntryJson(result.entry),
    },
    200,
  );
}

/** Writes that name a line: the line must be in this visitor's cart, or 404 (no cart is created). */
const noStore: MiddlewareHandler = async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  await next();
};

export const cart = new Hono<AppEnv>()
  .use("*", noStore)
  .use("*", cartClientRateLimit)
  .route("/", cartPricing)
  .get("/", validate("query", cartQuery), async (c) => {
    const query = c.req.valid("query");
    const website = c.get("website");
    const currency = c.get("websiteSettings").storeSettings.selectedCurrency;
    if (query.mock === "true") return c.json(shoppingCartJson(null, website.id, currency), 200);
    const cartId = await currentCartId(c);
    const stored = await liveCart(c, cartId);
    // An expired or foreign cart: drop the cookies so pages stop asking for it.
    if (cartId && !stored) await cartGone(c);
    if (query.calculateSubtotal === "false") {
      return c.json(
        shoppingCartJson(stored, website.id, currency, unpricedCartFields(stored, ZERO_TOTALS)),
        200,
      );
    }
    return c.json(await pricedCartJson(c, stored), 200);
  })
  .put("/entries/:entryId/quantity", requireJson, limitBody(), validate("json", quantityBody), async (c) => {
    const result = await changeLineQuantity(c, c.req.param("entryId"), c.req.valid("json").quantity);
    return result.ok ? changed(c, result) : apiError(c, result.status, result.message);
  })
  .put(
    "/entries/:entryId/additionalFields",
    requireJson,
    limitBody(),
    validate("json", additionalFieldsBody),
    async (c) => {
      const body = c.req.valid("json");
      const entryId = c.req.param("entryId");
      const mine = await cartWithLine(c, entryId);
      const entry = mine?.stored.entries.find((e) => e.id === entryId);
      if (
        !mine ||
        !entry ||
        (body.itemId !== undefined && body.itemId !== entry.itemId) ||
        (body.sku !== undefined && body.sku !== "" && body.sku !== entry.sku)
      ) {
        return apiError(c, 404, ENTRY_NOT_FOUND);
      }
      const result = await cartStub(c.env, mine.cartId).updateAdditionalFields(
        entryId,
        body.additionalFields ? body.additionalFields : null,
      );
      return result.ok ? changed(c, result) : refusal(c, result.reason);
    },
  )
  .delete("/entries/:entryId", async (c) => {
    const result = await removeLine(c, c.req.param("entryId"));
    if (!result.ok) return apiError(c, result.status, result.message);
    return c.json(
      { shoppingCart: await pricedCartJson(c, result.cart), removedEntry: cartEntryJson(result.removed) },
      200,
    );
  })
  .post("/entries", requireJson, limitBody(), validate("json", addEntryBody), async (c) => {
    const result = await addToCart(c, c.req.valid("json"));
    if (!result.ok) return apiError(c, result.status, result.message);
    return c.json(
      {
        shoppingCart: await pricedCartJson(c, result.cart),
        newlyAdded: cartEntryJson(result.newlyAdded),
      },
      200,
    );
  });
