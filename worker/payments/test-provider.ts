// The test payment provider: the default while no STRIPE_SECRET_KEY is set. It takes no money; it
// answers like a card network that knows a few test cards (Stripe's numbers, so the same habits
// work against Stripe in test mode), and keeps its payments in D1 (worker/db/test-payments.ts) so
// an idempotency key is honoured across requests: the same key answers the first result, declines
// included, and charges once. Every payment it makes is testMode.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { testPayments } from "../db/schema";
import {
  answerOnce,
  findTestPayment,
  insertTestPayment,
  refundTestPaymentWrites,
  storedAnswer,
  storedAnswerQuery,
  answerOf,
  confirmOnce,
  type TestPaymentRow,
} from "../db/test-payments";
import { isConstraint } from "../db/stock";
import { newId } from "../email/outbox";
import { declineMessage, PAYMENT_FAILED, TEST_CARD_ONLY } from "./messages";
import {
  amountProblem,
  failed,
  succeeded,
  type Payment,
  type PaymentError,
  type PaymentProvider,
  type PaymentResult,
  type Refund,
  type Customer,
} from "./provider";

/** The test cards, by number (spaces and dashes ignored) or by Stripe's test PaymentMethod id. */
export const TEST_CARDS = {
  success: "4242 4242 4242 4242",
  decline: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
} as const;

type CardOutcome =
  | { ok: true; last4: string }
  | { ok: false; code: string; declineCode?: string; message: string; last4: string | null };

const digits = (card: string) => card.replace(/[\s-]/g, "");

/** What a saved test card is called once saved: Stripe's test PaymentMethod id for that card. */
const SAVED_CARDS: Record<string, string> = {
  "4242": "pm_card_visa",
  "0002": "pm_card_chargeDeclined",
  "9995": "pm_card_chargeDeclinedInsufficientFunds",
};

export function testCardOutcome(paymentMethod: string): CardOutcome {
  const card = digits(paymentMethod);
  if (card === digits(TEST_CARDS.success) || card === "pm_card_visa") return { ok: true, last4: "4242" };
  if (card === digits(TEST_CARDS.decline) || card === "pm_card_chargeDeclined") {
    return {
      ok: false,
      code: "card_declined",
      declineCode: "generic_decline",
      message: declineMessage("card_declined", "generic_decline"),
      last4: "0002",
    };
  }
  if (card === digits(TEST_CARDS.insufficientFunds) || card === "pm_card_chargeDeclinedInsufficientFunds") {
    return {
      ok: false,
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: declineMessage("card_declined", "insufficient_funds"),
      last4: "9995",
    };
  }
  return { ok: false, code: "test_card_only", message: TEST_CARD_ONLY, last4: null };
}

function paymentOf(row: TestPaymentRow): Payment {
  return {
    id: row.id,
    provider: "test",
    status: row.status,
    amountMinor: row.amountMinor,
    currency: row.currency,
    testMode: true,
    refundedMinor: row.refundedMinor,
  };
}

const invalid = (detail: string): PaymentError => ({ kind: "invalid", message: PAYMENT_FAILED, detail });

/** The parameters of a call, hashed: a key reused with other parameters is refused. */
async function fingerprint(operation: string, params: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([operation, params]));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

const REUSED_KEY = (key: string) => invalid(`idempotency key ${key} was used before with other parameters`);

/** Replays the first answer for the key, or refuses a key reused with other parameters. */
async function replay<T>(db: Db, key: string, print: string): Promise<PaymentResult<T> | undefined> {
  const stored = await storedAnswer<PaymentResult<T>>(db, key, print);
  if (!stored) return undefined;
  return stored.sameRequest ? stored.answer : failed(REUSED_KEY(key));
}

async function once<T>(
  db: Db,
  key: string,
  print: string,
  answer: PaymentResult<T>,
  writes: Parameters<typeof answerOnce>[4],
): Promise<PaymentResult<T>> {
  const stored = await answerOnce(db, key, print, answer, writes);
  if (stored.first || stored.sameRequest) return stored.answer;
  return failed(REUSED_KEY(key));
}

