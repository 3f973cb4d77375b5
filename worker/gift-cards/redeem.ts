// Paying with a gift card at checkout: find the card by the code the visitor typed, then take what
// the order asks of it (the smaller of the balance and the amount due) through the conditional
// debit in worker/db/gift-cards.ts. A card pays part of one order and the rest of its balance on
// later ones. A failed order gives its debit back with reverseGiftCardDebit; the order id is then
// spent for that card, so a new attempt uses a new order id.
import type { Db } from "../db/client";
import { debitGiftCard, findGiftCardByHash, type DebitResult, type GiftCardRow } from "../db/gift-cards";
import { hashGiftCardCode, normalizeGiftCardCode } from "./code";
import { GIFT_CARD_BALANCE_CHANGED, GIFT_CARD_NOT_FOUND, GIFT_CARD_WRONG_CURRENCY } from "./messages";

export { reverseGiftCardDebit } from "../db/gift-cards";

/** The card a typed code names on this website, if any. */
export async function findGiftCardByCode(
  db: Db,
  websiteId: string,
  typed: string,
): Promise<GiftCardRow | undefined> {
  const code = normalizeGiftCardCode(typed);
  if (!code) return undefined;
  return findGiftCardByHash(db, websiteId, await hashGiftCardCode(code));
}

/** What the card pays of an order: all of the amount due, or all of its balance. */
export const giftCardShare = (balanceMinor: number, dueMinor: number) =>
  Math.max(0, Math.min(balanceMinor, dueMinor));

/** The checkout's words for a debit that did not go through. */
export function debitFailureMessage(result: Extract<DebitResult, { ok: false }>): string {
  switch (result.reason) {
    case "not_found":
      return GIFT_CARD_NOT_FOUND;
    case "wrong_currency":
      return GIFT_CARD_WRONG_CURRENCY;
    default:
      return GIFT_CARD_BALANCE_CHANGED;
  }
}

/**
 * Debits the card for the order: `amountMinor` exactly (the share the checkout showed). If the
 * balance fell meanwhile, nothing is taken and the result says "insufficient": the checkout shows
 * GIFT_CARD_BALANCE_CHANGED with the new balance rather than quietly charging the card less.
 */
export function redeemGiftCard(
  db: Db,
  card: Pick<GiftCardRow, "id" | "websiteId">,
  order: { id: string; currency: string },
  amountMinor: number,
): Promise<DebitResult> {
  return debitGiftCard(db, {
    websiteId: card.websiteId,
    giftCardId: card.id,
    orderId: order.id,
    amountMinor,
    currency: order.currency,
  });
}
