// The cart page's own calls (quantity, removal, form answers, coupons, shipping estimate), apart
// from cart-api.ts so the product and listing pages, which only add, do not download them.
import type { CartEntryJson, ShoppingCartJson as CartView } from "../../worker/commerce/cart";
import { CHECK_CONNECTION, PLEASE_TRY_AGAIN } from "../../worker/commerce/cart-edit-messages";
import type { ProductFormModel } from "../../worker/commerce/product-form";
import { CART_PATH, failureMessage, send } from "./cart-api";

/** A change on the cart page: the cart and the line as they are now, or why it failed. */
export type CartChange =
  { ok: true; cart: CartView; entry: CartEntryJson | null } | { ok: false; message: string; field?: string };

const entryPath = (entryId: string) => `${CART_PATH}/entries/${encodeURIComponent(entryId)}`;

/**
 * One cart-page call. The failure's message is the reason under the cart's title ('Unable to
 * update quantity'…, spec section 8): the connection when the request never got an answer, the
 * server's message for a refusal (stock, 429, crumb), else 'Please try again'.
 */
async function cartChange(
  path: string,
  method: "POST" | "PUT" | "DELETE",
  body: unknown,
  entryOf: (answer: Record<string, unknown>) => unknown = () => null,
): Promise<CartChange> {
  let res: Response;
  try {
    res = await send(path, method, body);
  } catch {
    return { ok: false, message: CHECK_CONNECTION };
  }
  if (!res.ok) {
    // The field at fault (a coupon code, a postal code…), for the form to tie the message to it.
    const { field } = (await res
      .clone()
      .json()
      .catch(() => ({}))) as { field?: unknown };
    const message = await failureMessage(res);
    if (res.status >= 500) return { ok: false, message: PLEASE_TRY_AGAIN };
    return { ok: false, message, ...(typeof field === "string" ? { field } : {}) };
  }
  try {
    const answer = (await res.json()) as Record<string, unknown>;
    return {
      ok: true,
      cart: answer.shoppingCart as CartView,
      entry: entryOf(answer) as CartEntryJson | null,
    };
  } catch {
    return { ok: false, message: CHECK_CONNECTION };
  }
}

/** PUT .../entries/{entryId}/quantity; 0 removes the line (entry null). */
export const changeQuantity = (entryId: string, quantity: number) =>
  cartChange(`${entryPath(entryId)}/quantity`, "PUT", { quantity }, (a) => a.updatedEntry);

/** DELETE .../entries/{entryId}; `entry` is the line removed. */
export const removeEntry = (entryId: string) =>
  cartChange(entryPath(entryId), "DELETE", undefined, (a) => a.removedEntry);

/** PUT .../entries/{entryId}/additionalFields (spec section 7). */
export const updateAdditionalFields = (entry: CartEntryJson, additionalFields: string) =>
  cartChange(
    `${entryPath(entry.id)}/additionalFields`,
    "PUT",
    { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields },
    (a) => a.updatedEntry,
  );

/** POST /coupons (worker/routes/cart-pricing.ts): the cart says whether the code applies. */
export const applyCoupon = (code: string) => cartChange(`${CART_PATH}/coupons`, "POST", { code });

export const removeCoupon = (code: string) =>
  cartChange(`${CART_PATH}/coupons/${encodeURIComponent(code)}`, "DELETE", undefined);

export interface LocationRequest {
  country: string;
  region: string;
  postalCode: string;
}

export const setShippingLocation = (location: LocationRequest) =>
  cartChange(`${CART_PATH}/shippingLocation`, "PUT", location);

export const selectShippingOption = (shippingOptionId: string) =>
  cartChange(`${CART_PATH}/selectedShippingOption`, "PUT", { shippingOptionId });

export type AdditionalFieldsForm = NonNullable<ProductFormModel["additionalFieldsForm"]>;

/**
 * The form of a line's product, read from its page's public JSON (`?format=json`, which themes
 * use too); null when the product has none. Throws when it cannot be loaded.
 */
export async function fetchAdditionalFieldsForm(fullUrl: string): Promise<AdditionalFieldsForm | null> {
  const url = new URL(fullUrl, "http://x");
  const res = await fetch(`${url.pathname}?format=json`, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(await failureMessage(res));
  const page = (await res.json()) as {
    item?: { structuredContent?: { additionalFieldsForm?: AdditionalFieldsForm } };
  };
  const form = page.item?.structuredContent?.additionalFieldsForm;
  return form && Array.isArray(form.fields) && form.fields.length > 0 ? form : null;
}
