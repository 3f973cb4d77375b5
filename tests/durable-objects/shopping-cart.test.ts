// The cart Durable Object on its own: what reading creates, how adds are serialized, expiry.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  BUCKET_SIZE,
  CART_LIFETIME_MS,
  type AddLine,
  type ShoppingCart,
} from "../../durable-objects/shopping-cart";

function line(cartId: string, overrides: Partial<AddLine> = {}): AddLine {
  return {
    cartId,
    websiteId: "site_demo",
    itemId: "prd_mug",
    sku: "SQ-MUG",
    attributes: {},
    title: "Speckled Stoneware Mug",
    unitPriceCents: 3400,
    currency: "USD",
    productType: 1,
    assetUrl: "/images/demo/speckled-mug.svg",
    fullUrl: "/shop/speckled-stoneware-mug",
    quantity: 1,
    additionalFields: null,
    limit: 5,
    ...overrides,
  };
}

describe("ShoppingCart", () => {
  it("reads as null and stores nothing until something is added", async () => {
    const id = crypto.randomUUID();
    const stub = env.CART.getByName(id);
    expect(await stub.read()).toBeNull();
    const tables = await runInDurableObject(stub, (_instance: ShoppingCart, state) =>
      state.storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'")
        .toArray(),
    );
    expect(tables).toEqual([]);
  });

  it("never lets concurrent adds to one cart pass the limit", async () => {
    const id = crypto.randomUUID();
    const stub = env.CART.getByName(id);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => stub.add(line(id, { quantity: 1, limit: 5 }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(
      Array(3).fill("not-enough-stock"),
    );
    const cart = await stub.read();
    expect(cart?.entries.map((e) => e.quantity)).toEqual([5]);
  });

  it("refuses a cart of another website", async () => {
    const id = crypto.randomUUID();
    const stub = env.CART.getByName(id);
    expect((await stub.add(line(id))).ok).toBe(true);
    expect(await stub.add(line(id, { websiteId: "site_other" }))).toEqual({
      ok: false,
      reason: "other-website",
    });
  });

  it("refills its rate-limit bucket over time", async () => {
    const id = crypto.randomUUID();
    const stub = env.CART.getByName(id);
    const outcomes = [];
    for (let i = 0; i <= BUCKET_SIZE; i++) outcomes.push(await stub.add(line(id, { limit: null })));
    expect(outcomes.at(-1)).toEqual({ ok: false, reason: "rate-limited" });
    // Pretend the last change was a few seconds ago.
    await runInDurableObject(stub, (_i: ShoppingCart, state) => {
      state.storage.sql.exec("UPDATE cart_meta SET tokens_at = tokens_at - 3000");
    });
    expect((await stub.add(line(id, { limit: null }))).ok).toBe(true);
  });

  it("expires: the alarm deletes an abandoned cart, and running it twice is harmless", async () => {
    const id = crypto.randomUUID();
    const stub = env.CART.getByName(id);
    const before = Date.now();
    await stub.add(line(id));
    const alarm = await runInDurableObject(stub, (_i: ShoppingCart, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(before + CART_LIFETIME_MS);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.read()).toBeNull();
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    expect(await stub.read()).toBeNull();
  });
});
