// The cart Durable Object on its own: what reading creates, how adds are serialized, expiry.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  BUCKET_SIZE,
  CART_LIFETIME_MS,
  type ChangeResult,
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

/** A cart holding one line of `quantity` mugs (stock 5); its id and the line's id. */
async function cartWithMugs(quantity = 2) {
  const id = crypto.randomUUID();
  const stub = env.CART.getByName(id);
  const added = await stub.add(line(id, { quantity }));
  if (!added.ok) throw new Error("setup add failed");
  return { id, stub, entryId: added.newlyAdded.id };
}

const refill = (stub: DurableObjectStub<ShoppingCart>) =>
  runInDurableObject(stub, (_i: ShoppingCart, state) => {
    state.storage.sql.exec("UPDATE cart_meta SET tokens = ?", BUCKET_SIZE);
  });

const quantities = (r: ChangeResult) => (r.ok ? r.cart.entries.map((e) => e.quantity) : r.reason);

describe("ShoppingCart changes to a line", () => {
  it("sets a quantity within stock, and refuses one past it (counting the variant's other lines)", async () => {
    const { id, stub, entryId } = await cartWithMugs(2);
    const up = await stub.changeQuantity(entryId, 4, 5);
    expect(up.ok && up.entry?.quantity).toBe(4);
    await stub.add(line(id, { quantity: 1, additionalFields: '{"note":"x"}' }));
    expect(await stub.changeQuantity(entryId, 5, 5)).toEqual({ ok: false, reason: "not-enough-stock" });
    expect(quantities(await stub.changeQuantity(entryId, 3, 5))).toEqual([3, 1]);
  });

  it("always lets a line shrink, even below a stock that has fallen under it", async () => {
    const { stub, entryId } = await cartWithMugs(4);
    expect(quantities(await stub.changeQuantity(entryId, 3, 0))).toEqual([3]);
  });

  it("refuses more than MAX_QUANTITY, and removes the line at 0", async () => {
    const { stub, entryId } = await cartWithMugs(1);
    expect(await stub.changeQuantity(entryId, 10000, null)).toEqual({ ok: false, reason: "quantity-limit" });
    const gone = await stub.changeQuantity(entryId, 0, 5);
    expect(gone.ok && gone.entry).toBeNull();
    expect(gone.ok && gone.cart.entries).toEqual([]);
  });

  it("answers not-found for a line it does not hold, and creates no cart for an unknown id", async () => {
    const { stub } = await cartWithMugs(1);
    expect(await stub.changeQuantity(crypto.randomUUID(), 2, 5)).toEqual({ ok: false, reason: "not-found" });
    expect(await stub.remove(crypto.randomUUID())).toEqual({ ok: false, reason: "not-found" });
    const fresh = env.CART.getByName(crypto.randomUUID());
    expect(await fresh.remove(crypto.randomUUID())).toEqual({ ok: false, reason: "not-found" });
    expect(await fresh.updateAdditionalFields(crypto.randomUUID(), null)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await fresh.read()).toBeNull();
  });

  it("removes a line and answers it", async () => {
    const { id, stub, entryId } = await cartWithMugs(2);
    await stub.add(line(id, { itemId: "prd_other", sku: "SQ-OTHER" }));
    const removed = await stub.remove(entryId);
    expect(removed.ok && removed.removed.quantity).toBe(2);
    expect(removed.ok && removed.cart.entries.map((e) => e.sku)).toEqual(["SQ-OTHER"]);
    expect(await stub.remove(entryId)).toEqual({ ok: false, reason: "not-found" });
  });

  it("edits form answers, and merges into a line that already has the same answers", async () => {
    const { id, stub, entryId } = await cartWithMugs(1);
    const edited = await stub.updateAdditionalFields(entryId, '{"note":"a"}');
    expect(edited.ok && edited.entry).toMatchObject({ id: entryId, additionalFields: '{"note":"a"}' });
    const second = await stub.add(line(id, { quantity: 2, additionalFields: '{"note":"b"}' }));
    const secondId = second.ok ? second.newlyAdded.id : "";
    // b becomes a: one line of 3 remains, the one that had a's answers already.
    const merged = await stub.updateAdditionalFields(secondId, '{"note":"a"}');
    expect(merged.ok && merged.entry).toMatchObject({ id: entryId, quantity: 3 });
    expect(merged.ok && merged.cart.entries).toHaveLength(1);
    // Clearing the answers keeps the line (no other line without answers).
    const cleared = await stub.updateAdditionalFields(entryId, null);
    expect(cleared.ok && cleared.entry).toMatchObject({ id: entryId, additionalFields: null, quantity: 3 });
  });

  it("refuses a merge that would pass MAX_QUANTITY and leaves both lines", async () => {
    const id = crypto.randomUUID();
    const stub = env.CART.getByName(id);
    await stub.add(line(id, { quantity: 9000, limit: null }));
    const b = await stub.add(line(id, { quantity: 1000, limit: null, additionalFields: "{}" }));
    const bId = b.ok ? b.newlyAdded.id : "";
    expect(await stub.updateAdditionalFields(bId, null)).toEqual({ ok: false, reason: "quantity-limit" });
    expect((await stub.read())?.entries.map((e) => e.quantity)).toEqual([9000, 1000]);
  });

  it("takes every change through the token bucket", async () => {
    const { stub, entryId } = await cartWithMugs(1);
    const outcomes: string[] = [];
    for (let i = 0; i < BUCKET_SIZE + 2; i++) {
      const r = await [
        () => stub.changeQuantity(entryId, 1 + (i % 2), 5),
        () => stub.updateAdditionalFields(entryId, null),
      ][i % 2]!();
      outcomes.push(r.ok ? "ok" : r.reason);
    }
    // The add that created the cart took one token.
    expect(outcomes.slice(0, BUCKET_SIZE - 1)).toEqual(Array(BUCKET_SIZE - 1).fill("ok"));
    expect(outcomes.slice(BUCKET_SIZE - 1)).toEqual(Array(3).fill("rate-limited"));
    expect(await stub.remove(entryId)).toEqual({ ok: false, reason: "rate-limited" });
    await refill(stub);
    expect((await stub.remove(entryId)).ok).toBe(true);
  });

  it("pushes the expiry forward on every change, and an expired cart is gone", async () => {
    const { stub, entryId } = await cartWithMugs(1);
    const alarmAt = () =>
      runInDurableObject(stub, (_i: ShoppingCart, state) => state.storage.getAlarm()) as Promise<number>;
    const pushBack = () =>
      runInDurableObject(stub, async (_i: ShoppingCart, state) => {
        await state.storage.setAlarm(Date.now() + 1000);
      });
    for (const change of [
      () => stub.changeQuantity(entryId, 2, 5),
      () => stub.updateAdditionalFields(entryId, '{"a":"1"}'),
      () => stub.remove(entryId),
    ]) {
      await pushBack();
      const before = Date.now();
      expect((await change()).ok).toBe(true);
      expect(await alarmAt()).toBeGreaterThanOrEqual(before + CART_LIFETIME_MS);
    }
    // A refused change is not activity.
    await pushBack();
    const soon = await alarmAt();
    expect((await stub.remove(entryId)).ok).toBe(false);
    expect(await alarmAt()).toBe(soon);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.read()).toBeNull();
    expect(await stub.changeQuantity(entryId, 1, 5)).toEqual({ ok: false, reason: "not-found" });
  });
});
