// The checkout page (201) and the order confirmed page (202), as the worker renders them.
import { describe, expect, it } from "vitest";
import { readIslandProps } from "../../worker/pages/island-marker";
import { orderLinesOf } from "../../worker/db/orders";
import { purchaseEvent, orderAnalytics } from "../../worker/orders/analytics";
import { CHECKOUT, checkoutBody, db, newProduct, orderRow, visitor } from "./fixtures";

const propsOf = (html: string, island: string) => readIslandProps<any>(html, island)!;

describe("the checkout page", () => {
  it("is page type 201, private, with the Checkout island and the store's test mode", async () => {
    const v = await visitor();
    const res = await v.fetch("/checkout");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain('<h1 id="checkout-title">Checkout</h1>');
    const props = propsOf(html, "Checkout");
    expect(props).toMatchObject({ express: null, testMode: true, currency: "USD", cartUrl: "/cart" });
    expect(props.countries[0]).toEqual({ code: "US", name: "United States" });
    const json = (await (await v.fetch("/checkout?format=json")).json()) as { pageType: number };
    expect(json.pageType).toBe(201);
  });

  it("takes an express checkout's one line from the query, and ignores a malformed one", async () => {
    const v = await visitor();
    const html = await (await v.fetch("/checkout?item=prd_dyers_handbook&sku=SQ-HANDBOOK-PDF&qty=2")).text();
    expect(propsOf(html, "Checkout").express).toEqual({
      itemId: "prd_dyers_handbook",
      sku: "SQ-HANDBOOK-PDF",
      quantity: 2,
    });
    const bySku = await (await v.fetch("/checkout?sku=SQ-HANDBOOK-PDF&qty=1")).text();
    expect(propsOf(bySku, "Checkout").express).toEqual({
      itemId: "prd_dyers_handbook",
      sku: "SQ-HANDBOOK-PDF",
      quantity: 1,
    });
    const unknown = await (await v.fetch("/checkout?sku=NOPE&qty=1")).text();
    expect(propsOf(unknown, "Checkout").express).toBeNull();
    const bad = await (await v.fetch("/checkout?item=prd_dyers_handbook&qty=zero")).text();
    expect(propsOf(bad, "Checkout").express).toBeNull();
  });
});

describe("the order confirmed page", () => {
  it("shows the order's number and lines to the link's holder, with the purchase analytics, never cached", async () => {
    const product = await newProduct(5, { priceCents: 1999 });
    const v = await visitor();
    await v.add(product.itemId, product.sku, 2);
    const placed = (await (await v.post(CHECKOUT, checkoutBody())).json()) as {
      orderId: string;
      redirect: string;
    };
    const res = await v.fetch(placed.redirect);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    const order = await orderRow(placed.orderId);
    expect(html).toContain(`Thank you! Your order #${order.number} is confirmed.`);
    expect(html).toContain(`Test item ${product.itemId} <span class="order-line-variant">(Size: M)</span>`);
    expect(html).toContain("<td>$39.98</td>");
    expect(html).toContain("This was a test order: no money was taken.");
    const script = /<script type="application\/json" id="purchase-analytics">(.*?)<\/script>/s.exec(
      html,
    )![1]!;
    const lines = await orderLinesOf(db, order.id);
    expect(JSON.parse(script)).toEqual({
      purchase: purchaseEvent(order, lines),
      order: orderAnalytics(order, lines),
    });
    const json = (await (await v.fetch(`${placed.redirect}&format=json`)).json()) as { pageType: number };
    expect(json.pageType).toBe(202);
  });

  it("answers not found, privately, for a wrong or missing token and an unknown order", async () => {
    const product = await newProduct(5);
    const v = await visitor();
    await v.add(product.itemId, product.sku, 1);
    const placed = (await (await v.post(CHECKOUT, checkoutBody())).json()) as { orderId: string };
    for (const path of [
      `/commerce/orders/${placed.orderId}?token=wrong`,
      `/commerce/orders/${placed.orderId}`,
      `/commerce/orders/ord_nothing?token=x`,
    ]) {
      const res = await (await visitor()).fetch(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).not.toContain("Your order");
    }
  });
});
