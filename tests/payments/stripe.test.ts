// The Stripe adapter against a local fake of Stripe's documented API: what it sends (form bodies,
// the key, the Idempotency-Key header) and how it reads Stripe's answers and errors.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  CARD_DECLINED,
  EXPIRED_CARD,
  INSUFFICIENT_FUNDS,
  PAYMENT_FAILED,
  PAYMENT_UNAVAILABLE,
} from "../../worker/payments/messages";
import { paymentProviderFor } from "../../worker/payments/select";
import { stripePaymentProvider } from "../../worker/payments/stripe";
import { bodyText, FakeStripe } from "./fake-stripe";

function stripe(fake = new FakeStripe()) {
  return {
    fake,
    provider: stripePaymentProvider({
      secretKey: fake.secretKey,
      baseUrl: "https://stripe.test",
      fetch: fake.fetch,
    }),
  };
}

const order = {
  amountMinor: 2599,
  currency: "USD",
  description: "Order 1001",
  metadata: { order_id: "ord_1" },
};

describe("the Stripe adapter", () => {
  it("creates and confirms a PaymentIntent in one form-encoded call with the idempotency key", async () => {
    const { fake, provider } = stripe();
    const result = await provider.createPayment({
      ...order,
      paymentMethod: "pm_card_visa",
      idempotencyKey: "checkout:ord_1",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        id: "pi_fake1",
        provider: "stripe",
        status: "succeeded",
        amountMinor: 2599,
        currency: "USD",
        testMode: true,
      },
    });
    const [req] = fake.requests;
    expect(req!.method).toBe("POST");
    expect(req!.url).toBe("https://stripe.test/v1/payment_intents");
    expect(req!.headers.get("authorization")).toBe("Bearer sk_test_fake");
    expect(req!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(req!.headers.get("idempotency-key")).toBe("checkout:ord_1");
    expect(Object.fromEntries(new URLSearchParams(await bodyText(req!)))).toEqual({
      amount: "2599",
      currency: "usd",
      payment_method: "pm_card_visa",
      confirm: "true",
      "automatic_payment_methods[enabled]": "true",
      "automatic_payment_methods[allow_redirects]": "never",
      description: "Order 1001",
      "metadata[order_id]": "ord_1",
    });
    expect(fake.charges).toBe(1);
  });

  it("a retried call with the same key gets the first answer and charges once", async () => {
    const { fake, provider } = stripe();
    const first = await provider.createPayment({
      ...order,
      paymentMethod: "pm_card_visa",
      idempotencyKey: "checkout:ord_2",
    });
    const again = await provider.createPayment({
      ...order,
      paymentMethod: "pm_card_visa",
      idempotencyKey: "checkout:ord_2",
    });
    expect(again).toEqual(first);
    expect(fake.requests.map((r) => r.headers.get("idempotency-key"))).toEqual([
      "checkout:ord_2",
      "checkout:ord_2",
    ]);
    expect(fake.charges).toBe(1);
    expect(fake.intents.size).toBe(1);
  });

  it("maps card declines to our messages and keeps the PaymentIntent's id", async () => {
    const { fake, provider } = stripe();
    const declined = await provider.createPayment({
      ...order,
      paymentMethod: "pm_card_chargeDeclined",
      idempotencyKey: "k-decline",
    });
    expect(declined).toEqual({
      ok: false,
      error: { kind: "declined", code: "generic_decline", message: CARD_DECLINED, paymentId: "pi_fake1" },
    });
    const poor = await provider.createPayment({
      ...order,
      paymentMethod: "pm_card_chargeDeclinedInsufficientFunds",
      idempotencyKey: "k-poor",
    });
    expect(poor).toMatchObject({
      ok: false,
      error: { kind: "declined", code: "insufficient_funds", message: INSUFFICIENT_FUNDS },
    });
    const expired = await provider.createPayment({
      ...order,
      paymentMethod: "pm_card_chargeDeclinedExpiredCard",
      idempotencyKey: "k-expired",
    });
    expect(expired).toMatchObject({
      ok: false,
      error: { kind: "declined", code: "expired_card", message: EXPIRED_CARD },
    });
    expect(fake.charges).toBe(0);
  });

  it("confirms the declined payment with another card, then retrieves it", async () => {
    const { fake, provider } = stripe();
    const declined = await provider.createPayment({
      ...order,
      paymentMethod: "pm_card_chargeDeclined",
      idempotencyKey: "k-1",
    });
    const paymentId = !declined.ok && declined.error.kind === "declined" ? declined.error.paymentId! : "";
    const confirmed = await provider.confirmPayment({
      paymentId,
      paymentMethod: "pm_card_visa",
      idempotencyKey: "k-1:confirm",
    });
    expect(confirmed).toMatchObject({ ok: true, value: { id: paymentId, status: "succeeded" } });
    const confirm = fake.requests[1]!;
    expect(confirm.url).toBe(`https://stripe.test/v1/payment_intents/${paymentId}/confirm`);
    expect(confirm.headers.get("idempotency-key")).toBe("k-1:confirm");
    expect(await bodyText(confirm)).toBe("payment_method=pm_card_visa");

    const retrieved = await provider.retrievePayment(paymentId);
    expect(retrieved).toEqual({
      ok: true,
      value: {
        id: paymentId,
        provider: "stripe",
        status: "succeeded",
        amountMinor: 2599,
        currency: "USD",
        testMode: true,
      },
    });
    const get = fake.requests[2]!;
    expect(get.method).toBe("GET");
    expect(get.url).toBe(`https://stripe.test/v1/payment_intents/${paymentId}`);
    expect(get.headers.get("idempotency-key")).toBeNull();
    expect(fake.charges).toBe(1);
  });

  it("a payment created without a method waits for one; 3-D Secure gives the client secret", async () => {
    const { provider } = stripe();
    const created = await provider.createPayment({ ...order, idempotencyKey: "k-open" });
    expect(created).toMatchObject({ ok: true, value: { status: "requires_payment_method" } });
    const id = created.ok ? created.value.id : "";
    const action = await provider.confirmPayment({
      paymentId: id,
      paymentMethod: "pm_card_authenticationRequired",
      idempotencyKey: "k-open:1",
    });
    expect(action).toMatchObject({
      ok: true,
      value: { status: "requires_action", clientSecret: `${id}_secret_fake` },
    });
  });

  it("recovers a checkout whose answer was lost: the same key replays the payment without a second charge", async () => {
    const { fake, provider } = stripe();
    // The first call reached Stripe and charged, but its answer never came back (a timeout).
    const lost = fake.fetch;
    let calls = 0;
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await lost(input, init);
      if (calls++ === 0) throw new Error("connection reset");
      return res;
    }) as typeof fetch;
    const adapter = stripePaymentProvider({
      secretKey: fake.secretKey,
      baseUrl: "https://stripe.test",
      fetch: flaky,
    });
    const first = await adapter.createPayment({
      ...order,
      paymentMethod: "pm_card_visa",
      idempotencyKey: "checkout:ord_9",
    });
    expect(first).toMatchObject({ ok: false, error: { kind: "retryable", message: PAYMENT_UNAVAILABLE } });
    expect(fake.charges).toBe(1);
    const retried = await adapter.createPayment({
      ...order,
      paymentMethod: "pm_card_visa",
      idempotencyKey: "checkout:ord_9",
    });
    expect(retried).toMatchObject({ ok: true, value: { id: "pi_fake1", status: "succeeded" } });
    expect(fake.charges).toBe(1);
    expect(await provider.retrievePayment("pi_fake1")).toMatchObject({
      ok: true,
      value: { status: "succeeded" },
    });
  });

  it("reads a 200 that leaves the intent waiting with a last_payment_error as a decline", async () => {
    const { fake, provider } = stripe();
    fake.scripted.push(
      Response.json({
        id: "pi_async",
        object: "payment_intent",
        amount: 2599,
        currency: "usd",
        status: "requires_payment_method",
        livemode: false,
        last_payment_error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds" },
      }),
    );
    expect(
      await provider.createPayment({ ...order, paymentMethod: "pm_card_visa", idempotencyKey: "k-async" }),
    ).toEqual({
      ok: false,
      error: {
        kind: "declined",
        code: "insufficient_funds",
        message: INSUFFICIENT_FUNDS,
        paymentId: "pi_async",
      },
    });
  });

  it("429, 409 and 5xx are retryable; a bad key, a reused key and an unknown id are not", async () => {
    const { fake, provider } = stripe();
    const input = { ...order, paymentMethod: "pm_card_visa", idempotencyKey: "k-busy" };
    for (const status of [429, 409, 503]) {
      fake.scripted.push(Response.json({ error: { type: "api_error", message: "busy" } }, { status }));
      expect(await provider.createPayment(input)).toMatchObject({
        ok: false,
        error: { kind: "retryable", message: PAYMENT_UNAVAILABLE },
      });
    }
    expect(fake.charges).toBe(0);
    expect(await provider.createPayment(input)).toMatchObject({ ok: true, value: { status: "succeeded" } });

    const reused = await provider.createPayment({ ...input, amountMinor: 100 });
    expect(reused).toMatchObject({ ok: false, error: { kind: "invalid", message: PAYMENT_FAILED } });
    expect(!reused.ok && reused.error.kind === "invalid" && reused.error.detail).toContain(
      "idempotency_error",
    );

    const wrongKey = stripePaymentProvider({
      secretKey: "sk_test_wrong",
      baseUrl: "https://stripe.test",
      fetch: fake.fetch,
    });
    expect(await wrongKey.retrievePayment("pi_fake1")).toMatchObject({
      ok: false,
      error: { kind: "invalid", message: PAYMENT_FAILED },
    });
    expect(await provider.retrievePayment("pi_nope")).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    expect(fake.charges).toBe(1);
  });

  it("refunds part, then the rest, each once per key", async () => {
    const { fake, provider } = stripe();
    await provider.createPayment({ ...order, paymentMethod: "pm_card_visa", idempotencyKey: "k-r" });
    const part = await provider.refundPayment({
      paymentId: "pi_fake1",
      amountMinor: 599,
      idempotencyKey: "refund:ord_1:1",
    });
    expect(part).toMatchObject({
      ok: true,
      value: { paymentId: "pi_fake1", amountMinor: 599, status: "succeeded" },
    });
    const again = await provider.refundPayment({
      paymentId: "pi_fake1",
      amountMinor: 599,
      idempotencyKey: "refund:ord_1:1",
    });
    expect(again).toEqual(part);
    const rest = await provider.refundPayment({ paymentId: "pi_fake1", idempotencyKey: "refund:ord_1:2" });
    expect(rest).toMatchObject({ ok: true, value: { amountMinor: 2000 } });
    expect(fake.intents.get("pi_fake1")!.amount_refunded).toBe(2599);
    const refund = fake.requests.at(-1)!;
    expect(refund.url).toBe("https://stripe.test/v1/refunds");
    expect(refund.headers.get("idempotency-key")).toBe("refund:ord_1:2");
    expect(await bodyText(refund)).toBe("payment_intent=pi_fake1");
  });

  it("a live key's payments are not testMode; amounts and currencies are checked before calling", async () => {
    const live = stripe(new FakeStripe("sk_live_fake", true));
    expect(
      await live.provider.createPayment({
        ...order,
        paymentMethod: "pm_card_visa",
        idempotencyKey: "k-live",
      }),
    ).toMatchObject({
      ok: true,
      value: { testMode: false },
    });
    expect(
      await live.provider.createPayment({ ...order, amountMinor: 0, idempotencyKey: "k-0" }),
    ).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    expect(
      await live.provider.createPayment({ ...order, currency: "usd", idempotencyKey: "k-c" }),
    ).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    expect(live.fake.requests).toHaveLength(1);
  });

  it("is chosen when STRIPE_SECRET_KEY is set; the test provider otherwise", async () => {
    const fake = new FakeStripe("sk_test_secret");
    const chosen = paymentProviderFor(
      { ...env, STRIPE_SECRET_KEY: "sk_test_secret", STRIPE_API_URL: "https://stripe.test" },
      { fetch: fake.fetch },
    );
    expect(chosen.kind).toBe("stripe");
    await chosen.retrievePayment("pi_x");
    expect(fake.requests[0]!.url).toBe("https://stripe.test/v1/payment_intents/pi_x");
    expect(paymentProviderFor(env).kind).toBe("test");
    expect(paymentProviderFor({ ...env, STRIPE_SECRET_KEY: "" }).kind).toBe("test");
  });
});
