// Tax shown the way each place expects, from the checkout to the order's documents
// (docs/taxes.md, "Prices include tax"): the checkout quote, the stored order, the confirmation
// email, the order page, the owner's order and the orders CSV agree to the cent.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../worker/catalog-admin/csv";
import {
  emailOutbox,
  orderLines,
  shippingRates,
  shippingZones,
  taxRules,
  websites,
} from "../../worker/db/schema";
import { ORDER_CSV_HEADER } from "../../worker/orders/export-csv";
import { orderPlaced } from "../../worker/orders/webhook-payload";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { signedInAdmin } from "../public-api/helpers";
import type { Owner } from "../owner/helpers";
import { CHECKOUT, checkoutBody, db, newProduct, NY_ADDRESS, orderRow, QUOTE, visitor } from "./fixtures";

const LONDON = { ...NY_ADDRESS, city: "London", country: "GB", region: "", postalCode: "SW1A 1AA" };
const BERLIN = { ...NY_ADDRESS, city: "Berlin", country: "DE", region: "", postalCode: "10115" };

let admin: Owner;

beforeAll(async () => {
  await ensureDemoSeed(db);
  admin = await signedInAdmin("tax-inclusive-admin@example.com");
  // Royal Mail at 3.00 (the demo's VAT 20% taxes shipping); NYC's combined 8.875%, not on
  // shipping; Germany's 19% VAT on goods and shipping, shipped at 5.00.
  await db.update(shippingRates).set({ rateCents: 300 }).where(eq(shippingRates.id, "shp_gb")).run();
  await db
    .update(taxRules)
    .set({ ratePpm: 88_750, taxShipping: false })
    .where(eq(taxRules.id, "tax_us_ny"))
    .run();
  await db
    .insert(shippingZones)
    .values({ id: "zone_de", websiteId: DEMO_WEBSITE_ID, name: "Germany", countries: ["DE"] })
    .run();
  await db
    .insert(shippingRates)
    .values({
      id: "shp_de",
      websiteId: DEMO_WEBSITE_ID,
      zoneId: "zone_de",
      name: "DHL",
      kind: "FLAT",
      rateCents: 500,
    })
    .run();
  await db
    .insert(taxRules)
    .values({
      id: "tax_de_vat",
      websiteId: DEMO_WEBSITE_ID,
      name: "VAT",
      country: "DE",
      ratePpm: 190_000,
      taxShipping: true,
    })
    .run();
});

const pricesIncludeTax = (on: boolean) =>
  db.update(websites).set({ pricesIncludeTax: on }).where(eq(websites.id, DEMO_WEBSITE_ID)).run();

/** Buys one item at `priceCents` shipped to `address`: the quote, then the order and its documents. */
async function buy(priceCents: number, address: typeof NY_ADDRESS) {
  const product = await newProduct(5, { priceCents });
  const v = await visitor();
  await v.add(product.itemId, product.sku, 1);
  const quote = (await (
    await v.post(QUOTE, {
      shippingAddress: { country: address.country, region: address.region, postalCode: address.postalCode },
    })
  ).json()) as Record<string, any>;
  const placed = (await (await v.post(CHECKOUT, checkoutBody({ shippingAddress: address }))).json()) as {
    orderId: string;
    redirect: string;
  };
  const order = await orderRow(placed.orderId);
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).all();
  const email = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, `order-confirmation:${order.id}`))
    .get();
  const page = await (await (await visitor()).fetch(placed.redirect)).text();
  const owned = (await (await admin.fetch(`/api/owner/orders/${order.id}`)).json()) as Record<string, any>;
  const csv = parseCsv(await (await admin.fetch(`/api/owner/orders/export.csv?q=${order.number}`)).text())!;
  const row = csv.slice(1).find((r) => r[0] === String(order.number))!;
  const csvRow = Object.fromEntries(ORDER_CSV_HEADER.map((h, i) => [h, row[i]]));
  const quoteLine = quote.lines[0];
  return { quote, quoteLine, order, line, email: email!.textBody, page, owned, csvRow };
}

