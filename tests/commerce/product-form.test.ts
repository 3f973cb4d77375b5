import { describe, expect, it } from "vitest";
import { productFormModel } from "../../worker/commerce/product-form";

const product = (sc: Record<string, unknown>) => ({
  id: "p1",
  structuredContent: { productType: 1, ...sc },
});
const v = (sku: string, qtyInStock: number, attributes: Record<string, string> = {}, unlimited = false) => ({
  sku,
  qtyInStock,
  attributes,
  unlimited,
});

describe("product form model", () => {
  it("offers pickers and quantity for a physical product with several variants in stock", () => {
    const m = productFormModel(product({ variants: [v("a", 3, { size: "S" }), v("b", 0, { size: "M" })] }));
    expect(m.options).toEqual([{ name: "size", values: ["S", "M"] }]);
    expect(m.showQuantity).toBe(true);
    expect(m.soldOut).toBe(false);
    expect(m.variants.map((x) => x.available)).toEqual([true, false]);
    expect(m.buttonText).toBe("Add To Cart");
  });
  it("is sold out when no variant has stock or is unlimited", () => {
    expect(productFormModel(product({ variants: [v("a", 0), v("b", 0)] })).soldOut).toBe(true);
    expect(productFormModel(product({ variants: [v("a", 0), v("b", 0, {}, true)] })).soldOut).toBe(false);
  });
  it("never marks digital products or gift cards sold out, and shows no quantity for them", () => {
    const digital = productFormModel(product({ productType: 2, variants: [v("a", 0), v("b", 0)] }));
    expect(digital.soldOut).toBe(false);
    expect(digital.options).toEqual([]);
    expect(digital.showQuantity).toBe(false);
    const gift = productFormModel(
      product({ productType: 4, variants: [v("g25", 0, { amount: "$25" }), v("g50", 0, { amount: "$50" })] }),
    );
    expect(gift.soldOut).toBe(false);
    expect(gift.selectLabel).toBe("Select Value");
  });
  it("hides the quantity input with one unit left, for subscriptions, and for services when not allowed", () => {
    expect(productFormModel(product({ variants: [v("a", 1)] })).showQuantity).toBe(false);
    const sub = productFormModel(product({ isSubscribable: true, variants: [v("a", 9)] }));
    expect(sub.showQuantity).toBe(false);
    expect(sub.buttonText).toBe("Subscribe");
    expect(
      productFormModel(product({ productType: 3, variants: [v("a", 9)] }), {
        multipleQuantityAllowedForServices: false,
      }).showQuantity,
    ).toBe(false);
    expect(
      productFormModel(product({ productType: 3, variants: [v("a", 9)] }), {
        multipleQuantityAllowedForServices: true,
      }).showQuantity,
    ).toBe(true);
  });
  it("uses the custom button text when the owner set one", () => {
    const m = productFormModel(
      product({ useCustomAddButtonText: true, customAddButtonText: "Pre-order", variants: [v("a", 2)] }),
    );
    expect(m.buttonText).toBe("Pre-order");
  });

  it("reads 'Purchase' with express checkout (never for subscriptions) and leads to the checkout URL given", () => {
    const m = productFormModel(product({ variants: [v("a", 3)] }), {
      storeSettings: { expressCheckout: true },
      checkoutUrl: "/checkout",
    });
    expect([m.buttonText, m.express, m.checkoutUrl]).toEqual(["Purchase", true, "/checkout"]);
    const sub = productFormModel(product({ isSubscribable: true, variants: [v("a", 3)] }), {
      storeSettings: { expressCheckout: true },
    });
    expect([sub.buttonText, sub.express, sub.checkoutUrl]).toEqual(["Subscribe", false, "/cart"]);
  });

  it("offers radio buttons when the product says so, dropdowns otherwise", () => {
    const variants = [v("a", 3, { Size: "S" }), v("b", 3, { Size: "M" })];
    expect(productFormModel(product({ variants, variantPicker: "radio" })).picker).toBe("radio");
    expect(productFormModel(product({ variants })).picker).toBe("dropdown");
  });

  it("carries the instalment range for physical products on eligible sites only", () => {
    const settings = (locale: string) => ({
      storeSettings: { instalments: { minCents: 1, maxCents: 9 } },
      locale,
    });
    const physical = product({ variants: [v("a", 3)] });
    expect(productFormModel(physical, settings("en-US")).instalments).toEqual({ minCents: 1, maxCents: 9 });
    expect(productFormModel(physical, settings("de-DE")).instalments).toBeUndefined();
    const service = product({ productType: 3, variants: [v("a", 3)] });
    expect(productFormModel(service, settings("en-US")).instalments).toBeUndefined();
  });

  it("takes scarcity, restock and sold-out texts from the merchandising settings", () => {
    const m = productFormModel(product({ variants: [v("a", 0)] }), {
      merchandising: {
        scarcityEnabled: true,
        scarcityText: "Only {qtyInStock} left",
        customSoldOutText: "Back in March",
        restockNotificationMessages: { CTAText: "Tell me" },
        mailingListSignUpEnabled: true,
      },
    });
    expect(m.scarcity).toEqual({ text: "Only {qtyInStock} left", threshold: 5, shownByDefault: false });
    expect(m.soldOutText).toBe("Back in March");
    expect(m.badge).toEqual({ kind: "sold-out", text: "Back in March" });
    expect(m.restock).toEqual({
      ctaText: "Tell me",
      buttonText: "Sign Up",
      placeholderText: "Email Address",
      mailingList: { description: "Sign up for news and updates", optInByDefault: false },
    });
    expect(productFormModel(product({ variants: [v("a", 0)] })).badge).toEqual({
      kind: "sold-out",
      text: "sold out",
    });
    const sale = productFormModel(product({ variants: [{ ...v("a", 2), onSale: true }] }));
    expect(sale.badge).toEqual({ kind: "sale", text: "sale" });
  });
});
