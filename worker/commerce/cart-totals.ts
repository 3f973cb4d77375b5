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
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
}

export const ZERO_TOTALS: CartTotals = {
  subtotalCents: 0,
  discountCents: 0,
  shippingCostCents: 0,
  taxCents: 0,
  grandTotalCents: 0,
};

const cents = (n: number | undefined) => (Number.isSafeInteger(n) && n! > 0 ? n! : 0);

/**
 * Subtotal = Σ unit price × quantity. A discount never takes the goods below zero (it is capped
 * at the subtotal); shipping and tax are added on top. Negative or fractional adjustments count as 0.
 */
export function cartTotals(lines: readonly PricedLine[], adjustments: PriceAdjustments = {}): CartTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountCents = Math.min(cents(adjustments.discountCents), subtotalCents);
  const shippingCostCents = cents(adjustments.shippingCents);
  const taxCents = cents(adjustments.taxCents);
  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
  };
}
