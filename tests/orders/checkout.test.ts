// Checkout through the routes a browser calls: the quote, placing an order with the test card, a
// decline, a double-clicked checkout, the race for the last units, and bad bodies.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOT_ENOUGH_STOCK } from "../../worker/commerce/messages";
import { emailOutbox, giftCardLedger, orderLines, orders, websites } from "../../worker/db/schema";
import { GIFT_CARD_BALANCE_CHANGED } from "../../worker/gift-cards/messages";
import { findGiftCard } from "../../worker/db/gift-cards";
import {
  CARD_REQUIRED,
  CART_EMPTY,
  CHECKOUT_ID_INVALID,
  EMAIL_INVALID,
  NAME_REQUIRED,
} from "../../worker/orders/messages";
import { CARD_DECLINED } from "../../worker/payments/messages";
import { COUPON_USAGE_LIMIT_REACHED } from "../../worker/pricing/messages";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { newCard } from "../gift-cards/fixtures";
import { eventually, mailboxFor } from "../email/helpers";
import {
  CHECKOUT,
  checkoutBody,
  DECLINE_CARD,
  db,
  newCoupon,
  newProduct,
  orderRow,
  paymentsFor,
  QUOTE,
  stockOf,
  usesOf,
  visitor,
} from "./fixtures";

interface Placed {
  orderId: string;
  orderNumber: number;
  redirect: string;
}

describe("placing an order from the cart with the test card", () => {
  it("keeps the order, takes the stock, the coupon use and the gift card, empties the cart and emails the buyer", async () => {
    const product = await newProduct(5, { priceCents: 4000 });
    const coupon = await newCoupon(5);
    const card = await newCard(1000);
    const ada = await visitor();
    expect((await ada.add(product.itemId, product.sku, 2)).status).toBe(200);
    const cartId = (await ada.cart()).id;

    const pricing = {
      shippingAddress: { country: "US", region: "NY", postalCode: "10001" },
      couponCodes: [coupon.code.toLowerCase()],
      giftCardCode: card.code,
    };
    const quoteRes = await ada.post(QUOTE, pricing);
    expect(quoteRes.status).toBe(200);
    const quote = (await quoteRes.json()) as Record<string, any>;
    expect(quote.subtotalCents).toBe(8000);
    expect(quote.discountCents).toBe(800);
    expect(quote.validCoupons).toHaveLength(1);
    expect(quote.shippingOptions.length).toBeGreaterThan(0);
    expect(quote.taxCents).toBeGreaterThan(0);
    expect(quote.giftCard).toMatchObject({
      appliedCents: 1000,
      balance: { currency: "USD", value: "10.00" },
    });
    expect(quote.amountDueCents).toBe(quote.grandTotalCents - 1000);
    expect(quote.lines).toEqual([
      expect.objectContaining({ sku: product.sku, quantity: 2, unitPriceCents: 4000 }),
    ]);

    const res = await ada.post(
      CHECKOUT,
      checkoutBody({ couponCodes: pricing.couponCodes, giftCardCode: card.code }),
    );
    expect(res.status).toBe(200);
    const placed = (await res.json()) as Placed;
    expect(placed.orderNumber).toBeGreaterThan(0);
    expect(placed.redirect).toMatch(new RegExp(`^/commerce/orders/${placed.orderId}\\?token=[\\w-]{40,}$`));

    const order = await orderRow(placed.orderId);
    expect(order).toMatchObject({
      status: "paid",
      number: placed.orderNumber,
      testMode: true,
      email: "ada@example.com",
      currency: "USD",
      subtotalCents: 8000,
      discountCents: 800,
      grandTotalCents: quote.grandTotalCents,
      shippingCents: quote.shippingCostCents,
      taxCents: quote.taxCents,
      giftCardCents: 1000,
      amountDueCents: quote.grandTotalCents - 1000,
      cartId,
      shippingAddress: {
        name: "Ada Lovelace",
        line1: "1 Main Street",
        city: "New York",
        region: "NY",
        postalCode: "10001",
        country: "US",
        line2: "",
      },
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).all();
    expect(lines).toEqual([
      expect.objectContaining({
        sku: product.sku,
        title: `Test item ${product.itemId}`,
        attributes: { Size: "M" },
        unitPriceCents: 4000,
        quantity: 2,
      }),
    ]);
    expect(await stockOf(product.variantId)).toBe(3);
    expect(await usesOf(coupon.id)).toBe(1);
    expect((await findGiftCard(db, DEMO_WEBSITE_ID, card.giftCard.id))!.balanceMinor).toBe(0);
    const payments = await paymentsFor(order.id);
    expect(payments.map((p) => [p.status, p.amountMinor])).toEqual([["succeeded", order.amountDueCents]]);

    // The cart is gone: its cookie is cleared and it reads empty.
    expect((await ada.cart()).entries).toEqual([]);
    expect(await env.CART.getByName(cartId!).read()).toBeNull();

    // The confirmation email, through the outbox and the queue, to the development mailbox.
    const email = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `order-confirmation:${order.id}`))
      .get();
    expect(email).toMatchObject({
      to: "ada@example.com",
      subject: `Your order #${order.number} from Atelier Supply Co.`,
    });
    expect(email!.textBody).toContain(`2 × Test item ${product.itemId} (Size: M): $80.00`);
    // It links to the order status page (211), with the order's token.
    expect(email!.textBody).toContain(
      `See your order: http://localhost${placed.redirect.replace("?token=", "/status?token=")}`,
    );
    await eventually(async () => (await mailboxFor(`order-confirmation:${order.id}`)).length === 1);
  });

  it("keeps a line's additional-fields answers on the order", async () => {
    const v = await visitor();
    const answers = JSON.stringify({ engraving: "For Ada" });
    expect((await v.add("prd_beeswax_candles", "SQ-CANDLES", 1, answers)).status).toBe(200);
    const placed = (await (await v.post(CHECKOUT, checkoutBody())).json()) as Placed;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId)).all();
    expect(lines.map((l) => [l.sku, l.additionalFields])).toEqual([["SQ-CANDLES", answers]]);
  });

  it("numbers paid orders one after another", async () => {
    const product = await newProduct(null);
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const v = await visitor();
      const res = await v.post(CHECKOUT, checkoutBody({ express: { itemId: product.itemId, quantity: 1 } }));
      numbers.push(((await res.json()) as Placed).orderNumber);
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
  });
});

