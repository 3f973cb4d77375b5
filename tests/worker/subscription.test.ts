// The subscription call of spec section 7: it keeps the visitor's choice under a cart token for
// the subscription checkout, and refuses bad input and products that cannot be subscribed to.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_TYPES } from "../../worker/catalog-admin/messages";
import { NOT_ENOUGH_STOCK, VARIANT_UNAVAILABLE } from "../../worker/commerce/messages";
import { subscriptionCarts } from "../../worker/db/schema";
import { ADDITIONAL_FIELDS_NOT_JSON, QUANTITY_OUT_OF_RANGE } from "../../worker/http/messages";
import { DemoProduct } from "../../worker/seed/demo-data";
import { NOT_SUBSCRIBABLE, SUBSCRIPTION_OPTION_UNKNOWN } from "../../worker/subscriptions/messages";
import { newProduct, visitor } from "../orders/fixtures";
import { db, newSubscribable, SUBSCRIBE } from "../subscriptions/fixtures";

const sockClub = { itemId: DemoProduct.SOCK_CLUB, sku: "SQ-SOCKS-M", qty: 2, additionalFields: "" };

async function refusal(body: unknown) {
  const res = await (await visitor()).post(SUBSCRIBE, body);
  return { status: res.status, body: (await res.json()) as { message: string } };
}

describe("POST /api/3/commerce/cart/subscription", () => {
  it("answers a cart token for Sock Club and keeps the choice under it for a day, never cached", async () => {
    const v = await visitor();
    const res = await v.post(SUBSCRIBE, { ...sockClub, additionalFields: '{"note":"blue"}' });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { cartToken } = (await res.json()) as { cartToken: string };
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = (await db
      .select()
      .from(subscriptionCarts)
      .where(eq(subscriptionCarts.token, cartToken))
      .get())!;
    expect(row).toMatchObject({
      itemId: DemoProduct.SOCK_CLUB,
      sku: "SQ-SOCKS-M",
      quantity: 2,
      additionalFields: '{"note":"blue"}',
      subscriptionOptionId: null,
    });
    expect(row.expiresOn - row.createdOn).toBe(24 * 60 * 60_000);
    // Each press is its own cart.
    const again = (await (await v.post(SUBSCRIBE, sockClub)).json()) as { cartToken: string };
    expect(again.cartToken).not.toBe(cartToken);
  });

  it("takes a SERVICE plan too, and the only variant when no sku is given", async () => {
    const service = await newSubscribable(null, { type: "SERVICE" });
    const res = await (
      await visitor()
    ).post(SUBSCRIBE, { itemId: service.itemId, qty: 1, additionalFields: "" });
    expect(res.status).toBe(200);
  });

  it("refuses a product that is not sold by subscription with a 400 and says so", async () => {
    const plain = await newProduct(5);
    expect(await refusal({ itemId: plain.itemId, sku: plain.sku, qty: 1, additionalFields: "" })).toEqual({
      status: 400,
      body: { message: NOT_SUBSCRIBABLE },
    });
  });

  it("refuses a subscribable product that is neither PHYSICAL nor SERVICE", async () => {
    const digital = await newSubscribable(null, { type: "DIGITAL" });
    expect(await refusal({ itemId: digital.itemId, sku: digital.sku, qty: 1, additionalFields: "" })).toEqual(
      {
        status: 400,
        body: { message: SUBSCRIPTION_TYPES },
      },
    );
  });

  it("answers 404 for an unknown product or variant and 409 for more than the stock", async () => {
    expect(await refusal({ ...sockClub, itemId: "prd_nope" })).toEqual({
      status: 404,
      body: { message: VARIANT_UNAVAILABLE },
    });
    expect(await refusal({ ...sockClub, sku: "SQ-SOCKS-XXL" })).toEqual({
      status: 404,
      body: { message: VARIANT_UNAVAILABLE },
    });
    const few = await newSubscribable(3);
    expect(await refusal({ itemId: few.itemId, sku: few.sku, qty: 4, additionalFields: "" })).toEqual({
      status: 409,
      body: { message: NOT_ENOUGH_STOCK },
    });
  });

  it("answers 400 with a message for bad input", async () => {
    for (const qty of [0, 10_000, 1.5, "2"]) {
      expect(await refusal({ ...sockClub, qty })).toEqual({
        status: 400,
        body: { message: QUANTITY_OUT_OF_RANGE },
      });
    }
    expect(await refusal({ ...sockClub, additionalFields: "{not json" })).toEqual({
      status: 400,
      body: { message: ADDITIONAL_FIELDS_NOT_JSON },
    });
    expect(await refusal({ ...sockClub, subscriptionOptionId: "opt_weekly" })).toEqual({
      status: 400,
      body: { message: SUBSCRIPTION_OPTION_UNKNOWN },
    });
    const noItem = await refusal({ sku: "SQ-SOCKS-M", qty: 1 });
    expect(noItem.status).toBe(400);
    expect(noItem.body.message).toMatch(/itemId/);
    const notJson = await (await visitor()).post(SUBSCRIBE, "{");
    expect(notJson.status).toBe(400);
  });
});
