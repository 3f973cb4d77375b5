// The pure rules behind adding to the cart and the cart's totals.
import { describe, expect, it } from "vitest";
import { cartLimit, chooseVariant } from "../../worker/commerce/add-to-cart";
import { shoppingCartJson, type StoredCartEntry } from "../../worker/commerce/cart";
import { GIFT_CARD_DENOMINATION_REQUIRED, VARIANT_UNAVAILABLE } from "../../worker/commerce/messages";

const physical = { productType: "PHYSICAL", isSubscribable: false } as const;
const service = { productType: "SERVICE", isSubscribable: false } as const;
const v = (sku: string, qtyInStock: number, unlimited = false) => ({ sku, qtyInStock, unlimited });

describe("cartLimit", () => {
  it("is the stock for physical products and services, none when unlimited", () => {
    expect(cartLimit(physical, v("a", 4), true)).toBe(4);
    expect(cartLimit(physical, v("a", 4, true), true)).toBeNull();
    expect(cartLimit(service, v("a", 3), true)).toBe(3);
  });

  it("never limits downloads or gift cards, whatever their stock says", () => {
    expect(cartLimit({ productType: "DIGITAL", isSubscribable: false }, v("a", 0), true)).toBeNull();
    expect(cartLimit({ productType: "GIFT_CARD", isSubscribable: false }, v("a", 0), true)).toBeNull();
  });

  it("holds one service when the store does not allow several", () => {
    expect(cartLimit(service, v("a", 8), false)).toBe(1);
    expect(cartLimit(service, v("a", 0, true), false)).toBe(1);
    expect(cartLimit(service, v("a", 0), false)).toBe(0);
    expect(cartLimit(physical, v("a", 8), false)).toBe(8);
  });

  it("treats negative stock as none", () => {
    expect(cartLimit(physical, v("a", -2), true)).toBe(0);
  });
});

describe("chooseVariant", () => {
  const variants = [v("S", 1), v("M", 2)];

  it("finds the named sku, or answers the unavailable message", () => {
    expect(chooseVariant(physical, variants, "M")).toEqual({ ok: true, variant: variants[1] });
    expect(chooseVariant(physical, variants, "XL")).toEqual({
      ok: false,
      status: 404,
      message: VARIANT_UNAVAILABLE,
    });
  });

  it("takes a lone variant when no sku is given, and asks otherwise", () => {
    expect(chooseVariant(physical, [v("only", 1)], undefined)).toMatchObject({ ok: true });
    expect(chooseVariant(physical, variants, "")).toEqual({
      ok: false,
      status: 400,
      message: VARIANT_UNAVAILABLE,
    });
    expect(chooseVariant({ productType: "GIFT_CARD", isSubscribable: false }, variants, undefined)).toEqual({
      ok: false,
      status: 400,
      message: GIFT_CARD_DENOMINATION_REQUIRED,
    });
  });
});

describe("shoppingCartJson", () => {
  const entry = (over: Partial<StoredCartEntry>): StoredCartEntry => ({
    id: "e",
    itemId: "i",
    sku: "s",
    attributes: {},
    quantity: 1,
    title: "t",
    unitPriceCents: 1000,
    currency: "USD",
    productType: 1,
    additionalFields: null,
    assetUrl: "",
    fullUrl: "/shop/t",
    addedOn: 0,
    ...over,
  });
  const cart = (entries: StoredCartEntry[]) => ({
    id: "c",
    websiteId: "w",
    created: 5,
    entries,
    couponCodes: [],
    shippingLocation: null,
    selectedShippingOptionId: null,
  });

  it("sums quantities and prices into the totals", () => {
    const json = shoppingCartJson(
      cart([entry({ quantity: 2 }), entry({ quantity: 3, unitPriceCents: 250 })]),
      "w",
      "USD",
    );
    expect(json).toMatchObject({ totalQuantity: 5, subtotalCents: 2750, grandTotalCents: 2750, created: 5 });
    expect(json.entries[0]!.subTotal).toEqual({ currency: "USD", value: "20.00" });
  });

  it("calls gift cards and downloads digital, and only physical goods need shipping", () => {
    const digital = shoppingCartJson(
      cart([entry({ productType: 2 }), entry({ productType: 4 })]),
      "w",
      "USD",
    );
    expect(digital).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    const mixed = shoppingCartJson(cart([entry({ productType: 2 }), entry({ productType: 3 })]), "w", "USD");
    expect(mixed).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: false });
    const shipped = shoppingCartJson(cart([entry({ productType: 1 })]), "w", "USD");
    expect(shipped).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: true });
  });

  it("answers the store currency for an empty cart", () => {
    expect(shoppingCartJson(null, "w", "EUR")).toMatchObject({ id: null, currency: "EUR", totalQuantity: 0 });
  });
});
