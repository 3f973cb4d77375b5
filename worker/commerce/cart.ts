// The shopping cart as the API answers it (spec section 3): every field present, numbers
// default 0, totalQuantity the sum of entry quantities. Pure: built from the stored lines.
import { moneyJson, type MoneyJson } from "../db/money-json";
import { ProductTypeCode } from "../db/catalog-types";
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

export interface ShoppingCartJson {
  /** null until something is added (no cart exists yet). */
  id: string | null;
  websiteId: string;
  orderId: string | null;
  /** Epoch ms; 0 when no cart exists yet. */
  created: number;
  isPurchased: boolean;
  entries: CartEntryJson[];
  shippingOptions: unknown[];
  selectedShippingOption: unknown | null;
  shippingLocation: unknown | null;
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
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
 * The cart's JSON; `cart` null gives the empty cart of a visitor who has none. `totals` are the
 * cart's money (cart-totals.ts `cartTotals`, whose adjustments come from worker/pricing/price-cart.ts); by default the
 * subtotal of the lines with no adjustments.
 */
export function shoppingCartJson(
  cart: StoredCart | null,
  websiteId: string,
  currency: string,
  totals: CartTotals = cartTotals(cart?.entries ?? []),
): ShoppingCartJson {
  const entries = cart?.entries ?? [];
  const { subtotalCents, taxCents, shippingCostCents, discountCents, grandTotalCents } = totals;
  return {
    id: cart?.id ?? null,
    websiteId,
    orderId: null,
    created: cart?.created ?? 0,
    isPurchased: false,
    entries: entries.map(cartEntryJson),
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: entries.some(isDigital),
    purelyDigital: entries.length > 0 && entries.every(isDigital),
    requiresShipping: entries.some((e) => e.productType === ProductTypeCode.PHYSICAL),
    currency: entries[0]?.currency ?? currency,
  };
}
