// What a visitor is told about a product: sold out, on sale, how many can be bought
// (spec sections 4 and 5). Products are read as stored JSON (`structuredContent` with
// `productType` and `variants`).

import { flag, list, num, path, prop, truthy, type Json } from "./json";

export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
} as const;

export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];

/** The product's type, or undefined when missing or not one of the four sellable types. */
export function productType(item: Json): ProductTypeCode | undefined {
  const code = num(path(item, "structuredContent", "productType"));
  return code === 1 || code === 2 || code === 3 || code === 4 ? code : undefined;
}

export function variants(item: Json): Json[] {
  return list(path(item, "structuredContent", "variants"));
}

export function isSubscribable(item: Json): boolean {
  return flag(path(item, "structuredContent", "isSubscribable"));
}

/** Variant pickers are shown only when a non-digital product has more than one variant. */
export function hasVariants(item: Json): boolean {
  return productType(item) !== ProductType.DIGITAL && variants(item).length > 1;
}

/**
 * Sold out: physical and service products with no variant unlimited or in stock. Digital
 * products and gift cards never sell out; a product of unknown type counts as sold out.
 */
export function isSoldOut(item: Json): boolean {
  switch (productType(item)) {
    case ProductType.DIGITAL:
    case ProductType.GIFT_CARD:
      return false;
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
      return !variants(item).some((v) => truthy(prop(v, "unlimited")) || num(prop(v, "qtyInStock")) > 0);
    default:
      return true;
  }
}

/** On sale: any variant of a physical or service product, or the digital product itself. */
export function isOnSale(item: Json): boolean {
  switch (productType(item)) {
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
      return variants(item).some((v) => truthy(prop(v, "onSale")));
    case ProductType.DIGITAL:
      return truthy(path(item, "structuredContent", "onSale"));
    default:
      return false;
  }
}

export type ProductBadge = "sold-out" | "sale" | undefined;

/** The badge a visitor sees: sold out wins over sale; no badge otherwise. */
export function productBadge(item: Json): ProductBadge {
  if (isSoldOut(item)) return "sold-out";
  return isOnSale(item) ? "sale" : undefined;
}

/** Units left over all variants; unlimited stock (and digital goods, gift cards) is infinite. */
export function totalStock(item: Json): number {
  const type = productType(item);
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return Infinity;
  let total = 0;
  for (const v of variants(item)) {
    if (truthy(prop(v, "unlimited"))) return Infinity;
    total += num(prop(v, "qtyInStock"));
  }
  return total;
}

/** Store setting multipleQuantityAllowedForServices: default true when unset. */
export function multipleQuantityAllowedForServices(storeSettings: Json): boolean {
  const v = prop(storeSettings, "multipleQuantityAllowedForServices");
  return v === undefined || v === null ? true : flag(v);
}

/**
 * The quantity input is shown for physical products, or services when the store allows several,
 * never for subscriptions, and only when more than one unit is left (spec section 5).
 */
export function showsQuantityInput(item: Json, storeSettings: Json): boolean {
  const type = productType(item);
  const allowed =
    type === ProductType.PHYSICAL ||
    (type === ProductType.SERVICE && multipleQuantityAllowedForServices(storeSettings));
  return allowed && !isSubscribable(item) && totalStock(item) > 1;
}

/** Quantity input rules (spec section 5). */
export const QUANTITY_INPUT = { min: 1, max: 9999, step: 1, default: 1, size: 4 } as const;
