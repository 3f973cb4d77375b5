// The shopping cart as the API answers it (spec section 3): every field present, numbers
// default 0, totalQuantity the sum of entry quantities. Pure: built from the stored cart and its
// price (price-stored-cart.ts prices it with the store's rules).
import { moneyJson, type MoneyJson } from "../db/money-json";
import { ProductTypeCode } from "../db/catalog-types";
import type { PricedCartFields } from "../pricing/price-cart";
import type { ShippingLocation } from "../pricing/shipping";
import { type CartTotals, cartTotals } from "./cart-totals";

/** One cart line as the cart Durable Object stores it. */
export interface StoredCartEntry {
  id: string;
  itemId: string;
  sku: string;
  attributes: Record<string, string>;
  quantity: number;
  title: string;
  /** Price of one unit when it was added (sale price while on sale), in minor units. */
  unitPriceCents: number;
  currency: string;
  productType: ProductTypeCode;
  /** The additional-fields form answers as sent (JSON text), or null. */
  additionalFields: string | null;
  assetUrl: string;
  fullUrl: string;
  addedOn: number;
}

export interface StoredCart {
  id: string;
  websiteId: string;
  created: number;
  entries: StoredCartEntry[];
  /** The codes the visitor entered, normalized, in order; valid or not (pricing decides). */
  couponCodes: string[];
  /** Where the visitor said the cart ships (checked by postal-codes.ts), or null. */
  shippingLocation: ShippingLocation | null;
  /** The shipping option the visitor chose, or null for the cheapest offered. */
  selectedShippingOptionId: string | null;
}

export interface CartEntryJson {
  id: string;
  itemId: string;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  quantity: number;
  title: string;
  /** quantity × purchase price. */
  subTotal: MoneyJson;
  /** Price of one unit, in minor units. */
  purchasePriceCents: number;
  productType: ProductTypeCode;
  additionalFields: string | null;
  assetUrl: string;
  fullUrl: string;
}

export interface ShoppingCartJson extends PricedCartFields {
  /** null until something is added (no cart exists yet). */
  id: string | null;
  websiteId: string;
  orderId: string | null;
  /** Epoch ms; 0 when no cart exists yet. */
  created: number;
  isPurchased: boolean;
  entries: CartEntryJson[];
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  currency: string;
}

const isDigital = (e: StoredCartEntry) =>
  e.productType === ProductTypeCode.DIGITAL || e.productType === ProductTypeCode.GIFT_CARD;

export function cartEntryJson(e: StoredCartEntry): CartEntryJson {
  return {
    id: e.id,
    itemId: e.itemId,
    chosenVariant: { sku: e.sku, attributes: e.attributes },
    quantity: e.quantity,
    title: e.title,
    subTotal: moneyJson(e.unitPriceCents * e.quantity, e.currency),
    purchasePriceCents: e.unitPriceCents,
    productType: e.productType,
    additionalFields: e.additionalFields,
    assetUrl: e.assetUrl,
    fullUrl: e.fullUrl,
  };
}

/**
 * The price fields of a cart that is not priced: the lines' subtotal (or `totals` given), no
 * adjustments, no coupon verdicts or options; the stored codes and location as they are.
 */
export function unpricedCartFields(
  cart: StoredCart | null,
  totals: CartTotals = cartTotals(cart?.entries ?? []),
): PricedCartFields {
  const { subtotalCents, taxCents, taxIncluded, shippingCostCents, discountCents, grandTotalCents } = totals;
  return {
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: cart?.shippingLocation ?? null,
    applicableTaxRules: [],
    coupons: cart?.couponCodes ?? [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents,
    taxIncluded,
    taxName: "",
    shownLines: (cart?.entries ?? []).map((e) => ({
      unitPriceCents: e.unitPriceCents,
      totalCents: e.unitPriceCents * e.quantity,
    })),
    shippingCostCents,
    discountCents,
    grandTotalCents,
  };
}

/**
 * The cart's JSON; `cart` null gives the empty cart of a visitor who has none. `priced` are the
 * fields pricing owns (price-stored-cart.ts); by default the subtotal of the lines, unadjusted.
 */
export function shoppingCartJson(
  cart: StoredCart | null,
  websiteId: string,
  currency: string,
  priced: PricedCartFields = unpricedCartFields(cart),
): ShoppingCartJson {
  const entries = cart?.entries ?? [];
  return {
    id: cart?.id ?? null,
    websiteId,
    orderId: null,
    created: cart?.created ?? 0,
    isPurchased: false,
    entries: entries.map(cartEntryJson),
    ...priced,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: entries.some(isDigital),
    purelyDigital: entries.length > 0 && entries.every(isDigital),
    requiresShipping: entries.some((e) => e.productType === ProductTypeCode.PHYSICAL),
    currency: entries[0]?.currency ?? currency,
  };
}
