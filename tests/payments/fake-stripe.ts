// A local fake of the parts of Stripe's API the adapter uses, as Stripe documents them: form bodies,
// Bearer auth, PaymentIntents that a test PaymentMethod confirms or declines (402 card_error with
// the intent), and idempotent POSTs (the same key and parameters replay the first answer; other
// parameters get 400 idempotency_error), and Customers that a PaymentMethod is attached to (a
// PaymentIntent paying with an attached method must name its customer, as Stripe requires). It is
// a fetch function: the tests pass it to the adapter, so nothing leaves the process.

interface Intent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  livemode: boolean;
  client_secret: string;
  payment_method: string | null;
  last_payment_error: Record<string, unknown> | null;
  metadata: Record<string, string>;
  amount_refunded: number;
  customer: string | null;
  /** Whether the last confirmation said the customer was not there (off_session=true). */
  off_session: boolean;
}

/** Stripe's test card that attaches to a customer but whose charges are declined. */
export const CUSTOMER_FAIL_CARD = "pm_card_chargeCustomerFail";

const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  pm_card_chargeDeclinedExpiredCard: { code: "expired_card", message: "Your card has expired." },
  [CUSTOMER_FAIL_CARD]: {
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
  },
};

/** Cards whose attachment to a customer is itself declined (Stripe checks the card then). */
const DECLINED_AT_ATTACH = new Set(["pm_card_chargeDeclined", "pm_card_chargeDeclinedInsufficientFunds"]);

/** A form body as text (workerd warns when .text() reads a form-encoded body). */
export const bodyText = async (req: Request) => new TextDecoder().decode(await req.arrayBuffer());

export class FakeStripe {
  readonly intents = new Map<string, Intent>();
  /** Customers by id, with their email; `attached` maps a PaymentMethod id to its customer. */
  readonly customers = new Map<string, { email: string | null }>();
  readonly attached = new Map<string, string>();
  readonly requests: Request[] = [];
  /** Answers to give instead of handling the next requests (an outage, a rate limit). */
  readonly scripted: Response[] = [];
  /** How many PaymentIntents reached succeeded: what the customer was charged, counted. */
  charges = 0;
  private readonly replies = new Map<string, { params: string; status: number; body: unknown }>();
  private seq = 0;

  constructor(
    readonly secretKey = "sk_test_fake",
    readonly livemode = false,
  ) {}

  fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    this.requests.push(req.clone());
    const scripted = this.scripted.shift();
    if (scripted) return scripted;
    return this.handle(req);
  }) as typeof fetch;

  private json(status: number, body: unknown) {
    return Response.json(body, { status });
  }

  private async handle(req: Request): Promise<Response> {
    if (req.headers.get("authorization") !== `Bearer ${this.secretKey}`) {
      return this.json(401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    const url = new URL(req.url);
    if (req.method === "GET") return this.route(req.method, url.pathname, new URLSearchParams());
    if (req.headers.get("content-type") !== "application/x-www-form-urlencoded") {
      return this.json(400, { error: { type: "invalid_request_error", message: "form bodies only" } });
    }
    const form = new URLSearchParams(await bodyText(req));
    const key = req.headers.get("idempotency-key");
    if (!key) return this.route(req.method, url.pathname, form);
    const params = `${url.pathname}?${form}`;
    const earlier = this.replies.get(key);
    if (earlier) {
      if (earlier.params !== params) {
        return this.json(400, {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        });
      }
      return this.json(earlier.status, earlier.body);
    }
    const res = await this.route(req.method, url.pathname, form);
    const body = await res.clone().json();
    if (res.status < 500) this.replies.set(key, { params, status: res.status, body });
    return res;
  }

  private async route(method: string, path: string, form: URLSearchParams): Promise<Response> {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/payment_intents") return this.create(form);
    if (method === "POST" && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) {
      const intent = this.intents.get(m[1]!);
      if (!intent) return this.missing(m[1]!);
      intent.off_session = form.get("off_session") === "true";
      return this.confirm(intent, form.get("payment_method") ?? intent.payment_method ?? "");
    }
    if (method === "GET" && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = this.intents.get(m[1]!);
      return intent ? this.json(200, intent) : this.missing(m[1]!);
    }
    if (method === "POST" && path === "/v1/refunds") return this.refund(form);
    if (method === "POST" && path === "/v1/customers") return this.customer(form);
    return this.json(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` },
    });
  }

  private missing(id: string) {
    return this.json(404, {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such payment_intent: '${id}'`,
      },
    });
  }

  private create(form: URLSearchParams): Response {
    const amount = Number(form.get("amount"));
    const currency = form.get("currency") ?? "";
    if (!Number.isInteger(amount) || amount < 1 || !/^[a-z]{3}$/.test(currency)) {
      return this.json(400, {
        error: { type: "invalid_request_error", code: "parameter_invalid_integer", param: "amount" },
      });
    }
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const field = k.match(/^metadata\[(.+)\]$/);
      if (field) metadata[field[1]!] = v;
    }
    const id = `pi_fake${++this.seq}`;
    const intent: Intent = {
      id,
      object: "payment_intent",
      amount,
      currency,
      status: "requires_payment_method",
      livemode: this.livemode,
      client_secret: `${id}_secret_fake`,
      payment_method: form.get("payment_method"),
      last_payment_error: null,
      metadata,
      amount_refunded: 0,
      customer: form.get("customer"),
      off_session: form.get("off_session") === "true",
    };
    this.intents.set(id, intent);
    if (form.get("confirm") === "true" && intent.payment_method)
      return this.confirm(intent, intent.payment_method);
    if (intent.payment_method) intent.status = "requires_confirmation";
    return this.json(200, intent);
  }

  private confirm(intent: Intent, paymentMethod: string): Response {
    if (intent.status === "succeeded") {
      return this.json(400, {
        error: {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: "You cannot confirm this PaymentIntent because it has already succeeded.",
          payment_intent: intent,
        },
      });
    }
    const owner = this.attached.get(paymentMethod);
    if (owner && intent.customer !== owner) {
      return this.json(400, {
        error: {
          type: "invalid_request_error",
          message:
            "The provided PaymentMethod belongs to a Customer; please include the Customer in the customer parameter on the PaymentIntent.",
        },
      });
    }
    intent.payment_method = paymentMethod;
    const decline = DECLINES[paymentMethod];
    if (decline) {
      const error = { type: "card_error", ...decline };
      intent.status = "requires_payment_method";
      intent.last_payment_error = error;
      return this.json(402, { error: { ...error, payment_intent: intent } });
    }
    if (paymentMethod === "pm_card_authenticationRequired") {
      intent.status = "requires_action";
      return this.json(200, intent);
    }
    intent.status = "succeeded";
    intent.last_payment_error = null;
    this.charges++;
    return this.json(200, intent);
  }

  private customer(form: URLSearchParams): Response {
    const paymentMethod = form.get("payment_method");
    if (paymentMethod && DECLINED_AT_ATTACH.has(paymentMethod)) {
      return this.json(402, { error: { type: "card_error", ...DECLINES[paymentMethod] } });
    }
    if (paymentMethod && this.attached.has(paymentMethod)) {
      return this.json(400, {
        error: {
          type: "invalid_request_error",
          message: "The payment method you provided has already been attached to a customer.",
        },
      });
    }
    const id = `cus_fake${++this.seq}`;
    this.customers.set(id, { email: form.get("email") });
    if (paymentMethod) this.attached.set(paymentMethod, id);
    return this.json(200, { id, object: "customer", email: form.get("email") });
  }

  private refund(form: URLSearchParams): Response {
    const intent = this.intents.get(form.get("payment_intent") ?? "");
    if (!intent) return this.missing(form.get("payment_intent") ?? "");
    const amount = form.has("amount") ? Number(form.get("amount")) : intent.amount - intent.amount_refunded;
    if (intent.status !== "succeeded" || amount < 1 || amount > intent.amount - intent.amount_refunded) {
      return this.json(400, { error: { type: "invalid_request_error", code: "charge_already_refunded" } });
    }
    intent.amount_refunded += amount;
    return this.json(200, {
      id: `re_fake${++this.seq}`,
      object: "refund",
      amount,
      payment_intent: intent.id,
      status: "succeeded",
    });
  }
}
