// What a product's add-to-cart form offers a visitor (spec section 5): option pickers only for
// a non-digital product with more than one variant; a quantity input only for physical products
// (or services when the store allows several), not subscribable, with more than one unit in stock.
import { productOptions, type ProductOption } from "./option-selection";

export const ProductTypeCode = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4 } as const;

export const ADD_TO_CART_TEXT = "Add To Cart";
export const SUBSCRIBE_TEXT = "Subscribe";
export const GIFT_CARD_SELECT_TEXT = "Select Value";

export interface FormVariant {
  sku: string;
  attributes?: Record<string, string>;
  qtyInStock?: number;
  unlimited?: boolean;
}

export interface FormProduct {
  id: string;
  structuredContent: {
    productType: number | string;
    variants?: FormVariant[];
    isSubscribable?: boolean;
    useCustomAddButtonText?: boolean;
    customAddButtonText?: string;
    variantOptionOrdering?: string[];
  };
}

export interface ProductFormModel {
  itemId: string;
  buttonText: string;
  options: ProductOption[];
  variants: { sku: string; attributes: Record<string, string>; available: boolean }[];
  showQuantity: boolean;
  soldOut: boolean;
  selectLabel?: string;
}

export function productTypeCode(item: FormProduct): number {
  return Number(item.structuredContent.productType) || ProductTypeCode.PHYSICAL;
}

/** Digital products and gift cards are never out of stock. */
function countsStock(type: number) {
  return type === ProductTypeCode.PHYSICAL || type === ProductTypeCode.SERVICE;
}

export function productFormModel(
  item: FormProduct,
  multipleQuantityAllowedForServices = true,
): ProductFormModel {
  const sc = item.structuredContent;
  const type = productTypeCode(item);
  const variants = (sc.variants ?? []).map((v) => ({
    sku: v.sku,
    attributes: v.attributes ?? {},
    available: !countsStock(type) || v.unlimited === true || (v.qtyInStock ?? 0) > 0,
  }));
  const stock = countsStock(type)
    ? (sc.variants ?? []).reduce((n, v) => (v.unlimited ? Infinity : n + Math.max(0, v.qtyInStock ?? 0)), 0)
    : Infinity;
  const quantityKind =
    type === ProductTypeCode.PHYSICAL ||
    (type === ProductTypeCode.SERVICE && multipleQuantityAllowedForServices);
  const pickers = type !== ProductTypeCode.DIGITAL && variants.length > 1;
  return {
    itemId: item.id,
    buttonText:
      sc.useCustomAddButtonText && sc.customAddButtonText
        ? sc.customAddButtonText
        : sc.isSubscribable
          ? SUBSCRIBE_TEXT
          : ADD_TO_CART_TEXT,
    options: pickers ? productOptions(variants, sc.variantOptionOrdering) : [],
    variants,
    showQuantity: quantityKind && !sc.isSubscribable && stock > 1,
    soldOut: variants.length === 0 || variants.every((v) => !v.available),
    ...(type === ProductTypeCode.GIFT_CARD ? { selectLabel: GIFT_CARD_SELECT_TEXT } : {}),
  };
}
