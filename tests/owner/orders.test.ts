// The owner's orders: placed through the checkout with the test card, listed (search by number or
// email, filter by status, sort, pages), read one by one, fulfilled once (paid -> fulfilled), and
// every other change refused with a 409 that says why; roles without orders permissions get 403.
import { beforeAll, describe, expect, it } from "vitest";
import { ContributorRole } from "../../worker/owner/roles";
import { CHECKOUT, checkoutBody, newProduct, orderRow, visitor } from "../orders/fixtures";
import { signedInAdmin } from "../public-api/helpers";
import { addContributor, Owner } from "./helpers";

const ORDERS = "/api/owner/orders";

interface OrderView {
  id: string;
  number: number;
  status: string;
  email: string;
  grandTotalCents: number;
  accessToken?: string;
}

let admin: Owner;

beforeAll(async () => {
  admin = await signedInAdmin("orders-admin@example.com");
});

async function placeOrder(email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`) {
  const product = await newProduct(5, { priceCents: 2500 });
  const buyer = await visitor();
  const res = await buyer.post(
    CHECKOUT,
    checkoutBody({ email, express: { itemId: product.itemId, quantity: 1 } }),
  );
  expect(res.status).toBe(200);
  const placed = (await res.json()) as { orderId: string; orderNumber: number };
  return { ...placed, email, product };
}

async function signedIn(email: string, role: ContributorRole) {
  await addContributor(email, role);
  const owner = new Owner();
  expect((await owner.signIn(email)).status).toBe(200);
  return owner;
}

const list = async (query: string) => {
  const res = await admin.fetch(`${ORDERS}?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { orders: OrderView[]; total: number };
};

describe("listing orders", () => {
  it("finds an order by its number and by its buyer's email, without the confirmed page's secret", async () => {
    const placed = await placeOrder();
    const byNumber = await list(`q=%23${placed.orderNumber}`);
    expect(byNumber.orders.map((o) => o.id)).toContain(placed.orderId);
    const byEmail = await list(`q=${encodeURIComponent(placed.email.toUpperCase())}`);
    expect(byEmail.orders.map((o) => o.id)).toEqual([placed.orderId]);
    expect(byEmail.total).toBe(1);
    expect(byEmail.orders[0]!.accessToken).toBeUndefined();
  });

  it("filters by status, sorts by number and pages by rows per page", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const paid = await list("status=paid&sort=-number&limit=1&page=1");
    expect(paid.orders).toHaveLength(1);
    expect(paid.orders[0]!.number).toBeGreaterThanOrEqual(second.orderNumber);
    expect(paid.total).toBeGreaterThanOrEqual(2);
    const ascending = await list("status=paid&sort=number&limit=100");
    const numbers = ascending.orders.map((o) => o.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers).toContain(first.orderNumber);
    expect((await list("status=cancelled&limit=100")).orders.every((o) => o.status === "cancelled")).toBe(
      true,
    );
  });

  it("refuses an unknown status or sort with a 400 naming the field", async () => {
    const res = await admin.fetch(`${ORDERS}?status=shipped`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^status: /);
    expect((await admin.fetch(`${ORDERS}?sort=email`)).status).toBe(400);
  });
});

describe("one order", () => {
  it("answers the order with its lines", async () => {
    const placed = await placeOrder();
    const res = await admin.fetch(`${ORDERS}/${placed.orderId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { order: OrderView; lines: { sku: string; quantity: number }[] };
    expect(body.order).toMatchObject({ id: placed.orderId, status: "paid", email: placed.email });
    expect(body.lines).toEqual([expect.objectContaining({ sku: placed.product.sku, quantity: 1 })]);
  });

  it("answers 404 for an order that does not exist", async () => {
    const res = await admin.fetch(`${ORDERS}/ord_missing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Order 'ord_missing' was not found." });
  });
});

describe("fulfilling", () => {
  it("moves a paid order to fulfilled, and refuses to fulfil it again with a 409", async () => {
    const placed = await placeOrder();
    const res = await admin.post(`${ORDERS}/${placed.orderId}/fulfil`, {});
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: OrderView }).order.status).toBe("fulfilled");
    expect((await orderRow(placed.orderId)).status).toBe("fulfilled");

    const again = await admin.post(`${ORDERS}/${placed.orderId}/fulfil`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: "This order is fulfilled, so it cannot be fulfilled.",
    });
  });

  it("lets a store manager fulfil, refuses a reporting contributor (403) and a signed-out call (401)", async () => {
    const placed = await placeOrder();
    const reporting = await signedIn("orders-reporting@example.com", ContributorRole.REPORTING);
    expect((await reporting.fetch(`${ORDERS}/${placed.orderId}`)).status).toBe(200);
    const refused = await reporting.post(`${ORDERS}/${placed.orderId}/fulfil`, {});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Your role on this site does not allow this." });
    expect((await new Owner().post(`${ORDERS}/${placed.orderId}/fulfil`, {})).status).toBe(401);
    expect((await orderRow(placed.orderId)).status).toBe("paid");

    const manager = await signedIn("orders-manager@example.com", ContributorRole.STORE_MANAGER);
    expect((await manager.post(`${ORDERS}/${placed.orderId}/fulfil`, {})).status).toBe(200);
  });

  it("refuses an editor even reading orders", async () => {
    const editor = await signedIn("orders-editor@example.com", ContributorRole.EDITOR);
    expect((await editor.fetch(ORDERS)).status).toBe(403);
  });
});
