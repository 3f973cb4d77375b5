import { describe, expect, it } from "vitest";
import { stockSufficient } from "../../worker/commerce/stock-check";

const stock = (qtyInStock: number, unlimited = false) => ({
  itemId: "p",
  variantId: "v",
  sku: "S",
  unlimited,
  qtyInStock,
});

describe("stock before the additional-fields form", () => {
  it("is enough when unlimited or when stock exceeds what the cart already holds", () => {
    expect(stockSufficient(stock(0, true), 50)).toBe(true);
    expect(stockSufficient(stock(3), 2)).toBe(true);
    expect(stockSufficient(stock(3), 3)).toBe(false);
    expect(stockSufficient(stock(0), 0)).toBe(false);
  });
  it("is not enough for a variant the answer does not list", () => {
    expect(stockSufficient(undefined, 0)).toBe(false);
  });
});
