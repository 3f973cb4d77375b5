// The cart object's pricing choices on their own: coupon codes, shipping location and option are
// stored with the cart, never create one, pass the token bucket and push the expiry forward.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CART_LIFETIME_MS, type ShoppingCart } from "../../durable-objects/shopping-cart";

const NEW_YORK = { country: "US", region: "NY", postalCode: "10001" };

async function cartWithAMug() {
  const id = crypto.randomUUID();
  const stub = env.CART.getByName(id);
  const added = await stub.add({
    cartId: id,
    websiteId: "site_demo",
    itemId: "prd_mug",
    sku: "SQ-MUG",
    attributes: {},
    title: "Speckled Stoneware Mug",
    unitPriceCents: 3400,
    currency: "USD",
    productType: 1,
    assetUrl: "",
    fullUrl: "/shop/mug",
    quantity: 1,
    additionalFields: null,
    limit: 5,
  });
  expect(added.ok).toBe(true);
  return stub;
}

describe("ShoppingCart pricing choices", () => {
  it("starts with none, and stores codes (normalized, once each, in order), a location and an option", async () => {
    const stub = await cartWithAMug();
    expect(await stub.read()).toMatchObject({
      couponCodes: [],
      shippingLocation: null,
      selectedShippingOptionId: null,
    });
    await stub.addCoupon(" welcome10 ");
    await stub.addCoupon("FREESHIP");
    await stub.addCoupon("Welcome10");
    await stub.setShippingLocation(NEW_YORK);
    await stub.selectShippingOption("shp_us_express");
    expect(await stub.removeCoupon("freeship")).toMatchObject({ ok: true });
    expect(await stub.removeCoupon("FREESHIP")).toEqual({ ok: false, reason: "coupon-not-in-cart" });
    expect(await stub.read()).toMatchObject({
      couponCodes: ["WELCOME10"],
      shippingLocation: NEW_YORK,
      selectedShippingOptionId: "shp_us_express",
    });
  });

  it("never creates a cart", async () => {
    const stub = env.CART.getByName(crypto.randomUUID());
    expect(await stub.addCoupon("WELCOME10")).toEqual({ ok: false, reason: "not-found" });
    expect(await stub.setShippingLocation(NEW_YORK)).toEqual({ ok: false, reason: "not-found" });
    expect(await stub.read()).toBeNull();
  });

  it("reads a cart made before the choices were stored, and stores them on it", async () => {
    const stub = await cartWithAMug();
    await runInDurableObject(stub, (_i: ShoppingCart, state) => {
      state.storage.sql.exec("DROP TABLE cart_pricing");
    });
    expect(await stub.read()).toMatchObject({ couponCodes: [], shippingLocation: null });
    expect(await stub.addCoupon("WELCOME10")).toMatchObject({
      ok: true,
      cart: { couponCodes: ["WELCOME10"] },
    });
  });

  it("counts each change as activity (the expiry moves), and an expired cart loses its choices", async () => {
    const stub = await cartWithAMug();
    const alarmAt = () =>
      runInDurableObject(stub, (_i: ShoppingCart, state) => state.storage.getAlarm()) as Promise<number>;
    await runInDurableObject(stub, (_i: ShoppingCart, state) => state.storage.setAlarm(Date.now() + 1000));
    const before = Date.now();
    await stub.setShippingLocation(NEW_YORK);
    expect(await alarmAt()).toBeGreaterThanOrEqual(before + CART_LIFETIME_MS);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.read()).toBeNull();
    expect(await stub.addCoupon("WELCOME10")).toEqual({ ok: false, reason: "not-found" });
  });
});
