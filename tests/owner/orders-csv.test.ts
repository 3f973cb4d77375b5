// GET /api/owner/orders/export.csv: the list's filters applied, money as decimals in the store's
// currency, RFC 4180 quoting, and cells a spreadsheet would run as formulas defused with '.
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../worker/catalog-admin/csv";
import { ORDER_CSV_HEADER } from "../../worker/orders/export-csv";
import { CHECKOUT, checkoutBody, newProduct, NY_ADDRESS, orderRow, visitor } from "../orders/fixtures";
import { signedInAdmin } from "../public-api/helpers";
import type { Owner } from "./helpers";

const EXPORT = "/api/owner/orders/export.csv";

let admin: Owner;

beforeAll(async () => {
  admin = await signedInAdmin("orders-csv-admin@example.com");
});

async function placeOrder(email: string, name: string, line1: string) {
  const product = await newProduct(5, { priceCents: 1999 });
  const res = await (
    await visitor()
  ).post(
    CHECKOUT,
    checkoutBody({
      email,
      shippingAddress: { ...NY_ADDRESS, name, line1 },
      express: { itemId: product.itemId, quantity: 2 },
    }),
  );
  expect(res.status).toBe(200);
  const { orderId } = (await res.json()) as { orderId: string };
  return { product, order: await orderRow(orderId) };
}

describe("exporting orders as CSV", () => {
  it("writes the searched orders with decimal money, quoted fields and defused formulas", async () => {
    const email = `csv-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { product, order } = await placeOrder(
      email,
      '=HYPERLINK("http://evil.test","x")',
      "1 Main Street, Apt 2",
    );
    const res = await admin.fetch(`${EXPORT}?q=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="orders.csv"');
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(text).toContain(`"1 Main Street, Apt 2"`);
    const rows = parseCsv(text)!;
    expect(rows[0]).toEqual([...ORDER_CSV_HEADER]);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(ORDER_CSV_HEADER.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({
      Order: String(order.number),
      Status: "paid",
      Email: email,
      Name: `'=HYPERLINK("http://evil.test","x")`,
      "Address line 1": "1 Main Street, Apt 2",
      Currency: "USD",
      Subtotal: "39.98",
      Total: (order.grandTotalCents / 100).toFixed(2),
      Refunded: "0.00",
      "Test order": "yes",
    });
    expect(row.Items).toBe(`2 × Test item ${product.itemId} (M) [${product.sku}]`);
  });

  it("applies the status filter", async () => {
    const email = `csv-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await placeOrder(email, "Grace Hopper", "2 Side Street");
    const fulfilled = parseCsv(await (await admin.fetch(`${EXPORT}?q=${email}&status=fulfilled`)).text())!;
    expect(fulfilled).toHaveLength(1);
    const paid = parseCsv(await (await admin.fetch(`${EXPORT}?q=${email}&status=paid`)).text())!;
    expect(paid).toHaveLength(2);
    expect((await admin.fetch(`${EXPORT}?status=shipped`)).status).toBe(400);
  });
});
