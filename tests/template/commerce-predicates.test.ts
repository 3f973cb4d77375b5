import { describe, expect, it } from "vitest";
import { render } from "../../worker/template/index";

const decide = (predicate: string, product: unknown) =>
  render(`{.section p}{.${predicate}}yes{.or}no{.end}{.end}`, { p: product }, { locale: "en" }).output;

const physical = (variants: unknown[]) => ({ structuredContent: { productType: 1, variants } });

describe("commerce predicates", () => {
  it("sold-out? follows the stock of physical products", () => {
    expect(decide("sold-out?", physical([{ qtyInStock: 0 }]))).toBe("yes");
    expect(decide("sold-out?", physical([{ qtyInStock: 2 }]))).toBe("no");
    expect(decide("sold-out?", { structuredContent: { productType: 4 } })).toBe("no");
  });

  it("on-sale? is true when a variant is on sale", () => {
    expect(decide("on-sale?", physical([{}, { onSale: true }]))).toBe("yes");
    expect(decide("on-sale?", physical([{}]))).toBe("no");
  });

  it("has-variants? needs more than one variant of a non-digital product", () => {
    expect(decide("has-variants?", physical([{}, {}]))).toBe("yes");
    expect(decide("has-variants?", { structuredContent: { productType: 2, variants: [{}, {}] } })).toBe("no");
  });

  it("varied-prices? compares variants with the first", () => {
    expect(decide("varied-prices?", physical([{ price: 1 }, { price: 2 }]))).toBe("yes");
    expect(decide("varied-prices?", physical([{ price: 1 }, { price: 1 }]))).toBe("no");
  });
});
