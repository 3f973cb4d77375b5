// What a checkout buys: the cart's lines, or one line for an express checkout ('Purchase').
import type { StoredCartEntry } from "../commerce/cart";
import { cartLimit, chooseVariant, productTypeCodeOf } from "../commerce/add-to-cart";
import { VARIANT_UNAVAILABLE } from "../commerce/messages";
import { findCartProduct } from "../db/cart-catalog";
import type { Db } from "../db/client";
import { NOT_ENOUGH_STOCK } from "./messages";

/** One line as the order snapshots it (a StoredCartEntry has all of these). */
export type CheckoutLine = Pick<
  StoredCartEntry,
  | "itemId"
  | "sku"
  | "title"
  | "attributes"
  | "unitPriceCents"
  | "quantity"
  | "productType"
  | "currency"
  | "additionalFields"
>;

/**
 * The one line of an express checkout, priced from the catalogue now, with the add-to-cart rules
 * (variant choice, subscriptions sold elsewhere, stock seen now: the reservation decides).
 */
export async function expressLine(
  db: Db,
  websiteId: string,
  item: { itemId: string; sku?: string; quantity: number },
  multipleQuantityAllowedForServices: boolean,
): Promise<{ ok: true; line: CheckoutLine } | { ok: false; status: 400 | 404 | 409; message: string }> {
  const product = await findCartProduct(db, websiteId, item.itemId);
  if (!product || product.isSubscribable) return { ok: false, status: 404, message: VARIANT_UNAVAILABLE };
  const choice = chooseVariant(product, product.variants, item.sku);
  if (!choice.ok) return choice;
  const variant = choice.variant;
  const limit = cartLimit(product, variant, multipleQuantityAllowedForServices);
  if (limit !== null && item.quantity > limit) return { ok: false, status: 409, message: NOT_ENOUGH_STOCK };
  return {
    ok: true,
    line: {
      itemId: product.id,
      sku: variant.sku,
      title: product.title,
      attributes: variant.attributes,
      unitPriceCents: variant.onSale ? variant.salePriceCents : variant.priceCents,
      quantity: item.quantity,
      productType: productTypeCodeOf(product.productType),
      currency: variant.currency,
      // A product with a form is bought through the cart, which keeps its answers.
      additionalFields: null,
    },
  };
}
