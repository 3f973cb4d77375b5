// The email with an owner's link to choose a new password.
import type { OutboxEmail } from "../email/outbox";
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";

export const RESET_PAGE_PATH = "/config/reset-password";

export const resetLink = (origin: string, token: string) =>
  `${origin}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;

export function passwordResetEmail(args: {
  websiteId: string;
  siteTitle: string;
  to: string;
  origin: string;
  token: string;
  /** One email per token, whatever retries happen. */
  tokenHash: string;
}): OutboxEmail {
  const link = resetLink(args.origin, args.token);
  const intro = `Someone asked to reset the password of your account on ${args.siteTitle}. Choose a new password here within the hour:`;
  const ignore = "If it was not you, ignore this email: your password stays as it is.";
  return {
    websiteId: args.websiteId,
    to: args.to,
    subject: `Reset your password for ${args.siteTitle}`,
    textBody: `${intro}\n\n${link}\n\n${ignore}`,
    htmlBody:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtmlAttribute(link)}">Choose a new password</a></p>` +
      `<p>${escapeHtml(ignore)}</p>`,
    idempotencyKey: `password-reset:${args.tokenHash}`,
  };
}
