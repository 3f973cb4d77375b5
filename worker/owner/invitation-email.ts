// The email inviting someone to contribute to a site, with the link to accept.
import type { OutboxEmail } from "../email/outbox";
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";

export const ACCEPT_PAGE_PATH = "/config/accept-invitation";

export function invitationEmail(args: {
  websiteId: string;
  siteTitle: string;
  to: string;
  roleLabel: string;
  invitedBy: string;
  origin: string;
  token: string;
  tokenHash: string;
}): OutboxEmail {
  const link = `${args.origin}${ACCEPT_PAGE_PATH}?token=${encodeURIComponent(args.token)}`;
  const who = args.invitedBy === "api" ? "You are invited" : `${args.invitedBy} has invited you`;
  const intro = `${who} to contribute to ${args.siteTitle} as ${args.roleLabel}. Accept within a week here:`;
  const ignore = "If you did not expect this, ignore this email.";
  return {
    websiteId: args.websiteId,
    to: args.to,
    subject: `You are invited to ${args.siteTitle}`,
    textBody: `${intro}\n\n${link}\n\n${ignore}`,
    htmlBody:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtmlAttribute(link)}">Accept the invitation</a></p>` +
      `<p>${escapeHtml(ignore)}</p>`,
    idempotencyKey: `invitation:${args.tokenHash}`,
  };
}