describe("a declined card", () => {
  it("keeps nothing: stock, coupon use and gift card go back, the cart stays, and the decline is said", async () => {
    const product = await newProduct(4, { priceCents: 4000 });
    const coupon = await newCoupon(5);
    const card = await newCard(500);
    const ada = await visitor();
    await ada.add(product.itemId, product.sku, 1);
    const body = checkoutBody({
      couponCodes: [coupon.code],
      giftCardCode: card.code,
      paymentMethod: DECLINE_CARD,
    });
    const res = await ada.post(CHECKOUT, body);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ message: CARD_DECLINED });

    expect(await stockOf(product.variantId)).toBe(4);
    expect(await usesOf(coupon.id)).toBe(0);
    expect((await findGiftCard(db, DEMO_WEBSITE_ID, card.giftCard.id))!.balanceMinor).toBe(500);
    const [order] = await db.select().from(orders).where(eq(orders.checkoutId, body.checkoutId)).all();
    expect(order).toMatchObject({ status: "cancelled", number: null, failureMessage: CARD_DECLINED });
    expect((await ada.cart()).entries).toHaveLength(1);

    // The same checkout id again answers the same; a new attempt with the test card succeeds.
    const again = await ada.post(CHECKOUT, body);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: CARD_DECLINED });
    const retry = await ada.post(
      CHECKOUT,
      checkoutBody({ couponCodes: [coupon.code], giftCardCode: card.code }),
    );
    expect(retry.status).toBe(200);
    expect(await stockOf(product.variantId)).toBe(3);
    expect(await usesOf(coupon.id)).toBe(1);
  });
});

describe("a double-clicked or retried checkout", () => {
  it("is one order and one charge", async () => {
    const product = await newProduct(10);
    const ada = await visitor();
    await ada.add(product.itemId, product.sku, 2);
    const body = checkoutBody();
    const [a, b] = await Promise.all([ada.post(CHECKOUT, body), ada.post(CHECKOUT, body)]);
    const c = await ada.post(CHECKOUT, body);
    const answers = [a, b, c].map((r) => r.status);
    expect(answers).toEqual([200, 200, 200]);
    const ids = await Promise.all([a, b, c].map(async (r) => ((await r.json()) as Placed).orderId));
    expect(new Set(ids).size).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.checkoutId, body.checkoutId)).all()).toHaveLength(
      1,
    );
    expect(await paymentsFor(ids[0]!)).toHaveLength(1);
    expect(await stockOf(product.variantId)).toBe(8);
  });
});

