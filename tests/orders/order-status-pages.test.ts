// The order received page (207) and the order status page (211): private, token-checked, and
// saying in words where the order stands.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, type OrderStatus } from "../../worker/db/schema";
import { CHECKOUT, checkoutBody, db, newProduct, orderRow, visitor } from "./fixtures";

type Placed = { orderId: string; redirect: string };

async function placedOrder() {
  const product = await newProduct(5, { priceCents: 1999 });
  const v = await visitor();
  await v.add(product.itemId, product.sku, 2);
  const placed = (await (await v.post(CHECKOUT, checkoutBody())).json()) as Placed;
  return { ...placed, product, status: placed.redirect.replace("?token=", "/status?token=") };
}

// The owner's tools and an asynchronous payment move orders; here the row is set directly.
const setStatus = (id: string, status: OrderStatus) =>
  db.update(orders).set({ status }).where(eq(orders.id, id)).run();

const pageType = async (path: string) =>
  ((await (await (await visitor()).fetch(`${path}&format=json`)).json()) as { pageType: number }).pageType;

describe("the order received page", () => {
  it("is what the order link shows while the payment is pending, then the confirmed page once paid", async () => {
    const placed = await placedOrder();
    await setStatus(placed.orderId, "pending_payment");
    const res = await (await visitor()).fetch(placed.redirect);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Thank you! We have received your order.");
    expect(html).toContain(
      "Your payment is being confirmed. We will email <strong>ada@example.com</strong> as soon as it is.",
    );
    expect(html).not.toContain("purchase-analytics");
    expect(html).toContain("<td>$39.98</td>");
    expect(await pageType(placed.redirect)).toBe(207);

    await setStatus(placed.orderId, "paid");
    expect(await pageType(placed.redirect)).toBe(202);
  });
});

describe("the order status page", () => {
  const states: [OrderStatus, string][] = [
    ["pending_payment", "Payment pending: we will email you when it is confirmed."],
    ["paid", "Paid: we are preparing your order."],
    ["fulfilled", "Fulfilled: your order is on its way."],
    ["refunded", "Refunded."],
    // Placed, then cancelled by the owner: its payment went back.
    ["cancelled", "Cancelled: your payment was refunded."],
  ];

  it("says each state in words, with the lines, totals and address, never cached", async () => {
    const placed = await placedOrder();
    const order = await orderRow(placed.orderId);
    for (const [status, text] of states) {
      await setStatus(placed.orderId, status);
      const res = await (await visitor()).fetch(placed.status);
      expect(res.status, status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain(`<p class="order-state" data-status="${status}">${text}</p>`);
      expect(html).toContain(`<h1 id="order-title">Order #${order.number}</h1>`);
      expect(html).toContain(
        `Test item ${placed.product.itemId} <span class="order-line-variant">(Size: M)</span>`,
      );
      expect(html).toContain("<address>Ada Lovelace<br>1 Main Street<br>New York NY 10001<br>US</address>");
    }
    expect(await pageType(placed.status)).toBe(211);
  });

  it("is linked from the order confirmed page", async () => {
    const placed = await placedOrder();
    const html = await (await (await visitor()).fetch(placed.redirect)).text();
    expect(html).toContain(`<a href="${placed.status.replace("&", "&amp;")}">Follow your order</a>`);
  });

  it("answers not found, privately, for a tampered or missing token, another order's token and an unknown order", async () => {
    const [a, b] = [await placedOrder(), await placedOrder()];
    const tokenB = new URL(b.status, "http://x").searchParams.get("token")!;
    const tokenA = new URL(a.status, "http://x").searchParams.get("token")!;
    const tampered = (tokenA[0] === "A" ? "B" : "A") + tokenA.slice(1);
    for (const path of [
      `/commerce/orders/${a.orderId}/status?token=${tampered}`,
      `/commerce/orders/${a.orderId}/status?token=${tokenB}`,
      `/commerce/orders/${a.orderId}/status`,
      `/commerce/orders/ord_nothing/status?token=${tokenA}`,
    ]) {
      const res = await (await visitor()).fetch(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).not.toContain("order-state");
    }
  });
});
