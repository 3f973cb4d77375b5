// The cart's money: the subtotal of its lines and the adjustments the pricing modules hand in.
import { describe, expect, it } from "vitest";
import { cartTotals } from "../../worker/commerce/cart-totals";

const lines = [
  { unitPriceCents: 3400, quantity: 2 },
  { unitPriceCents: 1250, quantity: 1 },
];

describe("cartTotals", () => {
  it("sums unit price × quantity, with no adjustments by default", () => {
    expect(cartTotals(lines)).toEqual({
      subtotalCents: 8050,
      discountCents: 0,
      shippingCostCents: 0,
      taxCents: 0,
      taxIncluded: false,
      grandTotalCents: 8050,
    });
    expect(cartTotals([]).grandTotalCents).toBe(0);
  });

  it("takes the discount off and adds shipping and tax", () => {
    expect(cartTotals(lines, { discountCents: 1000, shippingCents: 500, taxCents: 644 })).toEqual({
      subtotalCents: 8050,
      discountCents: 1000,
      shippingCostCents: 500,
      taxCents: 644,
      taxIncluded: false,
      grandTotalCents: 8050 - 1000 + 500 + 644,
    });
  });

  it("caps a discount at the subtotal and ignores negative or fractional adjustments", () => {
    expect(cartTotals(lines, { discountCents: 99999, shippingCents: 500 })).toMatchObject({
      discountCents: 8050,
      grandTotalCents: 500,
    });
    expect(cartTotals(lines, { discountCents: -5, shippingCents: 1.5, taxCents: Number.NaN })).toMatchObject({
      discountCents: 0,
      shippingCostCents: 0,
      taxCents: 0,
      grandTotalCents: 8050,
    });
  });
});
