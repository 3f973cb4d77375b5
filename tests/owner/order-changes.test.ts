// The owner's changes to placed orders, through the real routes: fulfil with a carrier and
// tracking number (and the shipping email), cancel (stock, gift card and payment given back),
// refund (partial, full, per line, to the card or as a new gift card), races between two
// requests, and the roles that may not do any of it.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, giftCards, orderRefunds } from "../../worker/db/schema";
import { ContributorRole } from "../../worker/owner/roles";
import { newCard } from "../gift-cards/fixtures";
import {
  CHECKOUT,
  checkoutBody,
  db,
  newProduct,
  orderRow,
  paymentsFor,
  stockOf,
  visitor,
} from "../orders/fixtures";
import { signedInAdmin, withKey } from "../public-api/helpers";
import { addContributor, Owner } from "./helpers";

const ORDERS = "/api/owner/orders";

let admin: Owner;

beforeAll(async () => {
  admin = await signedInAdmin("order-changes-admin@example.com");
});

async function placeOrder(options: { quantity?: number; stock?: number; giftCardCode?: string } = {}) {
  const email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const product = await newProduct(options.stock ?? 10, { priceCents: 2500 });
  const buyer = await visitor();
  const res = await buyer.post(
    CHECKOUT,
    checkoutBody({
      email,
      express: { itemId: product.itemId, quantity: options.quantity ?? 2 },
      ...(options.giftCardCode ? { giftCardCode: options.giftCardCode } : {}),
    }),
  );
  expect(res.status).toBe(200);
  const placed = (await res.json()) as { orderId: string; orderNumber: number };
  return { ...placed, email, product, row: await orderRow(placed.orderId) };
}

const emailTo = (to: string, key: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.idempotencyKey, key)))
    .get();

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

async function signedIn(email: string, role: ContributorRole) {
  await addContributor(email, role);
  const owner = new Owner();
  expect((await owner.signIn(email)).status).toBe(200);
  return owner;
}