export function testPaymentProvider(db: Db): PaymentProvider {
  return {
    kind: "test",

    async createPayment(input) {
      const problem = amountProblem(input.amountMinor, input.currency);
      if (problem) return failed(problem);
      const print = await fingerprint("create", {
        amountMinor: input.amountMinor,
        currency: input.currency,
        paymentMethod: input.paymentMethod ? digits(input.paymentMethod) : null,
        customerId: input.customerId ?? null,
        description: input.description ?? null,
        metadata: input.metadata ?? {},
      });
      // No read first: the key's insert in once() finds a first answer, if there is one.
      const outcome = input.paymentMethod === undefined ? undefined : testCardOutcome(input.paymentMethod);
      const row: TestPaymentRow = {
        id: newId("testpay"),
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: outcome?.ok ? "succeeded" : "requires_payment_method",
        cardLast4: outcome?.last4 ?? null,
        declineCode: outcome && !outcome.ok ? (outcome.declineCode ?? outcome.code) : null,
        refundedMinor: 0,
        description: input.description ?? null,
        metadata: input.metadata ?? {},
        createdOn: Date.now(),
      };
      const answer: PaymentResult<Payment> =
        outcome && !outcome.ok
          ? failed({ kind: "declined", code: row.declineCode!, message: outcome.message, paymentId: row.id })
          : succeeded(paymentOf(row));
      return once(db, input.idempotencyKey, print, answer, [insertTestPayment(db, row)]);
    },

    async confirmPayment(input) {
      const print = await fingerprint("confirm", {
        paymentId: input.paymentId,
        paymentMethod: digits(input.paymentMethod),
      });
      // The key's first answer and the payment in one round trip.
      const [requests, payments] = await db.batch([
        storedAnswerQuery(db, input.idempotencyKey),
        db.select().from(testPayments).where(eq(testPayments.id, input.paymentId)),
      ]);
      const earlier = answerOf<PaymentResult<Payment>>(requests[0], print);
      if (earlier) return earlier.sameRequest ? earlier.answer : failed(REUSED_KEY(input.idempotencyKey));
      const row = payments[0];
      if (!row) return failed(invalid(`no test payment ${input.paymentId}`));
      if (row.status !== "requires_payment_method") {
        // A racing call with this very key may have confirmed it since the replay above.
        const late = await replay<Payment>(db, input.idempotencyKey, print);
        if (late) return late;
        return failed(invalid(`test payment ${row.id} is ${row.status} and cannot be confirmed`));
      }
      const outcome = testCardOutcome(input.paymentMethod);
      const next: TestPaymentRow = outcome.ok
        ? { ...row, status: "succeeded", cardLast4: outcome.last4, declineCode: null }
        : { ...row, cardLast4: outcome.last4, declineCode: outcome.declineCode ?? outcome.code };
      const answer: PaymentResult<Payment> = outcome.ok
        ? succeeded(paymentOf(next))
        : failed({ kind: "declined", code: next.declineCode!, message: outcome.message, paymentId: row.id });
      const stored = await confirmOnce(db, input.idempotencyKey, print, answer, row.id, next);
      if (stored === "lost") return failed(invalid(`test payment ${row.id} was confirmed meanwhile`));
      return stored.sameRequest ? stored.answer : failed(REUSED_KEY(input.idempotencyKey));
    },

    async createCustomer(input) {
      const print = await fingerprint("customer", {
        email: input.email,
        paymentMethod: digits(input.paymentMethod),
      });
      const earlier = await replay<Customer>(db, input.idempotencyKey, print);
      if (earlier) return earlier;
      // Any test card is saved (as Stripe saves a card that charges will decline); others are refused.
      const outcome = testCardOutcome(input.paymentMethod);
      const saved = outcome.last4 === null ? undefined : SAVED_CARDS[outcome.last4];
      const answer: PaymentResult<Customer> = saved
        ? succeeded({ id: newId("testcus"), paymentMethodId: saved })
        : failed({ kind: "declined", code: "test_card_only", message: TEST_CARD_ONLY });
      return once(db, input.idempotencyKey, print, answer, []);
    },

    async retrievePayment(paymentId) {
      const row = await findTestPayment(db, paymentId);
      return row ? succeeded(paymentOf(row)) : failed(invalid(`no test payment ${paymentId}`));
    },

    async refundPayment(input) {
      const print = await fingerprint("refund", {
        paymentId: input.paymentId,
        amountMinor: input.amountMinor ?? null,
      });
      const earlier = await replay<Refund>(db, input.idempotencyKey, print);
      if (earlier) return earlier;
      const row = await findTestPayment(db, input.paymentId);
      if (!row) return failed(invalid(`no test payment ${input.paymentId}`));
      if (row.status !== "succeeded") return failed(invalid(`test payment ${row.id} has taken no money`));
      const amountMinor = input.amountMinor ?? row.amountMinor - row.refundedMinor;
      if (
        !Number.isSafeInteger(amountMinor) ||
        amountMinor < 1 ||
        amountMinor > row.amountMinor - row.refundedMinor
      ) {
        return failed(invalid(`cannot refund ${amountMinor} of test payment ${row.id}`));
      }
      const refund: Refund = { id: newId("testrefund"), paymentId: row.id, amountMinor, status: "succeeded" };
      try {
        return await once(
          db,
          input.idempotencyKey,
          print,
          succeeded(refund),
          refundTestPaymentWrites(db, { id: refund.id, paymentId: row.id, amountMinor }),
        );
      } catch (error) {
        // Another refund got there first and this one would exceed the payment.
        if (isConstraint(error, "CHECK"))
          return failed(invalid(`cannot refund ${amountMinor} of test payment ${row.id}`));
        throw error;
      }
    },
  };
}
