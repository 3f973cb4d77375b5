// What a product's add-to-cart form offers a visitor, from the product status rules
// (product-status.ts): option pickers, the quantity input, the button text, sold-out state.
import { ADD_TO_CART_LABEL, GIFT_CARD_SELECT_TEXT, SUBSCRIBE_LABEL } from "./fallback-texts";
import type { Json } from "./json";
import { productOptions, type ProductOption } from "./option-selection";
import {
  hasVariants,
  isSoldOut,
  isSubscribable,
  productType,
  ProductType,
  showsQuantityInput,
  variants as variantsOf,
} from "./product-status";

export interface ProductFormModel {
  itemId: string;
  buttonText: string;
  options: ProductOption[];
  variants: { sku: string; attributes: Record<string, string>; available: boolean }[];
  showQuantity: boolean;
  soldOut: boolean;
  selectLabel?: string;
}

interface StoredVariant {
  sku?: string;
  attributes?: Record<string, string>;
  qtyInStock?: number;
  unlimited?: boolean;
}

export function productFormModel(item: Json, storeSettings: Json = {}): ProductFormModel {
  const product = item as { id?: string; structuredContent?: Record<string, unknown> };
  const sc = product.structuredContent ?? {};
  const type = productType(item);
  const countsStock = type === ProductType.PHYSICAL || type === ProductType.SERVICE;
  const variants = (variantsOf(item) as StoredVariant[]).map((v) => ({
    sku: v.sku ?? "",
    attributes: v.attributes ?? {},
    available: !countsStock || v.unlimited === true || (v.qtyInStock ?? 0) > 0,
  }));
  const custom = sc.useCustomAddButtonText === true && typeof sc.customAddButtonText === "string";
  return {
    itemId: product.id ?? "",
    buttonText: custom
      ? (sc.customAddButtonText as string)
      : isSubscribable(item)
        ? SUBSCRIBE_LABEL
        : ADD_TO_CART_LABEL,
    options: hasVariants(item)
      ? productOptions(variants, sc.variantOptionOrdering as string[] | undefined)
      : [],
    variants,
    showQuantity: showsQuantityInput(item, storeSettings),
    soldOut: variants.length === 0 || isSoldOut(item),
    ...(type === ProductType.GIFT_CARD ? { selectLabel: GIFT_CARD_SELECT_TEXT } : {}),
  };
}