describe("fulfilling with tracking", () => {
  it("stores the carrier and number and emails a tracking link for a known carrier", async () => {
    const placed = await placeOrder();
    const res = await admin.post(`${ORDERS}/${placed.orderId}/fulfil`, {
      carrier: "UPS",
      trackingNumber: "1Z 999 AA1 0123456784",
    });
    expect(res.status).toBe(200);
    const { order } = (await res.json()) as {
      order: { status: string; carrier: string; trackingNumber: string };
    };
    expect(order).toMatchObject({
      status: "fulfilled",
      carrier: "UPS",
      trackingNumber: "1Z 999 AA1 0123456784",
    });
    const email = await emailTo(placed.email, `order-shipped:${placed.orderId}`);
    expect(email!.subject).toBe(`Your order #${placed.orderNumber} from Atelier Supply Co. is on its way`);
    expect(email!.textBody).toContain("UPS tracking number: 1Z 999 AA1 0123456784");
    expect(email!.textBody).toContain(
      "Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    expect(email!.htmlBody).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
  });

  it("shows the tracking link on the order's status page, and a cancelled order's refund", async () => {
    const placed = await placeOrder();
    await admin.post(`${ORDERS}/${placed.orderId}/fulfil`, {
      carrier: "fedex",
      trackingNumber: "123456789012",
    });
    const statusPage = `/commerce/orders/${placed.orderId}/status?token=${encodeURIComponent(placed.row.accessToken)}`;
    const html = await (await (await visitor()).fetch(statusPage)).text();
    expect(html).toContain(
      '<p class="order-tracking">fedex tracking number: <a href="https://www.fedex.com/fedextrack/?trknbr=123456789012">123456789012</a></p>',
    );

    const cancelled = await placeOrder({ quantity: 1 });
    await admin.post(`${ORDERS}/${cancelled.orderId}/cancel`, {});
    const page = `/commerce/orders/${cancelled.orderId}/status?token=${encodeURIComponent(cancelled.row.accessToken)}`;
    const text = await (await (await visitor()).fetch(page)).text();
    expect(text).toContain(
      '<p class="order-state" data-status="cancelled">Cancelled: your payment was refunded.</p>',
    );
    expect(text).not.toContain("order-tracking");
  });

  it("shows an unknown carrier's number as text, without a link", async () => {
    const placed = await placeOrder();
    const res = await admin.post(`${ORDERS}/${placed.orderId}/fulfil`, {
      carrier: "Royal Mail",
      trackingNumber: "AB123456789GB",
    });
    expect(res.status).toBe(200);
    const email = await emailTo(placed.email, `order-shipped:${placed.orderId}`);
    expect(email!.textBody).toContain("Royal Mail tracking number: AB123456789GB");
    expect(email!.textBody).not.toContain("Track your parcel");
  });

  it("refuses a malformed tracking number with a 400 and changes nothing", async () => {
    const placed = await placeOrder();
    const res = await admin.post(`${ORDERS}/${placed.orderId}/fulfil`, { trackingNumber: "<script>" });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Enter a tracking number of up to 40 letters, digits, spaces or dashes.");
    expect((await orderRow(placed.orderId)).status).toBe("paid");
  });

  it("fulfils once when two requests race: the other gets the 409", async () => {
    const placed = await placeOrder();
    const [a, b] = await Promise.all([
      admin.post(`${ORDERS}/${placed.orderId}/fulfil`, {
        carrier: "USPS",
        trackingNumber: "9400100000000000000000",
      }),
      admin.post(`${ORDERS}/${placed.orderId}/fulfil`, { carrier: "DHL", trackingNumber: "1234567890" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await message(loser)).toBe("This order is fulfilled, so it cannot be fulfilled.");
  });
});

describe("cancelling", () => {
  it("cancels a paid order: restocks every line, refunds the card in full, gives the gift card back and emails", async () => {
    const card = await newCard(1000);
    const placed = await placeOrder({ quantity: 3, stock: 5, giftCardCode: card.code });
    expect(await stockOf(placed.product.variantId)).toBe(2);
    const res = await admin.post(`${ORDERS}/${placed.orderId}/cancel`, {});
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: { status: string } }).order.status).toBe("cancelled");
    expect(await stockOf(placed.product.variantId)).toBe(5);
    const [payment] = await paymentsFor(placed.orderId);
    expect(payment!.refundedMinor).toBe(placed.row.amountDueCents);
    const balance = await db.select().from(giftCards).where(eq(giftCards.id, card.giftCard.id)).get();
    expect(balance!.balanceMinor).toBe(1000);
    const email = await emailTo(placed.email, `order-cancelled:${placed.orderId}`);
    expect(email!.textBody).toContain(
      `Your order #${placed.orderNumber} from Atelier Supply Co. was cancelled.`,
    );
    expect(email!.textBody).toContain(`ending ${card.giftCard.last4}`);
  });

  it("cancels once when two requests race; the other is told why", async () => {
    const placed = await placeOrder({ quantity: 1, stock: 3 });
    const [a, b] = await Promise.all([
      admin.post(`${ORDERS}/${placed.orderId}/cancel`, {}),
      admin.post(`${ORDERS}/${placed.orderId}/cancel`, {}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await message(loser)).toMatch(
      /^This order is (being cancelled|cancelled), so it cannot be cancelled\.$/,
    );
    expect(await stockOf(placed.product.variantId)).toBe(3);
    expect((await paymentsFor(placed.orderId))[0]!.refundedMinor).toBe(placed.row.amountDueCents);
  });

  it("refuses to cancel a fulfilled order", async () => {
    const placed = await placeOrder();
    expect((await admin.post(`${ORDERS}/${placed.orderId}/fulfil`, {})).status).toBe(200);
    const res = await admin.post(`${ORDERS}/${placed.orderId}/cancel`, {});
    expect(res.status).toBe(409);
    expect(await message(res)).toBe("This order is fulfilled, so it cannot be cancelled.");
  });
});

describe("refunding", () => {
  it("refunds part to the card, then the rest; the order goes partially refunded, then refunded", async () => {
    const placed = await placeOrder();
    const total = placed.row.grandTotalCents;
    const part = await admin.post(`${ORDERS}/${placed.orderId}/refund`, { amountCents: 1000 });
    expect(part.status).toBe(200);
    const body = (await part.json()) as {
      order: { status: string; refundedCents: number };
      refund: { status: string };
    };
    expect(body.order).toMatchObject({ status: "partially_refunded", refundedCents: 1000 });
    expect(body.refund.status).toBe("succeeded");
    const email = await db.select().from(emailOutbox).where(eq(emailOutbox.to, placed.email)).all();
    expect(email.some((e) => e.textBody.includes("We refunded $10.00 of your order"))).toBe(true);

    const rest = await admin.post(`${ORDERS}/${placed.orderId}/refund`, {});
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { order: { status: string } }).order.status).toBe("refunded");
    expect((await paymentsFor(placed.orderId))[0]!.refundedMinor).toBe(total);

    const detail = (await (await admin.fetch(`${ORDERS}/${placed.orderId}`)).json()) as {
      refunds: { amountCents: number; method: string }[];
    };
    expect(detail.refunds.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual(
      [1000, total - 1000].sort((a, b) => a - b),
    );
  });

  it("refuses more than is left to refund", async () => {
    const placed = await placeOrder();
    const total = placed.row.grandTotalCents;
    const res = await admin.post(`${ORDERS}/${placed.orderId}/refund`, { amountCents: total + 1 });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(
      `You can refund at most $${(total / 100).toFixed(2)} of this order to the card.`,
    );
    expect((await orderRow(placed.orderId)).refundedCents).toBe(0);
  });

  it("gives back at most the order's total when two refunds race", async () => {
    const placed = await placeOrder();
    const total = placed.row.grandTotalCents;
    const amount = Math.ceil(total * 0.6);
    const results = await Promise.all([
      admin.post(`${ORDERS}/${placed.orderId}/refund`, { amountCents: amount }),
      admin.post(`${ORDERS}/${placed.orderId}/refund`, { amountCents: amount }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await orderRow(placed.orderId)).refundedCents).toBe(amount);
    expect((await paymentsFor(placed.orderId))[0]!.refundedMinor).toBe(amount);
  });

  it("lets exactly as many of ten racing refunds through as fit in the total", async () => {
    const placed = await placeOrder();
    const total = placed.row.grandTotalCents;
    const amount = Math.floor(total * 0.3);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.post(`${ORDERS}/${placed.orderId}/refund`, { amountCents: amount }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect((await orderRow(placed.orderId)).refundedCents).toBe(3 * amount);
    expect((await paymentsFor(placed.orderId))[0]!.refundedMinor).toBe(3 * amount);
  });

  it("refunds the value of chosen lines, and refuses more units than the line has left", async () => {
    const placed = await placeOrder({ quantity: 2 });
    const one = await admin.post(`${ORDERS}/${placed.orderId}/refund`, {
      lines: [{ position: 0, quantity: 1 }],
    });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { refund: { amountCents: number } }).refund.amountCents).toBe(2500);
    const tooMany = await admin.post(`${ORDERS}/${placed.orderId}/refund`, {
      lines: [{ position: 0, quantity: 2 }],
    });
    expect(tooMany.status).toBe(400);
    expect(await message(tooMany)).toBe("Line 0 has 1 left to refund.");
  });

  it("refunds once for a retry with the same refund key", async () => {
    const placed = await placeOrder();
    const body = { amountCents: 500, refundKey: `retry-${crypto.randomUUID()}` };
    const first = await admin.post(`${ORDERS}/${placed.orderId}/refund`, body);
    const again = await admin.post(`${ORDERS}/${placed.orderId}/refund`, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await orderRow(placed.orderId)).refundedCents).toBe(500);
    expect((await paymentsFor(placed.orderId))[0]!.refundedMinor).toBe(500);
  });

  it("refunds as a new gift card whose emailed code pays for another order", async () => {
    const placed = await placeOrder();
    const res = await admin.post(`${ORDERS}/${placed.orderId}/refund`, {
      amountCents: 1500,
      to: "gift_card",
    });
    expect(res.status).toBe(200);
    const { refund } = (await res.json()) as { refund: { giftCardId: string; method: string } };
    expect(refund.method).toBe("gift_card");
    const email = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `gift-card:${refund.giftCardId}`))
      .get();
    expect(email!.to).toBe(placed.email);
    const code = /Gift card code: ([0-9A-Z-]{19})/.exec(email!.textBody)![1]!;
    expect((await paymentsFor(placed.orderId))[0]!.refundedMinor).toBe(0);

    const next = await placeOrder({ quantity: 1, giftCardCode: code });
    expect(next.row.giftCardCents).toBe(1500);
    expect(next.row.giftCardId).toBe(refund.giftCardId);
  });

  it("refuses refunds on a cancelled order", async () => {
    const placed = await placeOrder({ quantity: 1 });
    expect((await admin.post(`${ORDERS}/${placed.orderId}/cancel`, {})).status).toBe(200);
    const res = await admin.post(`${ORDERS}/${placed.orderId}/refund`, { amountCents: 100 });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe("This order is cancelled, so it cannot be refunded.");
    const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.orderId)).all();
    expect(rows.map((r) => r.key)).toEqual(["cancelled"]);
  });
});

