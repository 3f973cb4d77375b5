// The double opt-in email: a confirm link and an unsubscribe link, both carrying the token.
import type { OutboxEmail } from "../email/outbox";
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";
import {
  CONFIRM_LINK_TEXT,
  confirmationIntro,
  confirmationSubject,
  IGNORE_IF_NOT_YOU,
  UNSUBSCRIBE_LINK_TEXT,
} from "./messages";

export const CONFIRM_PATH = "/newsletter/confirm";
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export const newsletterLink = (origin: string, path: string, token: string) =>
  `${origin}${path}?token=${encodeURIComponent(token)}`;

export function confirmationEmail(args: {
  websiteId: string;
  siteTitle: string;
  to: string;
  origin: string;
  token: string;
  /** One email per token: a redelivered request never sends twice. */
  tokenHash: string;
}): OutboxEmail {
  const confirm = newsletterLink(args.origin, CONFIRM_PATH, args.token);
  const unsubscribe = newsletterLink(args.origin, UNSUBSCRIBE_PATH, args.token);
  const intro = confirmationIntro(args.siteTitle);
  return {
    websiteId: args.websiteId,
    to: args.to,
    subject: confirmationSubject(args.siteTitle),
    textBody: `${intro}\n\n${confirm}\n\n${IGNORE_IF_NOT_YOU}\n\n${UNSUBSCRIBE_LINK_TEXT}: ${unsubscribe}`,
    htmlBody:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtmlAttribute(confirm)}">${escapeHtml(CONFIRM_LINK_TEXT)}</a></p>` +
      `<p>${escapeHtml(IGNORE_IF_NOT_YOU)}</p>` +
      `<p><a href="${escapeHtmlAttribute(unsubscribe)}">${escapeHtml(UNSUBSCRIBE_LINK_TEXT)}</a></p>`,
    idempotencyKey: `newsletter-confirm:${args.tokenHash}`,
  };
}
