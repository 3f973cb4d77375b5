// Who takes the money. A checkout talks to a PaymentProvider only; two adapters: Stripe's
// PaymentIntents API when the STRIPE_SECRET_KEY secret is set (stripe.ts), else the test provider
// (test-provider.ts), which keeps its payments in D1 and knows a success card and a decline card,
// so a fresh checkout takes no real money. select.ts picks one.
//
// Every call that can move money carries an idempotency key: the same key answers the same result
// and charges (or refunds) at most once, so a retried checkout never charges twice. A checkout that
// lost its answer (a crash after the charge) calls createPayment again with the same key, or
// retrievePayment with the id it stored, to learn what happened.
import { PAYMENT_FAILED } from "./messages";

export type PaymentStatus =
  /** The money is taken. */
  | "succeeded"
  /** The provider is still working on it (some banks, some methods); retrieve it later. */
  | "processing"
  /** The customer must do something first (3-D Secure); the checkout shows it and confirms again. */
  | "requires_action"
  /** Created, not yet confirmed with a payment method (or a confirmation failed: try another card). */
  | "requires_payment_method"
  | "canceled";

export interface Payment {
  /** The provider's id: "pi_…" at Stripe, "testpay_…" for the test provider. */
  id: string;
  provider: PaymentProviderKind;
  status: PaymentStatus;
  /** In minor units of `currency` (ISO 4217, upper case), as everywhere in Atelier. */
  amountMinor: number;
  currency: string;
  /** True for the test provider and for Stripe test keys: the order is marked testMode. */
  testMode: boolean;
  /** Sum of the refunds so far, when the provider reports it. */
  refundedMinor?: number;
  /** For requires_action: the secret the browser's Stripe.js needs to finish 3-D Secure. */
  clientSecret?: string;
}

export interface Refund {
  id: string;
  paymentId: string;
  amountMinor: number;
  status: "succeeded" | "pending" | "failed";
}

/** Why a call did not succeed, with a message the checkout can show as it is. */
export type PaymentError =
  /** The card was refused; `message` says what to do (payments/messages.ts). */
  | { kind: "declined"; code: string; message: string; paymentId?: string }
  /** Worth another try with the same idempotency key (network, 429, 5xx, a key still in flight). */
  | { kind: "retryable"; message: string; detail: string }
  /** Our request was wrong (a reused key with other parameters, an unknown id): a bug, not the customer. */
  | { kind: "invalid"; message: string; detail: string };

export type PaymentResult<T> = { ok: true; value: T } | { ok: false; error: PaymentError };

export interface CreatePaymentInput {
  amountMinor: number;
  currency: string;
  /**
   * What pays: for Stripe a PaymentMethod id made in the browser by Stripe.js ("pm_…"; card
   * numbers never reach the worker), for the test provider a test card number.
   * Without one the payment is created unconfirmed (requires_payment_method).
   */
  paymentMethod?: string;
  /** E.g. "checkout:<order id>": the same key twice creates and charges once. */
  idempotencyKey: string;
  /** The customer whose saved payment method pays (createCustomer): subscriptions. */
  customerId?: string;
  description?: string;
  /** Stored with the payment (order id, website id) to find it from the provider's dashboard. */
  metadata?: Record<string, string>;
}

export interface ConfirmPaymentInput {
  paymentId: string;
  paymentMethod: string;
  idempotencyKey: string;
  /** The customer is not there (a renewal charged by the Cron Trigger): the bank cannot ask them anything. */
  offSession?: boolean;
}

export interface CreateCustomerInput {
  email: string;
  /** The card to save for later charges, as createPayment takes it. */
  paymentMethod: string;
  /** E.g. "customer:<checkout id>": the same key twice makes one customer. */
  idempotencyKey: string;
}

/** A customer with a saved payment method that later payments may charge without them. */
export interface Customer {
  id: string;
  /** The saved method's id, to pass as `paymentMethod` (with `customerId`) to later payments. */
  paymentMethodId: string;
}

export interface RefundInput {
  paymentId: string;
  /** Omitted: refund what is left of the payment. */
  amountMinor?: number;
  /** E.g. "refund:<order id>": the same key twice refunds once. */
  idempotencyKey: string;
}

export type PaymentProviderKind = "stripe" | "test";

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Creates a payment and, given a payment method, confirms it in the same call. */
  createPayment(input: CreatePaymentInput): Promise<PaymentResult<Payment>>;
  /** Confirms a created payment (a second card after a decline, after 3-D Secure). */
  confirmPayment(input: ConfirmPaymentInput): Promise<PaymentResult<Payment>>;
  /** The payment as the provider sees it now: how a checkout that lost its answer recovers. */
  retrievePayment(paymentId: string): Promise<PaymentResult<Payment>>;
  refundPayment(input: RefundInput): Promise<PaymentResult<Refund>>;
  /** Saves a payment method under a new customer, for charges made later without them (renewals). */
  createCustomer(input: CreateCustomerInput): Promise<PaymentResult<Customer>>;
}

/** A malformed amount or currency is our bug, refused before any provider sees it. */
export function amountProblem(amountMinor: number, currency: string): PaymentError | undefined {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 1) {
    return {
      kind: "invalid",
      message: PAYMENT_FAILED,
      detail: `amount must be a positive integer: ${amountMinor}`,
    };
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    return {
      kind: "invalid",
      message: PAYMENT_FAILED,
      detail: `currency must be an ISO 4217 code: ${currency}`,
    };
  }
  return undefined;
}

export const failed = <T>(error: PaymentError): PaymentResult<T> => ({ ok: false, error });
export const succeeded = <T>(value: T): PaymentResult<T> => ({ ok: true, value });
