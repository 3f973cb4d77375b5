// The email that delivers a gift card: its code and balance, as text and escaped HTML, enqueued
// through the outbox (worker/email/outbox.ts) so it is sent, retried and shown in the development
// mailbox like every other email. It is the only place the code is written down in full.
import { formatMinorUnits } from "../commerce/money";
import type { Db } from "../db/client";
import { enqueueEmail, newId } from "../email/outbox";
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";
import { formatGiftCardCode } from "./code";

export interface GiftCardEmailInput {
  websiteId: string;
  giftCardId: string;
  to: string;
  /** The code, unformatted; shown in groups. */
  code: string;
  balanceMinor: number;
  currency: string;
  siteTitle: string;
  /** Where to spend it: the store's home page. */
  storeUrl: string;
  locale?: string;
}

export function giftCardEmailContent(input: GiftCardEmailInput) {
  const code = formatGiftCardCode(input.code);
  const balance = formatMinorUnits(input.balanceMinor, input.currency, input.locale ?? "en-US");
  return {
    subject: `Your ${balance} gift card for ${input.siteTitle}`,
    textBody:
      `You have a ${balance} gift card for ${input.siteTitle}.\n\n` +
      `Gift card code: ${code}\nBalance: ${balance}\n\n` +
      `Enter the code at checkout. It can pay for several orders until the balance is spent.\n\n${input.storeUrl}`,
    htmlBody:
      `<p>You have a ${escapeHtml(balance)} gift card for ${escapeHtml(input.siteTitle)}.</p>` +
      `<p>Gift card code: <strong style="font-family:monospace">${escapeHtml(code)}</strong><br>` +
      `Balance: ${escapeHtml(balance)}</p>` +
      `<p>Enter the code at checkout. It can pay for several orders until the balance is spent.</p>` +
      `<p><a href="${escapeHtmlAttribute(input.storeUrl)}">${escapeHtml(input.siteTitle)}</a></p>`,
  };
}

/**
 * The outbox insert of the gift card email, not yet run: batch it with the card's insert. One
 * email per card (its idempotency key), however often issuing is retried.
 */
export function enqueueGiftCardEmail(
  db: Db,
  input: GiftCardEmailInput,
  now = Date.now(),
  id = newId("email"),
) {
  const email = {
    websiteId: input.websiteId,
    to: input.to,
    ...giftCardEmailContent(input),
    idempotencyKey: `gift-card:${input.giftCardId}`,
  };
  return { id, statement: enqueueEmail(db, email, now, id) };
}
