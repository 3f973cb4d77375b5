// Which product, variant and quantity a subscription may start with: the subscription call checks
// them when the visitor presses Subscribe, the subscription checkout again when it prices the line
// (the catalogue may have changed in between). The add-to-cart rules choose the variant and
// bound the quantity by stock; only PHYSICAL and SERVICE products with a plan are subscribable.
import { cartLimit, chooseVariant, productTypeCodeOf } from "../commerce/add-to-cart";
import { NOT_ENOUGH_STOCK, VARIANT_UNAVAILABLE } from "../commerce/messages";
import { findCartProduct } from "../db/cart-catalog";
import type { Db } from "../db/client";
import type { SubscriptionPlan } from "../db/schema";
import type { CheckoutLine } from "../orders/lines";
import { NOT_SUBSCRIBABLE, SUBSCRIPTION_OPTION_UNKNOWN, SUBSCRIPTION_PRODUCT_TYPES } from "./messages";

export interface SubscriptionChoice {
  itemId: string;
  sku?: string;
  quantity: number;
  additionalFields: string | null;
  subscriptionOptionId?: string | null;
}

export type SubscribableLine =
  | { ok: true; line: CheckoutLine; plan: SubscriptionPlan; variantId: string }
  | { ok: false; status: 400 | 404 | 409; message: string };

export async function subscribableLine(
  db: Db,
  websiteId: string,
  choice: SubscriptionChoice,
  multipleQuantityAllowedForServices: boolean,
): Promise<SubscribableLine> {
  const product = await findCartProduct(db, websiteId, choice.itemId);
  if (!product) return { ok: false, status: 404, message: VARIANT_UNAVAILABLE };
  if (!product.isSubscribable || !product.subscriptionPlan) {
    return { ok: false, status: 400, message: NOT_SUBSCRIBABLE };
  }
  if (product.productType !== "PHYSICAL" && product.productType !== "SERVICE") {
    return { ok: false, status: 400, message: SUBSCRIPTION_PRODUCT_TYPES };
  }
  // A product has one plan, which has no id: an option id names nothing we offer.
  if (choice.subscriptionOptionId) return { ok: false, status: 400, message: SUBSCRIPTION_OPTION_UNKNOWN };
  const picked = chooseVariant(product, product.variants, choice.sku);
  if (!picked.ok) return picked;
  const variant = picked.variant;
  const limit = cartLimit(product, variant, multipleQuantityAllowedForServices);
  if (limit !== null && choice.quantity > limit) return { ok: false, status: 409, message: NOT_ENOUGH_STOCK };
  return {
    ok: true,
    plan: product.subscriptionPlan,
    variantId: variant.id,
    line: {
      itemId: product.id,
      sku: variant.sku,
      title: product.title,
      attributes: variant.attributes,
      unitPriceCents: variant.onSale ? variant.salePriceCents : variant.priceCents,
      quantity: choice.quantity,
      productType: productTypeCodeOf(product.productType),
      currency: variant.currency,
      additionalFields: choice.additionalFields,
    },
  };
}
