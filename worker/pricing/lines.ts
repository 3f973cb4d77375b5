// What pricing needs to know of a cart line, whatever holds the cart.
import { ProductTypeCode } from "../db/catalog-types";

export interface PricingLine {
  /** The product id (coupon scope is by product). */
  itemId: string;
  unitPriceCents: number;
  quantity: number;
  productType: ProductTypeCode;
  /** Weight of one unit in grams (0 when unknown). */
  weightGrams: number;
  /** The product's category names, when a discount limited to categories needs them. */
  categories?: readonly string[];
}

export const lineTotal = (line: PricingLine): number => line.unitPriceCents * line.quantity;

/** Only physical goods are shipped (digital goods, services and gift cards are not). */
export const isShipped = (line: PricingLine): boolean => line.productType === ProductTypeCode.PHYSICAL;

/** Gift cards are money, not goods: no discount and no tax applies to buying one. */
export const isGiftCard = (line: PricingLine): boolean => line.productType === ProductTypeCode.GIFT_CARD;

/** What a cart line holds that pricing reads (the cart Durable Object's StoredCartEntry has these). */
export interface CartLineLike {
  itemId: string;
  sku: string;
  unitPriceCents: number;
  quantity: number;
  productType: ProductTypeCode;
}

/** Pricing lines for cart lines, with each variant's unit weight by SKU (0 when unknown). */
export function pricingLines(
  entries: readonly CartLineLike[],
  weightsBySku: ReadonlyMap<string, number>,
  categoriesByProduct?: ReadonlyMap<string, readonly string[]>,
): PricingLine[] {
  return entries.map((e) => ({
    itemId: e.itemId,
    unitPriceCents: e.unitPriceCents,
    quantity: e.quantity,
    productType: e.productType,
    weightGrams: weightsBySku.get(e.sku) ?? 0,
    ...(categoriesByProduct ? { categories: categoriesByProduct.get(e.itemId) ?? [] } : {}),
  }));
}
