// The cart API as a visitor's browser uses it: adding, reading, stock messages, quantity bounds.
import { describe, expect, it } from "vitest";
import {
  GIFT_CARD_DENOMINATION_REQUIRED,
  NOT_ENOUGH_STOCK,
  TRY_AGAIN_IN_A_FEW_SECONDS,
  VARIANT_UNAVAILABLE,
} from "../../worker/commerce/messages";
import { QUANTITY_OUT_OF_RANGE, SUBSCRIPTION_NOT_IN_CART } from "../../worker/http/messages";
import { DemoProduct } from "../../worker/seed/demo-data";
import { CART, type AddBody, type CartBody, Visitor } from "./helpers";

const CART_FIELDS = [
  "id",
  "websiteId",
  "orderId",
  "created",
  "isPurchased",
  "entries",
  "shippingOptions",
  "selectedShippingOption",
  "shippingLocation",
  "applicableTaxRules",
  "coupons",
  "validCoupons",
  "invalidCoupons",
  "subtotalCents",
  "taxCents",
  "shippingCostCents",
  "discountCents",
  "grandTotalCents",
  "totalQuantity",
  "hasDigital",
  "purelyDigital",
  "requiresShipping",
];

describe("reading the cart", () => {
  it("answers an empty cart with every field and zero totals when the visitor has no cart", async () => {
    const visitor = new Visitor();
    const res = await visitor.fetch(CART);
    expect(res.status).toBe(200);
    // Reading creates no cart: no cart cookie (the crumb cookie is the session's, not a cart's).
    expect(res.headers.getSetCookie().filter((cookie) => cookie.startsWith("CART="))).toEqual([]);
    const cart = (await res.json()) as CartBody;
    for (const field of CART_FIELDS) expect(cart).toHaveProperty(field);
    expect(cart).toMatchObject({
      entries: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      isPurchased: false,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it("is not cached by shared caches", async () => {
    const res = await new Visitor().fetch(CART);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("ignores a cookie that names no cart of ours", async () => {
    const visitor = new Visitor();
    visitor.cookies.set("CART", "not-a-cart-id");
    const cart = await visitor.cart();
    expect(cart.entries).toEqual([]);
    expect(cart.id).toBeNull();
  });
});

describe("adding to the cart", () => {
  it("adds a variant and answers the cart and the new entry", async () => {
    const visitor = new Visitor();
    const res = await visitor.add(DemoProduct.SHIRT, "SQ-SHIRT-M-OAT", 2);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AddBody;
    expect(body.newlyAdded).toMatchObject({
      itemId: DemoProduct.SHIRT,
      chosenVariant: { sku: "SQ-SHIRT-M-OAT", attributes: { Size: "M", Colour: "Oat" } },
      quantity: 2,
      title: "Linen Field Shirt",
      purchasePriceCents: 14800,
      subTotal: { currency: "USD", value: "296.00" },
      fullUrl: "/shop/linen-field-shirt",
      assetUrl: "/images/demo/linen-shirt-oat.svg",
    });
    expect(body.newlyAdded.id).toMatch(/\S/);
    expect(body.shoppingCart).toMatchObject({
      totalQuantity: 2,
      subtotalCents: 29600,
      grandTotalCents: 29600,
    });
    expect(body.shoppingCart.requiresShipping).toBe(true);
  });

  it("sets an HttpOnly, SameSite=Lax cart cookie, Secure only over https", async () => {
    const plain = new Visitor("http://localhost");
    await plain.add(DemoProduct.CANDLES, "SQ-CANDLES", 1);
    const cookie = plain.lastSetCookie ?? "";
    expect(cookie).toMatch(/^CART=[0-9a-f-]{36};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const secure = new Visitor("https://localhost");
    await secure.add(DemoProduct.CANDLES, "SQ-CANDLES", 1);
    expect(secure.lastSetCookie).toMatch(/Secure/i);
  });

  it("keeps the cart across requests through its cookie, and sums quantities", async () => {
    const visitor = new Visitor();
    await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 2);
    const second = await visitor.add(DemoProduct.TOTE, "SQ-TOTE-OLIVE", 1);
    expect(second.headers.get("set-cookie")).toBeNull();
    const cart = await visitor.cart();
    expect(cart.entries.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([
      ["SQ-CANDLES", 2],
      ["SQ-TOTE-OLIVE", 1],
    ]);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.subtotalCents).toBe(2 * 3600 + 6800);
  });

  it("merges the same variant into one entry and keeps different form answers apart", async () => {
    const visitor = new Visitor();
    await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 1);
    await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 2);
    await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 1, JSON.stringify({ engraving: "A & B" }));
    const cart = await visitor.cart();
    expect(cart.entries.map((e) => [e.quantity, e.additionalFields])).toEqual([
      [3, null],
      [1, '{"engraving":"A & B"}'],
    ]);
    expect(cart.totalQuantity).toBe(4);
  });

  it("charges the sale price of a variant on sale", async () => {
    const res = await new Visitor().add(DemoProduct.SHIRT, "SQ-SHIRT-M-INDIGO", 1);
    const body = (await res.json()) as AddBody;
    expect(body.newlyAdded.purchasePriceCents).toBe(11800);
    expect(body.shoppingCart.subtotalCents).toBe(11800);
  });

  it("marks a cart of downloads as purely digital, without shipping", async () => {
    const visitor = new Visitor();
    const res = await visitor.add(DemoProduct.HANDBOOK, "SQ-HANDBOOK-PDF", 1);
    const { shoppingCart } = (await res.json()) as AddBody;
    expect(shoppingCart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
  });

  it("takes the only variant when no sku is sent", async () => {
    const res = await new Visitor().post("/api/commerce/shopping-cart/entries", {
      itemId: DemoProduct.CANDLES,
      quantity: 1,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AddBody).newlyAdded.chosenVariant.sku).toBe("SQ-CANDLES");
  });

  it("adds a gift card denomination, and asks for one when none is chosen", async () => {
    const visitor = new Visitor();
    const ok = await visitor.add(DemoProduct.GIFT_CARD, "SQ-GIFT-50", 1);
    expect(ok.status).toBe(200);
    const none = await visitor.post("/api/commerce/shopping-cart/entries", {
      itemId: DemoProduct.GIFT_CARD,
      quantity: 1,
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ message: GIFT_CARD_DENOMINATION_REQUIRED });
  });

  it("refuses a subscription product with a clear message", async () => {
    const res = await new Visitor().add(DemoProduct.SOCK_CLUB, "SQ-SOCKS-M", 1);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: SUBSCRIPTION_NOT_IN_CART });
  });
});

describe("stock on add", () => {
  it("refuses a sold-out variant with the spec's message", async () => {
    const visitor = new Visitor();
    const res = await visitor.add(DemoProduct.SHIRT, "SQ-SHIRT-L-INDIGO", 1);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Sorry, we do not have enough of that item available." });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a product that is entirely sold out", async () => {
    const res = await new Visitor().add(DemoProduct.POUR_OVER, "SQ-POUROVER", 1);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: NOT_ENOUGH_STOCK });
  });

  it("counts what the cart already holds: 2 then 1 of 2 fits, a third does not", async () => {
    const visitor = new Visitor();
    expect((await visitor.add(DemoProduct.SHIRT, "SQ-SHIRT-L-OAT", 2)).status).toBe(200);
    const third = await visitor.add(DemoProduct.SHIRT, "SQ-SHIRT-L-OAT", 1);
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({ message: NOT_ENOUGH_STOCK });
    const cart = await visitor.cart();
    expect(cart.totalQuantity).toBe(2);
  });

  it("counts the same variant across entries with different form answers", async () => {
    const visitor = new Visitor();
    expect((await visitor.add(DemoProduct.SHIRT, "SQ-SHIRT-L-OAT", 1, '{"note":"a"}')).status).toBe(200);
    expect((await visitor.add(DemoProduct.SHIRT, "SQ-SHIRT-L-OAT", 1, '{"note":"b"}')).status).toBe(200);
    expect((await visitor.add(DemoProduct.SHIRT, "SQ-SHIRT-L-OAT", 1, '{"note":"c"}')).status).toBe(409);
  });

  it("never limits downloads or unlimited variants", async () => {
    const visitor = new Visitor();
    expect((await visitor.add(DemoProduct.HANDBOOK, "SQ-HANDBOOK-PDF", 9999)).status).toBe(200);
    expect((await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 500)).status).toBe(200);
  });

  it("answers the variant-unavailable message for an unknown item or sku", async () => {
    const visitor = new Visitor();
    for (const [itemId, sku] of [
      ["prd_does_not_exist", "SQ-CANDLES"],
      [DemoProduct.SHIRT, "SQ-SHIRT-XXL-PINK"],
      [DemoProduct.SHIRT, "SQ-CANDLES"],
    ] as const) {
      const res = await visitor.add(itemId, sku, 1);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        message: "Sorry, that item variant is unavailable. Please select another variant.",
      });
    }
    expect(VARIANT_UNAVAILABLE).toBe(
      "Sorry, that item variant is unavailable. Please select another variant.",
    );
    expect((await visitor.cart()).entries).toEqual([]);
  });
});

