import { describe, expect, it } from "vitest";
import { cartCountLabel } from "../../client/islands/cart-count";

describe("cart counter text", () => {
  it("is empty when the cart is empty", () => {
    expect(cartCountLabel(0)).toBe("");
  });
  it("shows the count up to 100", () => {
    expect(cartCountLabel(1)).toBe("1");
    expect(cartCountLabel(100)).toBe("100");
  });
  it("shows 100+ above 100", () => {
    expect(cartCountLabel(101)).toBe("100+");
    expect(cartCountLabel(5000)).toBe("100+");
  });
});
