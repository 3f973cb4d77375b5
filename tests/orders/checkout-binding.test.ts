// A checkout id is bound to the cart and browser that began it (issue 22, item 5): another browser
// replaying the first buyer's checkoutId gets 409, places nothing and never sees the first order's
// confirmation link or access token.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../worker/db/schema";
import { CHECKOUT_ID_TAKEN } from "../../worker/orders/messages";
import { CHECKOUT, checkoutBody, db, newProduct, orderRow, stockOf, visitor } from "./fixtures";

interface Placed {
  orderId: string;
  orderNumber: number;
  redirect: string;
}

const ordersFor = (checkoutId: string) =>
  db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).all();

describe("a checkout id replayed by another browser", () => {
  it("answers 409 to a second cart sending the first buyer's checkoutId, places nothing and leaks no token", async () => {
    const product = await newProduct(10);
    const ada = await visitor();
    await ada.add(product.itemId, product.sku, 2);
    const body = checkoutBody();
    const first = await ada.post(CHECKOUT, body);
    expect(first.status).toBe(200);
    const placed = (await first.json()) as Placed;
    const { accessToken } = await orderRow(placed.orderId);

    const eve = await visitor();
    await eve.add(product.itemId, product.sku, 3);
    const replay = await eve.post(CHECKOUT, { ...body, email: "eve@example.com" });
    expect(replay.status).toBe(409);
    const text = await replay.text();
    expect(JSON.parse(text)).toEqual({ message: CHECKOUT_ID_TAKEN });
    expect(text).not.toContain(accessToken);
    expect(text).not.toContain(placed.orderId);
    // Nothing placed for the second cart: one order for the id, Ada's 2 units taken, Eve's cart kept.
    expect(await ordersFor(body.checkoutId)).toHaveLength(1);
    expect(await stockOf(product.variantId)).toBe(8);
    expect((await eve.cart()).entries).toHaveLength(1);
  });

  it("answers 409 to an express checkout from another browser with the first buyer's checkoutId", async () => {
    const product = await newProduct(10);
    const express = { itemId: product.itemId, sku: product.sku, quantity: 1 };
    const body = checkoutBody({ express });
    const first = await (await visitor()).post(CHECKOUT, body);
    expect(first.status).toBe(200);
    const { accessToken } = await orderRow(((await first.json()) as Placed).orderId);

    const replay = await (await visitor()).post(CHECKOUT, body);
    expect(replay.status).toBe(409);
    const text = await replay.text();
    expect(JSON.parse(text)).toEqual({ message: CHECKOUT_ID_TAKEN });
    expect(text).not.toContain(accessToken);
    expect(await stockOf(product.variantId)).toBe(9);
  });

  it("lets one of two browsers racing with one checkoutId place the order; the other hears 409", async () => {
    const product = await newProduct(10);
    const [ada, eve] = await Promise.all([visitor(), visitor()]);
    await ada.add(product.itemId, product.sku, 1);
    await eve.add(product.itemId, product.sku, 1);
    const body = checkoutBody();
    const answers = await Promise.all([ada.post(CHECKOUT, body), eve.post(CHECKOUT, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    const [row] = await ordersFor(body.checkoutId);
    const text = await refused.text();
    expect(JSON.parse(text)).toEqual({ message: CHECKOUT_ID_TAKEN });
    expect(text).not.toContain(row!.accessToken);
    expect(await stockOf(product.variantId)).toBe(9);
  });
});
