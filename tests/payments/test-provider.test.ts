// The test payment provider, the development default: its success and decline cards, and
// idempotency keys honoured across requests (the state is in D1), under concurrency too.
import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { testPayments, testRefunds } from "../../worker/db/schema";
import {
  CARD_DECLINED,
  INSUFFICIENT_FUNDS,
  PAYMENT_FAILED,
  TEST_CARD_ONLY,
} from "../../worker/payments/messages";
import { TEST_CARDS, testPaymentProvider } from "../../worker/payments/test-provider";

const db = createDb(env.DB);
/** A fresh provider per call, as each request would build one: only D1 carries state. */
const provider = () => testPaymentProvider(db);

const payments = async () => (await db.select({ n: count() }).from(testPayments).get())!.n;

describe("the test payment provider", () => {
  it("takes the success card and marks the payment testMode", async () => {
    const result = await provider().createPayment({
      amountMinor: 4500,
      currency: "USD",
      paymentMethod: TEST_CARDS.success,
      idempotencyKey: "checkout:t1",
    });
    expect(result).toMatchObject({
      ok: true,
      value: { provider: "test", status: "succeeded", amountMinor: 4500, currency: "USD", testMode: true },
    });
    const id = result.ok ? result.value.id : "";
    expect(id).toMatch(/^testpay_/);
    const row = await db.select().from(testPayments).where(eq(testPayments.id, id)).get();
    expect(row).toMatchObject({ status: "succeeded", cardLast4: "4242", amountMinor: 4500 });
    expect(await provider().retrievePayment(id)).toEqual(
      result.ok && { ok: true, value: { ...result.value, refundedMinor: 0 } },
    );
  });

  it("declines the decline card with the decline message, and the insufficient-funds card with its own", async () => {
    const declined = await provider().createPayment({
      amountMinor: 4500,
      currency: "USD",
      paymentMethod: "4000-0000-0000-0002",
      idempotencyKey: "checkout:t2",
    });
    expect(declined).toMatchObject({
      ok: false,
      error: { kind: "declined", code: "generic_decline", message: CARD_DECLINED },
    });
    expect(CARD_DECLINED).toBe("Your card was declined. Please try a different card or contact your bank.");
    const paymentId = !declined.ok && declined.error.kind === "declined" ? declined.error.paymentId! : "";
    expect(await provider().retrievePayment(paymentId)).toMatchObject({
      ok: true,
      value: { status: "requires_payment_method" },
    });

    const poor = await provider().createPayment({
      amountMinor: 4500,
      currency: "USD",
      paymentMethod: TEST_CARDS.insufficientFunds,
      idempotencyKey: "checkout:t3",
    });
    expect(poor).toMatchObject({ ok: false, error: { kind: "declined", message: INSUFFICIENT_FUNDS } });
    const other = await provider().createPayment({
      amountMinor: 4500,
      currency: "USD",
      paymentMethod: "5555 5555 5555 4444",
      idempotencyKey: "checkout:t4",
    });
    expect(other).toMatchObject({ ok: false, error: { kind: "declined", message: TEST_CARD_ONLY } });
  });

  it("the same key answers the first result and charges once, across requests and under concurrency", async () => {
    const before = await payments();
    const input = {
      amountMinor: 1200,
      currency: "EUR",
      paymentMethod: TEST_CARDS.success,
      idempotencyKey: "checkout:t5",
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => provider().createPayment(input)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ ok: true, value: { status: "succeeded" } });
    expect(await payments()).toBe(before + 1);
    // A later request (a retried checkout) gets the same payment again.
    expect(await provider().createPayment(input)).toEqual(results[0]);
    expect(await payments()).toBe(before + 1);
  });

  it("replays a decline for its key, even after the payment later succeeded with another card", async () => {
    const input = {
      amountMinor: 800,
      currency: "USD",
      paymentMethod: TEST_CARDS.decline,
      idempotencyKey: "checkout:t6",
    };
    const first = await provider().createPayment(input);
    const paymentId = !first.ok && first.error.kind === "declined" ? first.error.paymentId! : "";
    const confirmed = await provider().confirmPayment({
      paymentId,
      paymentMethod: TEST_CARDS.success,
      idempotencyKey: "checkout:t6:2",
    });
    expect(confirmed).toMatchObject({ ok: true, value: { id: paymentId, status: "succeeded" } });
    expect(await provider().createPayment(input)).toEqual(first);
    // Confirming again under a new key is refused: the payment has already taken the money.
    expect(
      await provider().confirmPayment({
        paymentId,
        paymentMethod: TEST_CARDS.success,
        idempotencyKey: "checkout:t6:3",
      }),
    ).toMatchObject({ ok: false, error: { kind: "invalid", message: PAYMENT_FAILED } });
  });

  it("refuses a key reused with other parameters, and bad amounts, without charging", async () => {
    await provider().createPayment({
      amountMinor: 500,
      currency: "USD",
      paymentMethod: TEST_CARDS.success,
      idempotencyKey: "checkout:t7",
    });
    const before = await payments();
    const reused = await provider().createPayment({
      amountMinor: 900,
      currency: "USD",
      paymentMethod: TEST_CARDS.success,
      idempotencyKey: "checkout:t7",
    });
    expect(reused).toMatchObject({ ok: false, error: { kind: "invalid", message: PAYMENT_FAILED } });
    for (const amountMinor of [0, -5, 1.5]) {
      expect(
        await provider().createPayment({
          amountMinor,
          currency: "USD",
          paymentMethod: TEST_CARDS.success,
          idempotencyKey: `bad:${amountMinor}`,
        }),
      ).toMatchObject({ ok: false, error: { kind: "invalid" } });
    }
    expect(await payments()).toBe(before);
  });

  it("refunds in parts, once per key, never beyond the payment", async () => {
    const paid = await provider().createPayment({
      amountMinor: 3000,
      currency: "USD",
      paymentMethod: TEST_CARDS.success,
      idempotencyKey: "checkout:t8",
    });
    const paymentId = paid.ok ? paid.value.id : "";
    const part = await provider().refundPayment({
      paymentId,
      amountMinor: 1000,
      idempotencyKey: "refund:t8:1",
    });
    expect(part).toMatchObject({ ok: true, value: { paymentId, amountMinor: 1000, status: "succeeded" } });
    expect(
      await provider().refundPayment({ paymentId, amountMinor: 1000, idempotencyKey: "refund:t8:1" }),
    ).toEqual(part);
    expect(
      await provider().refundPayment({ paymentId, amountMinor: 2500, idempotencyKey: "refund:t8:2" }),
    ).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    // Racing refunds of the rest under different keys: one wins, the CHECK refuses the other.
    const racing = await Promise.all(
      ["refund:t8:3", "refund:t8:4"].map((idempotencyKey) =>
        provider().refundPayment({ paymentId, amountMinor: 2000, idempotencyKey }),
      ),
    );
    expect(racing.filter((r) => r.ok)).toHaveLength(1);
    expect(await provider().retrievePayment(paymentId)).toMatchObject({
      ok: true,
      value: { refundedMinor: 3000 },
    });
    const refunds = await db.select().from(testRefunds).where(eq(testRefunds.paymentId, paymentId)).all();
    expect(refunds.map((r) => r.amountMinor).sort()).toEqual([1000, 2000]);
    expect(
      await provider().refundPayment({ paymentId: "testpay_none", idempotencyKey: "refund:none" }),
    ).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
  });

  it("of confirmations racing under different keys, one succeeds and the others are refused", async () => {
    const declined = await provider().createPayment({
      amountMinor: 700,
      currency: "USD",
      paymentMethod: TEST_CARDS.decline,
      idempotencyKey: "checkout:t9",
    });
    const paymentId = !declined.ok && declined.error.kind === "declined" ? declined.error.paymentId! : "";
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        provider().confirmPayment({
          paymentId,
          paymentMethod: TEST_CARDS.success,
          idempotencyKey: `checkout:t9:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error.kind === "invalid")).toBe(true);
    // The winner's key replays its success; a loser's key stored nothing and is refused again.
    const winner = results.findIndex((r) => r.ok);
    expect(
      await provider().confirmPayment({
        paymentId,
        paymentMethod: TEST_CARDS.success,
        idempotencyKey: `checkout:t9:${winner}`,
      }),
    ).toEqual(results[winner]);
  });
});

describe("the test provider's customers (subscriptions)", () => {
  it("saves a test card as Stripe's test PaymentMethod id, once per key, and charges it as that card", async () => {
    const calls = await Promise.all(
      [1, 2].map(() =>
        provider().createCustomer({
          email: "ada@example.com",
          paymentMethod: TEST_CARDS.success,
          idempotencyKey: "customer:t1",
        }),
      ),
    );
    expect(calls[0]).toMatchObject({ ok: true, value: { paymentMethodId: "pm_card_visa" } });
    expect(calls[1]).toEqual(calls[0]);
    const customerId = calls[0]!.ok ? calls[0]!.value.id : "";
    expect(customerId).toMatch(/^testcus_/);
    const charged = await provider().createPayment({
      amountMinor: 1800,
      currency: "USD",
      customerId,
      paymentMethod: "pm_card_visa",
      idempotencyKey: "renewal:t1",
    });
    expect(charged).toMatchObject({ ok: true, value: { status: "succeeded" } });

    const saved = await provider().createCustomer({
      email: "ada@example.com",
      paymentMethod: TEST_CARDS.decline,
      idempotencyKey: "customer:t2",
    });
    expect(saved).toMatchObject({ ok: true, value: { paymentMethodId: "pm_card_chargeDeclined" } });
  });

  it("refuses a card that is not a test card with the test-mode message", async () => {
    const refused = await provider().createCustomer({
      email: "ada@example.com",
      paymentMethod: "5555 5555 5555 4444",
      idempotencyKey: "customer:t3",
    });
    expect(refused).toEqual({
      ok: false,
      error: { kind: "declined", code: "test_card_only", message: TEST_CARD_ONLY },
    });
  });
});
