import { describe, expect, it } from "vitest";
import { cartCountLabel, cartSubtotalLabel } from "../../client/islands/cart-count";

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

describe("cart subtotal text", () => {
  it("trims trailing zero fractions only", () => {
    expect(cartSubtotalLabel(11800, "USD", "en-US")).toBe("$118");
    expect(cartSubtotalLabel(11850, "USD", "en-US")).toBe("$118.50");
    expect(cartSubtotalLabel(1000, "JPY", "en-US")).toBe("¥1,000");
  });
});
