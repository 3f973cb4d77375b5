// Issuing a gift card: a new code, the card row (hash, last 4, balance) and its email in the
// outbox, in one atomic batch, so a card is never issued without its email nor an email sent for a
// card that does not exist. Idempotent per issuance key (one per purchased gift card: order id,
// line and unit): a retry issues nothing new and returns the existing card, whose email was
// enqueued the first time. The caller dispatches `emailIds` once this has returned
// (worker/email/dispatch.ts); the sweep covers a failed dispatch.
import type { Db } from "../db/client";
import { findGiftCardByIssuance, insertGiftCard, type GiftCardRow } from "../db/gift-cards";
import { isConstraint } from "../db/stock";
import { newId } from "../email/outbox";
import { giftCardLast4, hashGiftCardCode, newGiftCardCode } from "./code";
import { enqueueGiftCardEmail } from "./email";

export interface IssueGiftCard {
  websiteId: string;
  amountMinor: number;
  currency: string;
  /** E.g. "<order id>:<line>:<unit>". */
  issuanceKey: string;
  /** Who gets the code by email (the buyer, or the recipient they named). */
  recipientEmail: string;
  siteTitle: string;
  storeUrl: string;
}

export type IssuedGiftCard =
  /** `code` is known only now: it goes to the email and may be shown once to the buyer. */
  | { issued: true; giftCard: GiftCardRow; code: string; emailIds: string[] }
  | { issued: false; giftCard: GiftCardRow; emailIds: [] };

export async function issueGiftCard(db: Db, input: IssueGiftCard, now = Date.now()): Promise<IssuedGiftCard> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1) {
    throw new RangeError("a gift card's amount must be a positive whole number of minor units");
  }
  // A new code's hash colliding with another card's is a 2^-80 event; one more try covers it.
  for (let attempt = 0; attempt < 2; attempt++) {
    const code = newGiftCardCode();
    const giftCard: GiftCardRow = {
      id: newId("gc"),
      websiteId: input.websiteId,
      codeHash: await hashGiftCardCode(code),
      last4: giftCardLast4(code),
      initialMinor: input.amountMinor,
      balanceMinor: input.amountMinor,
      currency: input.currency,
      recipientEmail: input.recipientEmail,
      issuanceKey: input.issuanceKey,
      createdOn: now,
    };
    const email = enqueueGiftCardEmail(
      db,
      {
        websiteId: input.websiteId,
        giftCardId: giftCard.id,
        to: input.recipientEmail,
        code,
        balanceMinor: input.amountMinor,
        currency: input.currency,
        siteTitle: input.siteTitle,
        storeUrl: input.storeUrl,
      },
      now,
    );
    try {
      await db.batch([insertGiftCard(db, giftCard), email.statement]);
      return { issued: true, giftCard, code, emailIds: [email.id] };
    } catch (error) {
      if (!isConstraint(error, "UNIQUE")) throw error;
      const existing = await findGiftCardByIssuance(db, input.issuanceKey);
      if (existing) return { issued: false, giftCard: existing, emailIds: [] };
    }
  }
  throw new Error("could not issue a gift card with a unique code");
}
