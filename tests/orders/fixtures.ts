// Products, coupons and helpers for the checkout tests, on the demo website: each test makes its
// own product so stock counts do not depend on other tests.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { createDb } from "../../worker/db/client";
import { coupons, orders, productVariants, products, testPayments } from "../../worker/db/schema";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_SHOP_ID, DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { testPaymentProvider } from "../../worker/payments/test-provider";
import type { OrderDeps } from "../../worker/orders/place-order";
import { Visitor } from "../worker/helpers";
import { NY_ADDRESS, TEST_CARD } from "../fixtures/checkout";

export { DECLINE_CARD, NY_ADDRESS, TEST_CARD } from "../fixtures/checkout";

export const db = createDb(env.DB);
export const CHECKOUT = "/api/commerce/checkout";
export const QUOTE = `${CHECKOUT}/quote`;

let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

/** A published product with one variant: `stock` units (null = unlimited). */
export async function newProduct(
  stock: number | null,
  options: { priceCents?: number; type?: "PHYSICAL" | "DIGITAL" } = {},
) {
  await ensureDemoSeed(db);
  const id = `prd_t${unique()}`;
  const sku = `T-${id.toUpperCase()}`;
  await db.insert(products).values({
    id,
    websiteId: DEMO_WEBSITE_ID,
    collectionId: DEMO_SHOP_ID,
    urlId: id,
    title: `Test item ${id}`,
    productType: options.type ?? "PHYSICAL",
  });
  await db.insert(productVariants).values({
    id: `var_${id}`,
    websiteId: DEMO_WEBSITE_ID,
    productId: id,
    sku,
    attributes: { Size: "M" },
    priceCents: options.priceCents ?? 2500,
    qtyInStock: stock ?? 0,
    unlimited: stock === null,
    weightGrams: 300,
  });
  return { itemId: id, sku, variantId: `var_${id}` };
}

export async function newCoupon(maxUses: number | null, percent = 10) {
  await ensureDemoSeed(db);
  const id = `cpn_${unique()}`;
  await db.insert(coupons).values({
    id,
    websiteId: DEMO_WEBSITE_ID,
    code: id.toUpperCase(),
    kind: "PERCENTAGE",
    percentBasisPoints: percent * 100,
    maxUses,
  });
  return { id, code: id.toUpperCase() };
}

export const stockOf = async (variantId: string) =>
  (await db.select().from(productVariants).where(eq(productVariants.id, variantId)).get())!.qtyInStock;

export const usesOf = async (couponId: string) =>
  (await db.select().from(coupons).where(eq(coupons.id, couponId)).get())!.uses;

export const orderRow = async (id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)).get())!;

/** The test provider's payments made for an order (its metadata names the order). */
export const paymentsFor = (orderId: string) =>
  db
    .select()
    .from(testPayments)
    .where(sql`json_extract(${testPayments.metadata}, '$.orderId') = ${orderId}`)
    .all();

export const newCheckoutId = () => `chk_${crypto.randomUUID().replaceAll("-", "")}`;

/** A checkout body for `visitor`'s cart (or `express`) paying with `card`. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    checkoutId: newCheckoutId(),
    email: "ada@example.com",
    shippingAddress: NY_ADDRESS,
    couponCodes: [],
    paymentMethod: TEST_CARD,
    ...overrides,
  };
}

/** A visitor who has loaded a page (has a crumb). */
export async function visitor(): Promise<Visitor> {
  const v = new Visitor();
  await v.fetch("/api/commerce/shopping-cart");
  return v;
}

export function deps(overrides: Partial<OrderDeps> = {}): OrderDeps {
  return { db, payments: testPaymentProvider(db), now: () => Date.now(), ...overrides };
}
