// What one press of an add-to-cart button does (spec sections 4, 5 and 8), apart from React:
// check the options and quantity, take the subscription or cart path, check stock and ask the
// additional-fields form first when the product has one, then add and tell the page.
import type { AddOutcome } from "./add-to-cart-machine";
import type { ShoppingCartJson } from "../../worker/commerce/cart";
import { addToCart, fetchStock, startSubscription } from "./cart-api";
import { cartAdded } from "./cart-store";
import {
  GIFT_CARD_DENOMINATION_REQUIRED,
  NOT_ENOUGH_STOCK,
  selectOptionsMessage,
  UNABLE_TO_ADD_ITEM,
  UNABLE_TO_PURCHASE_GIFT_CARD,
  UNABLE_TO_PURCHASE_ITEM,
  VARIANT_UNAVAILABLE,
} from "../../worker/commerce/messages";
import { findVariant, unselectedOptions } from "../../worker/commerce/option-selection";
import type { ProductFormModel } from "../../worker/commerce/product-form";
import { ProductType, QUANTITY_INPUT } from "../../worker/commerce/product-status";
import { stockSufficient } from "../../worker/commerce/stock-check";
import { QUANTITY_OUT_OF_RANGE } from "../../worker/http/messages";

/** Where a subscription continues, with the cart token of the subscription call. */
export const SUBSCRIPTION_PAGE = "/commerce/subscription";

export interface AddRequest {
  model: ProductFormModel;
  selection: Readonly<Record<string, string>>;
  quantity: string;
  /** The visitor's cart as last known (for the stock check: units of the sku it already holds). */
  cart: ShoppingCartJson | null;
  /** Opens the additional-fields form; resolves its answers as JSON text, or null if closed. */
  askAdditionalFields: () => Promise<string | null>;
}

const navigate = (url: string) => {
  (globalThis as unknown as { location: { assign(url: string): void } }).location.assign(url);
};

/** Units of `sku` the cart holds, over all its lines. */
const inCart = (cart: ShoppingCartJson | null, sku: string) =>
  cart?.entries.filter((e) => e.chosenVariant.sku === sku).reduce((n, e) => n + e.quantity, 0) ?? 0;

/** The failure dialog's title (section 8): gift cards and express checkout have their own. */
export function failureTitle(model: ProductFormModel): string {
  if (model.productType === ProductType.GIFT_CARD) return UNABLE_TO_PURCHASE_GIFT_CARD;
  return model.express ? UNABLE_TO_PURCHASE_ITEM : UNABLE_TO_ADD_ITEM;
}

export async function runAdd(req: AddRequest): Promise<AddOutcome> {
  const { model } = req;
  const title = failureTitle(model);
  const fail = (message: string): AddOutcome => ({ ok: false, title, message });

  const missing = unselectedOptions(model.options, req.selection);
  if (missing.length > 0) {
    return fail(
      model.productType === ProductType.GIFT_CARD
        ? GIFT_CARD_DENOMINATION_REQUIRED
        : selectOptionsMessage(missing),
    );
  }
  const variant = model.options.length === 0 ? model.variants[0] : findVariant(model.variants, req.selection);
  if (!variant) return fail(VARIANT_UNAVAILABLE);
  const quantity = model.showQuantity ? Number(req.quantity) : 1;
  if (!Number.isInteger(quantity) || quantity < QUANTITY_INPUT.min || quantity > QUANTITY_INPUT.max) {
    return fail(QUANTITY_OUT_OF_RANGE);
  }

  let additionalFields = "";
  if (model.additionalFieldsForm) {
    const stock = await fetchStock(model.itemId);
    if (typeof stock === "string") return fail(stock);
    if (
      !stockSufficient(
        stock.find((s) => s.sku === variant.sku),
        inCart(req.cart, variant.sku),
      )
    ) {
      return fail(NOT_ENOUGH_STOCK);
    }
    const answers = await req.askAdditionalFields();
    if (answers === null) return { ok: false, cancelled: true };
    additionalFields = answers;
  }

  // Express checkout ('Purchase') goes straight to checkout with this one line, the cart untouched
  // (worker/pages/routes/checkout.ts reads sku and qty; placing the order reserves the
  // stock). Form answers go through the cart, which keeps them.
  if (model.express && !additionalFields) {
    navigate(`${model.checkoutUrl}?sku=${encodeURIComponent(variant.sku)}&qty=${quantity}`);
    return { ok: true };
  }

  if (model.subscribable) {
    const result = await startSubscription(
      { itemId: model.itemId, sku: variant.sku, qty: quantity, additionalFields },
      title,
    );
    if (result.ok && result.cartToken) {
      navigate(`${SUBSCRIPTION_PAGE}?cartToken=${encodeURIComponent(result.cartToken)}`);
    }
    return result;
  }

  const result = await addToCart(
    { itemId: model.itemId, sku: variant.sku, quantity, additionalFields },
    title,
  );
  if (!result.ok) return result;
  if (model.express) {
    navigate(model.checkoutUrl);
  } else if (result.cart && result.newlyAdded) {
    cartAdded(result.cart, result.newlyAdded);
  }
  return { ok: true };
}
