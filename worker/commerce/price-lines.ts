// Pricing with the store's rules from D1: the one place the cart and the checkout price lines
// (worker/pricing/price-cart.ts does the arithmetic; this loads what it needs).
import type { Db } from "../db/client";
import type { BatchItem } from "drizzle-orm/batch";
import { variantsBySku, variantsBySkuReads, variantsFrom, type VariantRow } from "../db/orders";
import {
  hasAutomaticDiscounts,
  loadProductCategories,
  pricingRulesFrom,
  pricingRulesReads,
  type PricingRulesRows,
} from "../db/pricing";
import { pricingLines, type CartLineLike } from "../pricing/lines";
import { priceCart, pricedCartFields, type PricedCart, type PricedCartFields } from "../pricing/price-cart";
import type { ShippingLocation } from "../pricing/shipping";
import { type StoredCart, unpricedCartFields } from "./cart";

export interface PriceLinesInput {
  websiteId: string;
  currency: string;
  locale: string;
  lines: readonly CartLineLike[];
  couponCodes: readonly string[];
  location: ShippingLocation | null;
  shippingOptionId: string | null;
  now: number;
}

export type VariantsBySku = Awaited<ReturnType<typeof variantsBySku>>;

export interface PricedLines {
  priced: PricedCart;
  variants: VariantsBySku;
  /** The store's checkout minimum (0 = any), read in the same batch. */
  checkoutMinSubtotalCents: number;
}

/**
 * The price of `lines`, and their variants by SKU (weights; a SKU missing is no longer sold). The
 * variants and the store's rules are read in one D1 batch, whatever the number of lines; a caller
 * adds its own reads to that batch with `alongside` and gets their rows back in `alongsideRows`.
 */
export async function priceLines(
  db: Db,
  input: PriceLinesInput,
  alongside: readonly BatchItem<"sqlite">[] = [],
): Promise<PricedLines & { alongsideRows: unknown[] }> {
  const ruleReads = pricingRulesReads(db, input.websiteId, input.couponCodes);
  const variantReads = variantsBySkuReads(
    db,
    input.websiteId,
    input.lines.map((l) => l.sku),
  );
  const rows = (await db.batch([...ruleReads, ...variantReads, ...alongside] as unknown as [
    BatchItem<"sqlite">,
    ...BatchItem<"sqlite">[],
  ])) as unknown[];
  const { rules, checkoutMinSubtotalCents } = pricingRulesFrom(
    rows.slice(0, ruleReads.length) as unknown as PricingRulesRows,
  );
  const variants = variantsFrom(
    rows.slice(ruleReads.length, ruleReads.length + variantReads.length) as VariantRow[][],
  );
  const weights = new Map([...variants].map(([sku, v]) => [sku, v.weightGrams]));
  // Categories are read only when a discount in play is limited to some.
  const categories = rules.coupons.some((c) => c.categories !== null)
    ? await loadProductCategories(
        db,
        input.websiteId,
        input.lines.map((l) => l.itemId),
      )
    : undefined;
  const priced = priceCart({
    lines: pricingLines(input.lines, weights, categories),
    couponCodes: input.couponCodes,
    shippingLocation: input.location,
    selectedShippingOptionId: input.shippingOptionId,
    rules,
    now: input.now,
    display: { currency: input.currency, locale: input.locale },
  });
  return {
    priced,
    variants,
    checkoutMinSubtotalCents,
    alongsideRows: rows.slice(ruleReads.length + variantReads.length),
  };
}

export interface StoreContext {
  websiteId: string;
  currency: string;
  locale: string;
}

/**
 * The cart's price fields with its stored coupon codes, shipping location and option. A cart
 * with neither codes nor a location has nothing to adjust unless the store has an automatic
 * discount (one small indexed read), and is otherwise priced without reading more of D1.
 */
export async function priceStoredCart(
  db: Db,
  cart: StoredCart | null,
  store: StoreContext,
  now = Date.now(),
): Promise<PricedCartFields> {
  if (!cart) return unpricedCartFields(cart);
  if (
    cart.couponCodes.length === 0 &&
    cart.shippingLocation === null &&
    (cart.entries.length === 0 || !(await hasAutomaticDiscounts(db, store.websiteId)))
  ) {
    return unpricedCartFields(cart);
  }
  const { priced } = await priceLines(db, {
    ...store,
    lines: cart.entries,
    couponCodes: cart.couponCodes,
    location: cart.shippingLocation,
    shippingOptionId: cart.selectedShippingOptionId,
    now,
  });
  return pricedCartFields(priced);
}
