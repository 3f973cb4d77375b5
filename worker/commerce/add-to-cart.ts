// Rules for putting a product in the cart (spec section 5), decided before the cart is touched.
// Pure: the route loads the product, these rules pick the variant and the most a cart may hold.
import { ProductTypeCode } from "../db/catalog-types";
import type { ProductTypeName } from "../db/schema";
import { GIFT_CARD_DENOMINATION_REQUIRED, VARIANT_UNAVAILABLE } from "./messages";

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;

export interface CartProduct {
  productType: ProductTypeName;
  isSubscribable: boolean;
}

export interface CartVariant {
  sku: string;
  qtyInStock: number;
  unlimited: boolean;
}

export type VariantChoice<V> = { ok: true; variant: V } | { ok: false; status: 400 | 404; message: string };

/**
 * The variant a request names. Without a sku, a product with one variant means that one; a gift
 * card asks for its denomination; anything else is an unavailable variant.
 */
export function chooseVariant<V extends CartVariant>(
  product: CartProduct,
  variants: readonly V[],
  sku: string | undefined,
): VariantChoice<V> {
  if (sku === undefined || sku === "") {
    if (variants.length === 1) return { ok: true, variant: variants[0]! };
    if (product.productType === "GIFT_CARD") {
      return { ok: false, status: 400, message: GIFT_CARD_DENOMINATION_REQUIRED };
    }
    return { ok: false, status: 400, message: VARIANT_UNAVAILABLE };
  }
  const variant = variants.find((v) => v.sku === sku);
  return variant ? { ok: true, variant } : { ok: false, status: 404, message: VARIANT_UNAVAILABLE };
}

/**
 * The most units of this variant one cart may hold, or null for no limit. Digital products and
 * gift cards are never out of stock; services obey stock, and hold one unit when the store does
 * not allow several (multipleQuantityAllowedForServices false).
 */
export function cartLimit(
  product: CartProduct,
  variant: CartVariant,
  multipleQuantityAllowedForServices: boolean,
): number | null {
  if (product.productType === "DIGITAL" || product.productType === "GIFT_CARD") return null;
  const stock = variant.unlimited ? null : Math.max(0, variant.qtyInStock);
  if (product.productType === "SERVICE" && !multipleQuantityAllowedForServices) {
    return stock === null ? 1 : Math.min(1, stock);
  }
  return stock;
}

export function productTypeCodeOf(type: ProductTypeName): ProductTypeCode {
  return ProductTypeCode[type];
}
