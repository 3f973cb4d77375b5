// Changing a line of the visitor's cart (its quantity, or removing it), shared by the JSON calls
// (worker/routes/cart.ts) and the cart page's forms posted without script
// (worker/pages/routes/cart-lines.ts): the line must be in this visitor's cart, an increase is
// held to the variant's stock now, and the cart object decides.
import type { Context } from "hono";
import type { ChangeRefusal } from "../../durable-objects/shopping-cart";
import { cartLimit } from "../commerce/add-to-cart";
import type { StoredCart, StoredCartEntry } from "../commerce/cart";
import { NOT_ENOUGH_STOCK, TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import { findCartProduct } from "../db/cart-catalog";
import type { AppEnv } from "./app-env";
import { ENTRY_NOT_FOUND, QUANTITY_OUT_OF_RANGE } from "./messages";
import { cartStub, visitorCart } from "./visitor-cart";

/** Line ids are the UUIDs the cart object gives; anything else cannot name a line. */
const ENTRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface EditRefused {
  ok: false;
  status: 400 | 404 | 409 | 429;
  message: string;
}

export type QuantityChanged = { ok: true; cart: StoredCart; entry: StoredCartEntry | null } | EditRefused;
export type LineRemoved = { ok: true; cart: StoredCart; removed: StoredCartEntry } | EditRefused;

/** The status and message the cart calls answer for a refused change. */
export function editRefused(reason: ChangeRefusal): EditRefused {
  switch (reason) {
    case "not-found":
      return { ok: false, status: 404, message: ENTRY_NOT_FOUND };
    case "rate-limited":
      return { ok: false, status: 429, message: TRY_AGAIN_IN_A_FEW_SECONDS };
    case "quantity-limit":
      return { ok: false, status: 400, message: QUANTITY_OUT_OF_RANGE };
    case "not-enough-stock":
      return { ok: false, status: 409, message: NOT_ENOUGH_STOCK };
  }
}

/** The visitor's cart when it holds this line id (no cart is created). */
export async function cartWithLine(c: Context<AppEnv>, entryId: string) {
  return ENTRY_ID.test(entryId) ? await visitorCart(c) : null;
}

/** Sets a line's quantity, already checked by `quantityBody` (0 removes the line). */
export async function changeLineQuantity(
  c: Context<AppEnv>,
  entryId: string,
  quantity: number,
): Promise<QuantityChanged> {
  const mine = await cartWithLine(c, entryId);
  const entry = mine?.stored.entries.find((e) => e.id === entryId);
  if (!mine || !entry) return editRefused("not-found");
  // The variant's stock now; a line whose product or variant has gone can only shrink. Asked
  // for every new quantity but 0: the line may change after it was read here, and the cart
  // object decides, with this limit, whether the change is an increase.
  let limit: number | null = 0;
  if (quantity > 0) {
    const product = await findCartProduct(c.get("db"), c.get("website").id, entry.itemId);
    const variant = product?.variants.find((v) => v.sku === entry.sku);
    const settings = c.get("websiteSettings").storeSettings;
    if (product && variant) limit = cartLimit(product, variant, settings.multipleQuantityAllowedForServices);
  }
  const result = await cartStub(c.env, mine.cartId).changeQuantity(entryId, quantity, limit);
  return result.ok ? result : editRefused(result.reason);
}

/** Removes a line of the visitor's cart. */
export async function removeLine(c: Context<AppEnv>, entryId: string): Promise<LineRemoved> {
  const mine = await cartWithLine(c, entryId);
  if (!mine) return editRefused("not-found");
  const result = await cartStub(c.env, mine.cartId).remove(entryId);
  return result.ok ? result : editRefused(result.reason);
}
