// The cart's money, in minor units: the subtotal of its lines, and the adjustments pricing adds
// (a coupon's discount, the chosen shipping, tax). Pure. The pricing modules (coupons, shipping,
// tax) compute the adjustments and hand them in here; until they do, each is 0.

/** One line as pricing needs it. */
export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface PriceAdjustments {
  discountCents?: number;
  shippingCents?: number;
  taxCents?: number;
  /** The tax is inside the other amounts (prices shown with tax): it is not added again. */
  taxIncluded?: boolean;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  taxIncluded: boolean;
  grandTotalCents: number;
}

export const ZERO_TOTALS: CartTotals = {
  subtotalCents: 0,
  discountCents: 0,
  shippingCostCents: 0,
  taxCents: 0,
  taxIncluded: false,
  grandTotalCents: 0,
};

const cents = (n: number | undefined) => (Number.isSafeInteger(n) && n! > 0 ? n! : 0);

/**
 * Subtotal = Σ unit price × quantity. A discount never takes the goods below zero (it is capped
 * at the subtotal); shipping and tax are added on top, tax only when it is not already inside the
 * amounts (`taxIncluded`). Negative or fractional adjustments count as 0.
 */
export function cartTotals(lines: readonly PricedLine[], adjustments: PriceAdjustments = {}): CartTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountCents = Math.min(cents(adjustments.discountCents), subtotalCents);
  const shippingCostCents = cents(adjustments.shippingCents);
  const taxCents = cents(adjustments.taxCents);
  const taxIncluded = adjustments.taxIncluded === true;
  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    taxIncluded,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + (taxIncluded ? 0 : taxCents),
  };
}
