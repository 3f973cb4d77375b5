import { describe, expect, it } from "vitest";
import {
  hasVariants,
  isOnSale,
  isSoldOut,
  productBadge,
  showsQuantityInput,
  totalStock,
} from "../../worker/commerce/product-status";

const product = (productType: unknown, content: Record<string, unknown> = {}) => ({
  structuredContent: { productType, ...content },
});

describe("product status shown to visitors", () => {
  it("is sold out when no physical or service variant is unlimited or in stock", () => {
    expect(isSoldOut(product(1, { variants: [{ qtyInStock: 0 }, { qtyInStock: 0 }] }))).toBe(true);
    expect(isSoldOut(product(3, { variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] }))).toBe(false);
    expect(isSoldOut(product(1, { variants: [{ unlimited: true }] }))).toBe(false);
  });

  it("never calls digital products or gift cards sold out", () => {
    expect(isSoldOut(product(2))).toBe(false);
    expect(isSoldOut(product(4, { variants: [{ qtyInStock: 0 }] }))).toBe(false);
  });

  it("is on sale when any variant, or the digital product, is", () => {
    expect(isOnSale(product(1, { variants: [{ onSale: false }, { onSale: true }] }))).toBe(true);
    expect(isOnSale(product(2, { onSale: true }))).toBe(true);
    expect(isOnSale(product(4, { variants: [{ onSale: true }] }))).toBe(false);
  });

  it("lets sold out win over sale", () => {
    expect(productBadge(product(1, { variants: [{ onSale: true, qtyInStock: 0 }] }))).toBe("sold-out");
    expect(productBadge(product(1, { variants: [{ onSale: true, qtyInStock: 4 }] }))).toBe("sale");
    expect(productBadge(product(1, { variants: [{ qtyInStock: 4 }] }))).toBeUndefined();
  });

  it("reads product types given as text", () => {
    expect(isSoldOut(product("2"))).toBe(false);
  });
});

describe("variant pickers and quantity input", () => {
  it("shows pickers only for non-digital products with several variants", () => {
    expect(hasVariants(product(1, { variants: [{}, {}] }))).toBe(true);
    expect(hasVariants(product(1, { variants: [{}] }))).toBe(false);
    expect(hasVariants(product(2, { variants: [{}, {}] }))).toBe(false);
  });

  it("counts stock over variants, unlimited and digital as infinite", () => {
    expect(totalStock(product(1, { variants: [{ qtyInStock: 2 }, { qtyInStock: "3" }] }))).toBe(5);
    expect(totalStock(product(1, { variants: [{ qtyInStock: 2 }, { unlimited: true }] }))).toBe(Infinity);
    expect(totalStock(product(2))).toBe(Infinity);
  });

  it("shows the quantity input for physical products with more than one unit left", () => {
    expect(
      showsQuantityInput(product(1, { variants: [{ qtyInStock: 0 }, { qtyInStock: 100 }] }), undefined),
    ).toBe(true);
    expect(showsQuantityInput(product(1, { variants: [{ qtyInStock: 1 }] }), undefined)).toBe(false);
    expect(showsQuantityInput(product(2), undefined)).toBe(false);
  });

  it("hides it for subscriptions", () => {
    const p = product(1, { isSubscribable: "true", variants: [{ unlimited: true }] });
    expect(showsQuantityInput(p, undefined)).toBe(false);
  });

  it("shows it for services unless the store allows only one", () => {
    const service = product(3, { variants: [{ unlimited: true }] });
    expect(showsQuantityInput(service, {})).toBe(true);
    expect(showsQuantityInput(service, { multipleQuantityAllowedForServices: false })).toBe(false);
  });
});
