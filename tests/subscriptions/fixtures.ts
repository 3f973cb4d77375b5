// Subscribable products and a subscribed customer for the subscription tests: each test makes its
// own product, so stock counts and due subscriptions do not depend on other tests.
import { eq } from "drizzle-orm";
import { productVariants, products, subscriptions, type SubscriptionPlan } from "../../worker/db/schema";
import { findSubscription } from "../../worker/db/subscriptions";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_SHOP_ID, DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { checkLocation } from "../../worker/pricing/postal-codes";
import { subscribableLine } from "../../worker/subscriptions/product";
import type { StartInput } from "../../worker/subscriptions/start";
import { CHECKOUT, checkoutBody, db, newCheckoutId, NY_ADDRESS, visitor } from "../orders/fixtures";
import type { Visitor } from "../worker/helpers";

export { db } from "../orders/fixtures";
export const SUBSCRIBE = "/api/3/commerce/cart/subscription";
export const MONTHLY: SubscriptionPlan = { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 };

let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

/** A published subscribable product with one variant: `stock` units (null = unlimited). */
export async function newSubscribable(
  stock: number | null,
  options: { plan?: SubscriptionPlan; type?: "PHYSICAL" | "SERVICE" | "DIGITAL"; priceCents?: number } = {},
) {
  await ensureDemoSeed(db);
  const id = `prd_s${unique()}`;
  const sku = `S-${id.toUpperCase()}`;
  await db.insert(products).values({
    id,
    websiteId: DEMO_WEBSITE_ID,
    collectionId: DEMO_SHOP_ID,
    urlId: id,
    title: `Club ${id}`,
    productType: options.type ?? "PHYSICAL",
    isSubscribable: true,
    subscriptionPlan: options.plan ?? MONTHLY,
  });
  await db.insert(productVariants).values({
    id: `var_${id}`,
    websiteId: DEMO_WEBSITE_ID,
    productId: id,
    sku,
    attributes: { Size: "M" },
    priceCents: options.priceCents ?? 1800,
    qtyInStock: stock ?? 0,
    unlimited: stock === null,
    weightGrams: 200,
  });
  return { itemId: id, sku, variantId: `var_${id}` };
}

export interface Subscribed {
  orderId: string;
  orderNumber: number;
  subscriptionId: string;
  redirect: string;
}

/** The subscription call for `product`, answering its cart token. */
export async function cartTokenFor(v: Visitor, product: { itemId: string; sku: string }, qty = 1) {
  const res = await v.post(SUBSCRIBE, {
    itemId: product.itemId,
    sku: product.sku,
    qty,
    additionalFields: "",
  });
  if (res.status !== 200) throw new Error(`subscription call answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { cartToken: string }).cartToken;
}

/** Subscribes a new visitor to `product` through the routes a browser calls, with the test card. */
export async function subscribe(product: { itemId: string; sku: string }, qty = 1, overrides = {}) {
  const v = await visitor();
  const subscriptionToken = await cartTokenFor(v, product, qty);
  const res = await v.post(CHECKOUT, checkoutBody({ subscriptionToken, ...overrides }));
  if (res.status !== 200)
    throw new Error(`subscription checkout answered ${res.status}: ${await res.text()}`);
  const placed = (await res.json()) as Subscribed;
  return {
    visitor: v,
    placed,
    subscription: (await findSubscription(db, DEMO_WEBSITE_ID, placed.subscriptionId))!,
  };
}

export const subscriptionRow = async (id: string) => (await findSubscription(db, DEMO_WEBSITE_ID, id))!;

/** Makes the subscription due now (its next billing date has come). */
export const makeDue = (id: string, at = Date.now() - 1000) =>
  db.update(subscriptions).set({ nextBillingOn: at }).where(eq(subscriptions.id, id));

/** What the subscription checkout hands startSubscription: one of `product`, to New York, paid by `card`. */
export async function startInput(
  product: { itemId: string; sku: string },
  card: string,
  email = "ada@example.com",
): Promise<StartInput> {
  const found = await subscribableLine(
    db,
    DEMO_WEBSITE_ID,
    { ...product, quantity: 1, additionalFields: null },
    true,
  );
  if (!found.ok) throw new Error(found.message);
  const located = checkLocation(NY_ADDRESS);
  if (!located.ok) throw new Error("bad address");
  return {
    websiteId: DEMO_WEBSITE_ID,
    currency: "USD",
    locale: "en-US",
    origin: "http://localhost",
    checkoutId: newCheckoutId(),
    email,
    address: { ...NY_ADDRESS },
    location: located.location,
    shippingOptionId: null,
    couponCodes: [],
    giftCardCode: null,
    paymentMethod: card,
    lines: [found.line],
    cartId: null,
    plan: found.plan,
    variantId: found.variantId,
  };
}
