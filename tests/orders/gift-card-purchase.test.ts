// Buying a gift card: once the order is paid, one card per unit, worth the unit's price, its code
// emailed to the buyer; a retried checkout issues nothing more.
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, giftCards } from "../../worker/db/schema";
import { TOO_MANY_GIFT_CARDS } from "../../worker/orders/messages";
import { CHECKOUT, QUOTE, checkoutBody, db, visitor } from "./fixtures";

const express = (quantity: number) => ({ itemId: "prd_gift_card", sku: "SQ-GIFT-50", quantity });

describe("buying a gift card", () => {
  it("issues one card per unit and emails each code, once however often the checkout is retried", async () => {
    const v = await visitor();
    // Nothing to ship: no shipping address needed, no shipping option, no tax on gift cards.
    const quote = (await (await v.post(QUOTE, { express: express(2) })).json()) as Record<string, unknown>;
    expect(quote).toMatchObject({ subtotalCents: 10000, grandTotalCents: 10000, requiresShipping: false });
    const body = checkoutBody({ shippingAddress: null, email: "giver@example.com", express: express(2) });
    const res = await v.post(CHECKOUT, body);
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };

    const cards = await db
      .select()
      .from(giftCards)
      .where(like(giftCards.issuanceKey, `${orderId}:%`))
      .all();
    expect(
      cards.map((c) => [c.issuanceKey, c.initialMinor, c.balanceMinor, c.currency, c.recipientEmail]).sort(),
    ).toEqual([
      [`${orderId}:0:1`, 5000, 5000, "USD", "giver@example.com"],
      [`${orderId}:0:2`, 5000, 5000, "USD", "giver@example.com"],
    ]);
    for (const card of cards) {
      const email = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.idempotencyKey, `gift-card:${card.id}`))
        .get();
      expect(email).toMatchObject({
        to: "giver@example.com",
        subject: "Your $50.00 gift card for Atelier Supply Co.",
      });
    }

    expect((await v.post(CHECKOUT, body)).status).toBe(200);
    expect(
      await db
        .select()
        .from(giftCards)
        .where(like(giftCards.issuanceKey, `${orderId}:%`))
        .all(),
    ).toHaveLength(2);
  });

  it("refuses more than 10 of one gift card in an order", async () => {
    const res = await (
      await visitor()
    ).post(CHECKOUT, checkoutBody({ shippingAddress: null, express: express(11) }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TOO_MANY_GIFT_CARDS });
  });
});