describe("quantity bounds", () => {
  it.each([1, 9999])("accepts %i", async (quantity) => {
    const res = await new Visitor().add(DemoProduct.CANDLES, "SQ-CANDLES", quantity);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AddBody).newlyAdded.quantity).toBe(quantity);
  });

  it.each([0, -1, 10000, 1.5, Number.MAX_SAFE_INTEGER])(
    "refuses %s with a 400 and leaves no cart",
    async (quantity) => {
      const visitor = new Visitor();
      const res = await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", quantity);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: QUANTITY_OUT_OF_RANGE });
      expect(res.headers.get("set-cookie")).toBeNull();
    },
  );

  it("refuses a merged entry that would pass 9999", async () => {
    const visitor = new Visitor();
    expect((await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 9999)).status).toBe(200);
    const res = await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 1);
    expect(res.status).toBe(400);
    expect((await visitor.cart()).totalQuantity).toBe(9999);
  });
});

describe("rate limit", () => {
  it("answers 429 with the spec's message when one cart is changed too fast, then recovers", async () => {
    const visitor = new Visitor();
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 14; i++) {
      const res = await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 1);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      else await res.body?.cancel();
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses).toContain(429);
    expect(await limited!.json()).toEqual({ message: TRY_AGAIN_IN_A_FEW_SECONDS });
    expect(TRY_AGAIN_IN_A_FEW_SECONDS).toBe("Please try again in a few seconds.");
    const cart = await visitor.cart();
    expect(cart.totalQuantity).toBe(statuses.filter((s) => s === 200).length);
  });
});
