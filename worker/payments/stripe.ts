// Stripe's PaymentIntents API, over plain fetch (no SDK): form-encoded bodies, the secret key as a
// Bearer token, and an Idempotency-Key header on every POST, so Stripe answers a repeated call with
// its first answer instead of charging again (Stripe keeps keys for at least 24 hours).
//   POST /v1/payment_intents              create (and confirm, given a payment method)
//   POST /v1/payment_intents/{id}/confirm confirm with another payment method
//   GET  /v1/payment_intents/{id}         retrieve
//   POST /v1/refunds                      refund (payment_intent, amount)
//   POST /v1/customers                    a customer with a saved card (email, payment_method)
// Errors come as { error: { type, code, decline_code, message, payment_intent } }: a card_error is
// a decline, shown with our message (payments/messages.ts); 409 (the same key still in flight), 429,
// 5xx and network failures are worth retrying with the same key; the rest is our bug.
import { declineMessage, PAYMENT_FAILED, PAYMENT_UNAVAILABLE } from "./messages";
import {
  amountProblem,
  failed,
  succeeded,
  type Payment,
  type PaymentError,
  type PaymentProvider,
  type PaymentResult,
  type PaymentStatus,
  type Refund,
} from "./provider";

export const STRIPE_API_URL = "https://api.stripe.com";
/** A Stripe call that has not answered by then is treated as unknown: retry with the same key. */
export const STRIPE_TIMEOUT_MS = 20_000;

interface StripePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  livemode: boolean;
  client_secret?: string | null;
  last_payment_error?: StripeError | null;
}

interface StripeRefund {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string | null;
  status: string | null;
}

interface StripeCustomer {
  id: string;
  object: "customer";
}

interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: { id?: string } | null;
}

/** Stripe's statuses onto ours. Capture is automatic, so requires_capture is still in progress. */
const STATUSES: Record<string, PaymentStatus> = {
  succeeded: "succeeded",
  processing: "processing",
  requires_capture: "processing",
  requires_action: "requires_action",
  requires_payment_method: "requires_payment_method",
  requires_confirmation: "requires_payment_method",
  canceled: "canceled",
};

function paymentOf(intent: StripePaymentIntent): Payment {
  const payment: Payment = {
    id: intent.id,
    provider: "stripe",
    status: STATUSES[intent.status] ?? "processing",
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    testMode: !intent.livemode,
  };
  if (payment.status === "requires_action" && intent.client_secret)
    payment.clientSecret = intent.client_secret;
  return payment;
}

/** Form encoding with Stripe's brackets for nested objects: metadata[order_id]=…. */
export function formEncode(
  params: Record<string, string | number | boolean | Record<string, string> | undefined>,
) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (typeof value === "object") {
      for (const [inner, v] of Object.entries(value)) form.append(`${key}[${inner}]`, v);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

function declined(error: StripeError, paymentId?: string): PaymentError {
  return {
    kind: "declined",
    code: error.decline_code ?? error.code ?? "card_declined",
    message: declineMessage(error.code, error.decline_code),
    paymentId: error.payment_intent?.id ?? paymentId,
  };
}

async function errorOf(res: Response): Promise<PaymentError> {
  const text = await res.text().catch(() => "");
  let error: StripeError = {};
  try {
    error = (JSON.parse(text) as { error?: StripeError }).error ?? {};
  } catch {
    // Not Stripe's JSON (a proxy's page): judged by the status alone.
  }
  const detail =
    `Stripe HTTP ${res.status}: ${error.type ?? ""} ${error.code ?? ""} ${error.message ?? text.slice(0, 300)}`.trim();
  if (error.type === "card_error") return declined(error);
  if (res.status === 409 || res.status === 429 || res.status >= 500) {
    return { kind: "retryable", message: PAYMENT_UNAVAILABLE, detail };
  }
  return { kind: "invalid", message: PAYMENT_FAILED, detail };
}

export function stripePaymentProvider(options: {
  secretKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const base = `${(options.baseUrl || STRIPE_API_URL).replace(/\/+$/, "")}/v1`;
  const send = options.fetch ?? fetch;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: URLSearchParams,
    idempotencyKey?: string,
  ): Promise<PaymentResult<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.secretKey}` };
    if (body) headers["content-type"] = "application/x-www-form-urlencoded";
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    let res: Response;
    try {
      res = await send(`${base}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
      });
    } catch (error) {
      return failed({
        kind: "retryable",
        message: PAYMENT_UNAVAILABLE,
        detail: `Stripe unreachable: ${String(error)}`,
      });
    }
    if (!res.ok) return failed(await errorOf(res));
    return succeeded((await res.json()) as T);
  }

  /** A confirmation that ended back at requires_payment_method without an error status was declined. */
  function settled(result: PaymentResult<StripePaymentIntent>): PaymentResult<Payment> {
    if (!result.ok) return result;
    const intent = result.value;
    if (intent.status === "requires_payment_method" && intent.last_payment_error) {
      return failed(declined(intent.last_payment_error, intent.id));
    }
    return succeeded(paymentOf(intent));
  }

  return {
    kind: "stripe",

    async createPayment(input) {
      const problem = amountProblem(input.amountMinor, input.currency);
      if (problem) return failed(problem);
      const confirm = input.paymentMethod !== undefined;
      const body = formEncode({
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        payment_method: input.paymentMethod,
        customer: input.customerId,
        confirm: confirm || undefined,
        // Cards from Stripe.js, no redirect-based methods: no return_url to give.
        "automatic_payment_methods[enabled]": true,
        "automatic_payment_methods[allow_redirects]": "never",
        description: input.description,
        metadata: input.metadata,
      });
      return settled(await call<StripePaymentIntent>("POST", "/payment_intents", body, input.idempotencyKey));
    },

    async confirmPayment(input) {
      const body = formEncode({
        payment_method: input.paymentMethod,
        off_session: input.offSession || undefined,
      });
      const path = `/payment_intents/${encodeURIComponent(input.paymentId)}/confirm`;
      return settled(await call<StripePaymentIntent>("POST", path, body, input.idempotencyKey));
    },

    async createCustomer(input) {
      // Attaching the card to the customer is what lets later payments charge it off session.
      const body = formEncode({ email: input.email, payment_method: input.paymentMethod });
      const result = await call<StripeCustomer>("POST", "/customers", body, input.idempotencyKey);
      if (!result.ok) return result;
      return succeeded({ id: result.value.id, paymentMethodId: input.paymentMethod });
    },

    async retrievePayment(paymentId) {
      const result = await call<StripePaymentIntent>(
        "GET",
        `/payment_intents/${encodeURIComponent(paymentId)}`,
      );
      return result.ok ? succeeded(paymentOf(result.value)) : result;
    },

    async refundPayment(input) {
      const body = formEncode({ payment_intent: input.paymentId, amount: input.amountMinor });
      const result = await call<StripeRefund>("POST", "/refunds", body, input.idempotencyKey);
      if (!result.ok) return result;
      const refund = result.value;
      const status =
        refund.status === "succeeded"
          ? "succeeded"
          : refund.status === "failed" || refund.status === "canceled"
            ? "failed"
            : "pending";
      return succeeded<Refund>({
        id: refund.id,
        paymentId: refund.payment_intent ?? input.paymentId,
        amountMinor: refund.amount,
        status,
      });
    },
  };
}
