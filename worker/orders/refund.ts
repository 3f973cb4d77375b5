// The owner's refund of a placed order (docs/checkout.md, Refunds): an amount (or the value of
// chosen lines, or everything left), back to the card through the payment provider or as a new
// gift card emailed to the buyer. The amount is reserved on the order first (one batch under the
// refundable check, worker/db/order-changes.ts); then the money moves with an idempotency key
// derived from the refund's key, so a retry with the same key never refunds twice.
import { mulDivRound } from "../pricing/rounding";
import { shownLineTotalCents } from "../pricing/tax-display";
import type { Db } from "../db/client";
import { findWebsiteById } from "../db/hosts";
import {
  failRefund,
  findRefund,
  refundsOf,
  reserveRefund,
  settleRefund,
  type RefundRow,
} from "../db/order-changes";
import { findOrder, orderLinesOf, type OrderRow } from "../db/orders";
import { dispatchEmails } from "../email/dispatch";
import { newId } from "../email/outbox";
import { issueGiftCard } from "../gift-cards/issue";
import { formatMinorUnits } from "../commerce/money";
import type { OrderDeps } from "./settle";
import type { RefundInput } from "./owner-schemas";
import { enqueueUpdate, refundedEmail } from "./update-emails";
import { REFUNDABLE_STATUSES } from "./status";
import { cannotMove } from "./owner-messages";

export type RefundOutcome =
  { ok: true; order: OrderRow; refund: RefundRow } | { ok: false; status: 400 | 409 | 503; message: string };

export const REFUND_RETRY =
  "The refund could not be completed just now. Try again in a moment; the customer will not be refunded twice.";
export const NOT_PAID_BY_CARD = "Nothing of this order was paid by card: refund it as a gift card.";
export const refundTooLarge = (cents: number, currency: string, toCard: boolean) =>
  toCard
    ? `You can refund at most ${formatMinorUnits(cents, currency, "en-US")} of this order to the card.`
    : `You can refund at most ${formatMinorUnits(cents, currency, "en-US")} of this order.`;
export const unknownLine = (position: number) => `This order has no line ${position}.`;
export const tooManyOfLine = (position: number, left: number) =>
  `Line ${position} has ${left} left to refund.`;

const left = (order: OrderRow, toCard: boolean) =>
  toCard
    ? Math.min(
        order.grandTotalCents - order.refundedCents,
        order.amountDueCents - order.refundedToPaymentCents,
      )
    : order.grandTotalCents - order.refundedCents;

/** What the chosen lines are worth, or a message for a line that cannot be refunded. */
async function linesValue(
  db: Db,
  order: OrderRow,
  chosen: NonNullable<RefundInput["lines"]>,
  earlier: readonly RefundRow[],
): Promise<{ cents: number } | { message: string }> {
  const lines = await orderLinesOf(db, order.id);
  let cents = 0;
  for (const pick of chosen) {
    const line = lines.find((l) => l.position === pick.position);
    if (!line) return { message: unknownLine(pick.position) };
    const refunded = earlier
      .filter((r) => r.status !== "failed")
      .flatMap((r) => r.lines ?? [])
      .filter((l) => l.position === pick.position)
      .reduce((n, l) => n + l.quantity, 0);
    const chosenBefore = chosen
      .slice(0, chosen.indexOf(pick))
      .filter((l) => l.position === pick.position)
      .reduce((n, l) => n + l.quantity, 0);
    if (pick.quantity + chosenBefore > line.quantity - refunded) {
      return { message: tooManyOfLine(pick.position, Math.max(0, line.quantity - refunded - chosenBefore)) };
    }
    // What the buyer saw and paid for the line: with VAT where it was shown with it (docs/taxes.md).
    cents += mulDivRound(shownLineTotalCents(line), pick.quantity, line.quantity);
  }
  return { cents };
}