describe("the public API", () => {
  it("lists a fulfilled order that was then partly refunded as fulfilled", async () => {
    const made = await admin.post("/api/owner/api-keys", { name: "Order reader", scopes: ["orders:read"] });
    expect(made.status).toBe(201);
    const { key } = (await made.json()) as { key: string };
    const placed = await placeOrder();
    await admin.post(`${ORDERS}/${placed.orderId}/fulfil`, {});
    expect((await admin.post(`${ORDERS}/${placed.orderId}/refund`, { amountCents: 100 })).status).toBe(200);
    const res = await withKey(key, "/orders");
    expect(res.status).toBe(200);
    const { orders } = (await res.json()) as { orders: { id: string; fulfillmentStatus: string }[] };
    expect(orders.find((o) => o.id === placed.orderId)?.fulfillmentStatus).toBe("FULFILLED");
    expect((await orderRow(placed.orderId)).status).toBe("partially_refunded");
  });
});

describe("who may change orders", () => {
  it("refuses a reporting contributor (403) and a signed-out call (401) for cancel and refund", async () => {
    const placed = await placeOrder({ quantity: 1 });
    const reporting = await signedIn("order-changes-reporting@example.com", ContributorRole.REPORTING);
    for (const action of ["cancel", "refund"]) {
      const refused = await reporting.post(`${ORDERS}/${placed.orderId}/${action}`, {});
      expect(refused.status).toBe(403);
      expect(await message(refused)).toBe("Your role on this site does not allow this.");
      expect((await new Owner().post(`${ORDERS}/${placed.orderId}/${action}`, {})).status).toBe(401);
    }
    expect((await reporting.fetch(`${ORDERS}/export.csv`)).status).toBe(200);
    const editor = await signedIn("order-changes-editor@example.com", ContributorRole.EDITOR);
    expect((await editor.fetch(`${ORDERS}/export.csv`)).status).toBe(403);
    expect((await orderRow(placed.orderId)).status).toBe("paid");
  });

  it("refuses a cancel without the session's xsrf token", async () => {
    const placed = await placeOrder({ quantity: 1 });
    const res = await admin.post(`${ORDERS}/${placed.orderId}/cancel`, {}, { "x-xsrf-token": "wrong" });
    expect(res.status).toBe(403);
    expect((await orderRow(placed.orderId)).status).toBe("paid");
  });
});