describe("a UK buyer of a store entering prices with 20% VAT included", () => {
  it("pays $12.00 + $3.00 shipping with $2.50 VAT inside, said 'Including' everywhere", async () => {
    await pricesIncludeTax(true);
    const { quote, quoteLine, order, line, email, page, owned, csvRow } = await buy(1200, LONDON);
    expect(quote).toMatchObject({
      subtotalCents: 1200,
      shippingCostCents: 300,
      taxCents: 250,
      taxIncluded: true,
      taxName: "VAT",
      grandTotalCents: 1500,
    });
    expect(quoteLine.totalCents).toBe(1200);
    expect(order).toMatchObject({
      subtotalCents: 1200,
      shippingCents: 300,
      taxCents: 250,
      taxIncluded: true,
      taxName: "VAT",
      grandTotalCents: 1500,
      amountDueCents: 1500,
    });
    expect(line!.shownTotalCents).toBe(1200);
    expect(orderPlaced(order, [line!])).toMatchObject({
      subtotalCents: 1200,
      shippingCents: 300,
      taxCents: 250,
      taxIncluded: true,
      taxName: "VAT",
      grandTotalCents: 1500,
    });
    expect(email).toContain("Subtotal: $12.00\nShipping: $3.00\nTotal: $15.00\nIncluding $2.50 VAT");
    expect(email).not.toContain("Tax:");
    expect(page).toContain('<dd class="order-total">$15.00</dd>');
    expect(page).toContain('<dd class="order-included-tax">Including $2.50 VAT</dd>');
    expect(page).not.toContain("<dt>Tax</dt>");
    expect(owned.order).toMatchObject({
      taxCents: 250,
      taxIncluded: true,
      taxName: "VAT",
      grandTotalCents: 1500,
    });
    expect(csvRow).toMatchObject({
      Subtotal: "12.00",
      Shipping: "3.00",
      Tax: "2.50",
      "Tax included": "yes",
      Total: "15.00",
    });
  });
});

describe("a New York City buyer, tax added", () => {
  it("pays $34.00 + $6.00 shipping + $3.02 of 8.875% tax on its own line", async () => {
    await pricesIncludeTax(false);
    const { quote, order, email, page, csvRow } = await buy(3400, NY_ADDRESS);
    expect(quote).toMatchObject({
      subtotalCents: 3400,
      shippingCostCents: 600,
      taxCents: 302,
      taxIncluded: false,
      grandTotalCents: 4302,
    });
    expect(order).toMatchObject({ taxCents: 302, taxIncluded: false, grandTotalCents: 4302 });
    expect(email).toContain("Subtotal: $34.00\nShipping: $6.00\nTax: $3.02\nTotal: $43.02");
    expect(email).not.toContain("Including");
    expect(page).toContain("<dt>Tax</dt><dd>$3.02</dd>");
    expect(csvRow).toMatchObject({ Tax: "3.02", "Tax included": "no", Total: "43.02" });
  });
});

describe("a German buyer of a store entering prices without tax", () => {
  it("sees the $34.00 mug as $40.46 and shipping as $5.95, including $7.41 of 19% VAT, and pays $46.41", async () => {
    await pricesIncludeTax(false);
    const { quote, quoteLine, order, line, email, page, csvRow } = await buy(3400, BERLIN);
    // Tax (3400 + 500) × 19% = 741; shipping shown 500 + 95; the goods the rest.
    expect(quote).toMatchObject({
      subtotalCents: 4046,
      shippingCostCents: 595,
      taxCents: 741,
      taxIncluded: true,
      grandTotalCents: 4641,
    });
    expect(quoteLine.totalCents).toBe(4046);
    expect(order).toMatchObject({
      subtotalCents: 4046,
      shippingCents: 595,
      taxCents: 741,
      grandTotalCents: 4641,
    });
    expect(line!.shownTotalCents).toBe(4046);
    expect(email).toContain(": $40.46\n");
    expect(email).toContain("Subtotal: $40.46\nShipping: $5.95\nTotal: $46.41\nIncluding $7.41 VAT");
    expect(page).toContain('<dd class="order-included-tax">Including $7.41 VAT</dd>');
    // Refunding the line gives back what the buyer paid for it, VAT included.
    const refund = await admin.post(`/api/owner/orders/${order.id}/refund`, {
      lines: [{ position: 0, quantity: 1 }],
    });
    expect(((await refund.json()) as { refund: { amountCents: number } }).refund.amountCents).toBe(4046);
    expect(csvRow).toMatchObject({
      Subtotal: "40.46",
      Shipping: "5.95",
      Tax: "7.41",
      "Tax included": "yes",
      Total: "46.41",
    });
  });
});

describe("the cart of a German buyer of a store entering prices without tax", () => {
  it("shows two $34.00 mugs at $40.46 each, $80.92, in an $86.87 total including $13.87 of VAT", async () => {
    await pricesIncludeTax(false);
    const product = await newProduct(5, { priceCents: 3400 });
    const v = await visitor();
    await v.add(product.itemId, product.sku, 2);
    const res = await v.put("/api/commerce/shopping-cart/shippingLocation", {
      country: "DE",
      region: null,
      postalCode: "10115",
    });
    expect(res.status).toBe(200);
    const { shoppingCart: cart } = (await res.json()) as { shoppingCart: Record<string, any> };
    // Tax (6800 + 500) × 19% = 1387; the buyer pays 8687; shipping shown 595, the goods 8092.
    expect(cart).toMatchObject({
      subtotalCents: 8092,
      shippingCostCents: 595,
      taxCents: 1387,
      taxIncluded: true,
      taxName: "VAT",
      grandTotalCents: 8687,
      shownLines: [{ unitPriceCents: 4046, totalCents: 8092 }],
    });
  });
});