describe("racing checkouts", () => {
  it("sells exactly 7 of 7 to 50 buyers at once; the rest hear the spec's stock message", async () => {
    const product = await newProduct(7);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => visitor()));
    const results = await Promise.all(
      buyers.map((b) =>
        b.post(
          CHECKOUT,
          checkoutBody({ express: { itemId: product.itemId, sku: product.sku, quantity: 1 } }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(43);
    const refused = await Promise.all(results.filter((r) => r.status === 409).map((r) => r.json()));
    expect(new Set(refused.map((r) => (r as { message: string }).message))).toEqual(
      new Set([NOT_ENOUGH_STOCK]),
    );
    expect(await stockOf(product.variantId)).toBe(0);
    const paid = await db
      .select()
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.variantId, product.variantId))
      .all();
    expect(paid.filter((r) => r.orders.status === "paid")).toHaveLength(7);
    expect(new Set(paid.filter((r) => r.orders.status === "paid").map((r) => r.orders.number)).size).toBe(7);
  }, 30_000);

  it("never spends a gift card's balance twice", async () => {
    // A digital item: no shipping, no tax; each order costs $20 and the card holds $50.
    const product = await newProduct(null, { type: "DIGITAL", priceCents: 2000 });
    const card = await newCard(5000);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => visitor()));
    const results = await Promise.all(
      buyers.map((b) =>
        b.post(
          CHECKOUT,
          checkoutBody({
            shippingAddress: null,
            giftCardCode: card.code,
            express: { itemId: product.itemId, quantity: 1 },
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = await Promise.all(results.filter((r) => r.status !== 200).map((r) => r.json()));
    for (const r of refused) expect(r).toEqual({ message: GIFT_CARD_BALANCE_CHANGED });
    const placed = await Promise.all(ok.map(async (r) => orderRow(((await r.json()) as Placed).orderId)));
    const spent = placed.reduce((sum, o) => sum + o.giftCardCents, 0);
    const balance = (await findGiftCard(db, DEMO_WEBSITE_ID, card.giftCard.id))!.balanceMinor;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(spent + balance).toBe(5000);
    expect(placed.length).toBeGreaterThanOrEqual(2);
    // The ledger agrees: debits less reversals is what the paid orders took.
    const ledger = await db
      .select()
      .from(giftCardLedger)
      .where(eq(giftCardLedger.giftCardId, card.giftCard.id))
      .all();
    const net = ledger.reduce((sum, e) => sum + (e.kind === "debit" ? e.amountMinor : -e.amountMinor), 0);
    expect(net).toBe(spent);
  });
});

describe("a coupon's last uses", () => {
  it("go to exactly as many racing orders as it has left; the others take nothing", async () => {
    const product = await newProduct(null, { priceCents: 3000 });
    const coupon = await newCoupon(3);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => visitor()));
    const results = await Promise.all(
      buyers.map((b) =>
        b.post(
          CHECKOUT,
          checkoutBody({ couponCodes: [coupon.code], express: { itemId: product.itemId, quantity: 1 } }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = await Promise.all(results.filter((r) => r.status !== 200).map((r) => r.json()));
    // Refused at validation (the quote saw it used up) or by the use itself (the race): one message.
    for (const r of refused) expect(r).toMatchObject({ message: COUPON_USAGE_LIMIT_REACHED });
    expect(await usesOf(coupon.id)).toBe(3);
    const cancelled = await db.select().from(orders).where(eq(orders.status, "cancelled")).all();
    for (const o of cancelled.filter((o) => o.coupons.some((c) => c.couponId === coupon.id))) {
      expect(await paymentsFor(o.id)).toEqual([]);
    }
  });
});

describe("the quote", () => {
  const quote = async (shippingAddress: unknown) => {
    const v = await visitor();
    const product = await newProduct(3);
    await v.add(product.itemId, product.sku, 1);
    return v.post(QUOTE, { shippingAddress });
  };

  it.each([
    ["US", "123", "ZIP Codes need to be 5 digits."],
    ["CA", "123", "An FSA code is invalid."],
    ["AU", "12", "Postal Codes need to be 4 digits."],
    ["GB", "12345", "Enter only the 1-4 character outcode portion of postcodes."],
    ["FR", "1", "Postal Codes need to be 5 digits"],
    ["SE", "ABCD", "Enter up to 3 digits of the postcode"],
  ])("answers %s postal code %s with the spec's message", async (country, postalCode, message) => {
    const region = { US: "NY", CA: "ON", AU: "NSW" }[country as "US"] ?? null;
    const res = await quote({ country, region, postalCode });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, field: "shippingAddress.postalCode" });
  });

  it("prices a valid address, and says so for an empty cart", async () => {
    const ok = await quote({ country: "CA", region: "ON", postalCode: "K1A 0B1" });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { shippingLocation: unknown }).shippingLocation).toEqual({
      country: "CA",
      region: "ON",
      postalCode: "K1A",
    });
    const empty = await (await visitor()).post(QUOTE, {});
    expect(((await empty.json()) as { emptyMessage: string }).emptyMessage).toBe(CART_EMPTY);
  });
});

describe("what checkout refuses", () => {
  const countOrders = async () => (await db.select().from(orders).all()).length;

  it("answers bad bodies with a 4xx and a message, and stores nothing", async () => {
    const product = await newProduct(3);
    const v = await visitor();
    await v.add(product.itemId, product.sku, 1);
    const before = await countOrders();
    const cases: [unknown, number, unknown][] = [
      ["{not json", 400, undefined],
      [[], 400, undefined],
      [checkoutBody({ checkoutId: "short" }), 400, { message: CHECKOUT_ID_INVALID, field: "checkoutId" }],
      [checkoutBody({ email: "ada@" }), 400, { message: EMAIL_INVALID, field: "email" }],
      [
        checkoutBody({ shippingAddress: { ...checkoutBody().shippingAddress, name: " " } }),
        400,
        { message: NAME_REQUIRED, field: "shippingAddress.name" },
      ],
      [
        checkoutBody({ shippingAddress: { ...checkoutBody().shippingAddress, postalCode: "1" } }),
        400,
        { message: "ZIP Codes need to be 5 digits.", field: "shippingAddress.postalCode" },
      ],
      [checkoutBody({ couponCodes: "SAVE" }), 400, undefined],
      [checkoutBody({ paymentMethod: 4242 }), 400, undefined],
      [checkoutBody({ express: { itemId: product.itemId, quantity: 0 } }), 400, undefined],
      [checkoutBody({ paymentMethod: null }), 400, { message: CARD_REQUIRED, field: "paymentMethod" }],
      [checkoutBody({ shippingAddress: null }), 400, undefined],
    ];
    for (const [body, status, answer] of cases) {
      const res = await v.post(CHECKOUT, body as object);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = (await res.json()) as { message: string };
      expect(typeof json.message).toBe("string");
      if (answer) expect(json).toEqual(answer);
    }
    const text = await v.fetch(CHECKOUT, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: v.origin },
      body: "x",
    });
    expect(text.status).toBe(415);
    const noCrumb = await v.post(CHECKOUT, checkoutBody(), { "x-csrf-token": "wrong" });
    expect(noCrumb.status).toBe(403);
    expect(await countOrders()).toBe(before);
  });

  it("refuses an empty cart and a subtotal under the store's minimum", async () => {
    const empty = await (await visitor()).post(CHECKOUT, checkoutBody());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: CART_EMPTY });

    await db.update(websites).set({ checkoutMinSubtotalCents: 5000 }).where(eq(websites.id, DEMO_WEBSITE_ID));
    try {
      const product = await newProduct(3, { priceCents: 2500 });
      const v = await visitor();
      await v.add(product.itemId, product.sku, 1);
      const message =
        "Orders must come to at least $50.00 before shipping and tax. Please add more to your cart.";
      const quoted = (await (await v.post(QUOTE, {})).json()) as { minimumMessage: string };
      expect(quoted.minimumMessage).toBe(message);
      const res = await v.post(CHECKOUT, checkoutBody());
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
      expect(await stockOf(product.variantId)).toBe(3);
    } finally {
      await db.update(websites).set({ checkoutMinSubtotalCents: 0 }).where(eq(websites.id, DEMO_WEBSITE_ID));
    }
  });
});
