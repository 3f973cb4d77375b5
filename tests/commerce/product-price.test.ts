import { describe, expect, it } from "vitest";
import {
  fromPrice,
  hasVariedPrices,
  legacyPrice,
  normalPrice,
  pricingOptionsOfLowestVariant,
  salePrice,
} from "../../worker/commerce/product-price";

const physical = (variants: unknown[]) => ({ structuredContent: { productType: 1, variants } });
const usd = (value: string) => ({ value, currency: "USD" });

describe("product prices", () => {
  const item = physical([
    { priceMoney: usd("10.00") },
    { onSale: true, priceMoney: usd("30.00"), salePriceMoney: usd("4.00") },
    { onSale: true, priceMoney: usd("8.00"), salePriceMoney: usd("6.00") },
  ]);

  it("takes the lowest price payable now as the from price", () => {
    expect(fromPrice(item).amount).toBe("4");
  });

  it("takes the highest regular price as the normal price", () => {
    expect(normalPrice(item).amount).toBe("30");
  });

  it("takes the lowest sale price among variants on sale", () => {
    expect(salePrice(item).amount).toBe("4");
    expect(salePrice(physical([{ priceMoney: usd("1") }])).amount).toBe("0");
  });

  it("reads a digital product's own price", () => {
    const digital = { structuredContent: { productType: 2, priceMoney: usd("7.50") } };
    expect(fromPrice(digital)).toEqual({ amount: "7.5", currency: "USD" });
  });

  it("gives the old hundredths price field", () => {
    expect(legacyPrice({ amount: "7.5", currency: "USD" })).toBe("750");
    expect(legacyPrice({ amount: "0.1", currency: "USD" })).toBe("10");
  });

  it("tells whether variant prices differ", () => {
    expect(hasVariedPrices(physical([{ price: 100 }, { price: 200 }]))).toBe(true);
    expect(hasVariedPrices(physical([{ price: 100 }, { price: 100 }]))).toBe(false);
    expect(hasVariedPrices(physical([{ onSale: true, salePrice: 100 }, { price: 200 }]))).toBe(true);
    expect(hasVariedPrices({ structuredContent: { productType: 2 } })).toBe(false);
  });

  it("finds the pricing options of the cheapest variant", () => {
    const p = physical([
      { priceMoney: usd("10"), pricingOptions: [{ id: "a" }] },
      { priceMoney: usd("5"), pricingOptions: [{ id: "b" }] },
    ]);
    expect(pricingOptionsOfLowestVariant(p)).toEqual([{ id: "b" }]);
  });
});
