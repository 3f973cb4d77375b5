// The email that a subscription has started: what it is, what it costs and when, and the cancel
// link (the only place its token is written down). One per subscription (its idempotency key).
import { formatMinorUnits } from "../commerce/money";
import type { SubscriptionRow } from "../db/subscriptions";
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";
import { cancelPagePath } from "./paths";
import { billingDateText, subscriptionPriceText } from "./terms-text";

export const startedEmailKey = (subscriptionId: string) => `subscription-started:${subscriptionId}`;

export function startedEmailContent(
  sub: SubscriptionRow,
  nextBillingOn: number | null,
  cancelToken: string,
  siteTitle: string,
  locale: string,
) {
  const price = formatMinorUnits(sub.unitPriceCents * sub.quantity, sub.currency, locale);
  const terms = subscriptionPriceText(sub.plan, price);
  const next = nextBillingOn
    ? `Your next payment is on ${billingDateText(nextBillingOn, locale)}.`
    : "That was its only payment.";
  const link = sub.origin + cancelPagePath(sub.id, cancelToken);
  const what = `${sub.quantity} × ${sub.title}`;
  return {
    subject: `Your subscription to ${sub.title} from ${siteTitle}`,
    textBody:
      `Thank you for subscribing at ${siteTitle}.\n\n${what}: ${terms} (plus shipping and tax).\n${next}\n\n` +
      `To cancel, open this link: ${link}`,
    htmlBody:
      `<p>Thank you for subscribing at ${escapeHtml(siteTitle)}.</p>` +
      `<p>${escapeHtml(what)}: ${escapeHtml(terms)} (plus shipping and tax).</p>` +
      `<p>${escapeHtml(next)}</p>` +
      `<p><a href="${escapeHtmlAttribute(link)}">Cancel your subscription</a></p>`,
  };
}
