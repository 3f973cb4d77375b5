// The owner's cancel of a paid order (docs/checkout.md, Cancelling): paid → cancelling by one
// conditional UPDATE (the loser of a race gets a 409), then everything the order took goes back
// as a failed checkout's does (settle.ts giveBack: stock, coupon uses, the gift card's balance,
// the card payment refunded in full with the key `refund:<order id>:cancelled`), then cancelled
// and the buyer's email. A refund the provider could not make now leaves the order cancelling: a
// second cancel (or the order sweep) finishes it with the same key, so nothing is refunded twice.
import { beginOwnerCancel, recordCancelRefund } from "../db/order-changes";
import { findOrder, finishCancel, type OrderRow } from "../db/orders";
import { findGiftCard } from "../db/gift-cards";
import { dispatchEmails } from "../email/dispatch";
import { cannotMove } from "./owner-messages";
import { giveBack, type OrderDeps } from "./settle";
import { cancelledEmail, enqueueUpdate } from "./update-emails";

export const CANCEL_REFUND_PENDING =
  "The order is being cancelled, but its payment could not be refunded just now. Cancel it again in a moment; the customer will not be refunded twice.";

export type CancelOutcome = { ok: true; order: OrderRow } | { ok: false; status: 409 | 503; message: string };

export async function cancelPlacedOrder(
  deps: OrderDeps,
  order: OrderRow,
  actor: string,
): Promise<CancelOutcome> {
  const { db } = deps;
  // A placed order in `cancelling` is an owner's cancel that stopped half way: resume it.
  if (order.status !== "cancelling") {
    if (order.status !== "paid" || !(await beginOwnerCancel(db, order.id, deps.now()))) {
      const now = order.status === "paid" ? (await findOrder(db, order.websiteId, order.id))! : order;
      return { ok: false, status: 409, message: cannotMove(now.status, "cancelled") };
    }
  }
  const cancelling = (await findOrder(db, order.websiteId, order.id))!;
  const refund = await giveBack(deps, cancelling);
  if (refund && !refund.ok) return { ok: false, status: 503, message: CANCEL_REFUND_PENDING };
  if (refund?.ok) await recordCancelRefund(db, cancelling, refund.value.id, actor, deps.now());
  await finishCancel(db, cancelling.id, deps.now());

  const cancelled = (await findOrder(db, order.websiteId, order.id))!;
  const card = cancelled.giftCardId
    ? await findGiftCard(db, cancelled.websiteId, cancelled.giftCardId)
    : undefined;
  const emailId = await enqueueUpdate(db, await cancelledEmail(db, cancelled, card?.last4), deps.now());
  if (deps.emails && emailId) await dispatchEmails(deps.emails, [emailId]);
  return { ok: true, order: cancelled };
}