export async function refundOrder(
  deps: OrderDeps,
  order: OrderRow,
  input: RefundInput,
  actor: string,
): Promise<RefundOutcome> {
  const { db } = deps;
  const key = input.refundKey ?? newId("rk");
  const replay = await findRefund(db, order.id, key);
  if (replay) return finish(deps, order, replay);

  if (!(REFUNDABLE_STATUSES as readonly string[]).includes(order.status)) {
    return { ok: false, status: 409, message: cannotMove(order.status, "refunded") };
  }
  const toCard = input.to === "payment";
  if (toCard && !order.paymentId) return { ok: false, status: 409, message: NOT_PAID_BY_CARD };
  let amount = input.amountCents;
  if (input.lines?.length) {
    // Lines the owner chose: their value is the amount unless one was given (a partial refund).
    const value = await linesValue(db, order, input.lines, await refundsOf(db, order.id));
    if ("message" in value) return { ok: false, status: 400, message: value.message };
    amount ??= value.cents;
  }
  amount ??= left(order, toCard);
  const most = left(order, toCard);
  if (amount < 1 || amount > most) {
    if (toCard && order.amountDueCents - order.refundedToPaymentCents < 1) {
      return { ok: false, status: 409, message: NOT_PAID_BY_CARD };
    }
    return { ok: false, status: 409, message: refundTooLarge(Math.max(0, most), order.currency, toCard) };
  }

  const id = newId("rfd");
  const reserved = await reserveRefund(db, {
    id,
    orderId: order.id,
    websiteId: order.websiteId,
    key,
    method: toCard ? "payment" : "gift_card",
    amountCents: amount,
    lines: input.lines?.length ? input.lines : null,
    actor,
    now: deps.now(),
  });
  if (!reserved) {
    // A racing change got there first: the same key, another refund, a cancel.
    const again = await findRefund(db, order.id, key);
    if (again) return finish(deps, order, again);
    const now = (await findOrder(db, order.websiteId, order.id))!;
    if (!(REFUNDABLE_STATUSES as readonly string[]).includes(now.status)) {
      return { ok: false, status: 409, message: cannotMove(now.status, "refunded") };
    }
    return {
      ok: false,
      status: 409,
      message: refundTooLarge(Math.max(0, left(now, toCard)), now.currency, toCard),
    };
  }
  return finish(deps, reserved, (await findRefund(db, order.id, key))!);
}

/** Moves the money of a pending refund (or answers a settled one as it is). */
async function finish(deps: OrderDeps, order: OrderRow, refund: RefundRow): Promise<RefundOutcome> {
  const { db } = deps;
  const current = async () => (await findOrder(db, order.websiteId, order.id))!;
  if (refund.status === "succeeded") return { ok: true, order: await current(), refund };
  if (refund.status === "failed") return { ok: false, status: 409, message: REFUND_FAILED };

  if (refund.method === "gift_card") {
    const site = await findWebsiteById(db, order.websiteId);
    const issued = await issueGiftCard(
      db,
      {
        websiteId: order.websiteId,
        amountMinor: refund.amountCents,
        currency: order.currency,
        issuanceKey: `refund:${order.id}:${refund.key}`,
        recipientEmail: order.email,
        siteTitle: site?.title ?? "",
        storeUrl: `${order.origin}/`,
      },
      deps.now(),
    );
    await settleRefund(db, refund.id, { giftCardId: issued.giftCard.id });
    if (deps.emails && issued.emailIds.length > 0) await dispatchEmails(deps.emails, issued.emailIds);
  } else {
    const paid = await deps.payments.refundPayment({
      paymentId: order.paymentId!,
      amountMinor: refund.amountCents,
      idempotencyKey: `refund:${order.id}:${refund.key}`,
    });
    if (!paid.ok) {
      if (paid.error.kind === "retryable") return { ok: false, status: 503, message: REFUND_RETRY };
      console.error("refund refused by the payment provider", order.id, paid.error);
      await failRefund(db, refund, deps.now());
      return { ok: false, status: 409, message: REFUND_FAILED };
    }
    await settleRefund(db, refund.id, { providerRefundId: paid.value.id });
    const now = await current();
    const emailId = await enqueueUpdate(db, await refundedEmail(db, now, refund), deps.now());
    if (deps.emails && emailId) await dispatchEmails(deps.emails, [emailId]);
  }
  return { ok: true, order: await current(), refund: (await findRefund(db, order.id, refund.key))! };
}

export const REFUND_FAILED = "The payment provider refused this refund. Nothing was refunded.";
