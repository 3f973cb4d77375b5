// The email a sign-up gets when its variant is back in stock, as text and escaped HTML. The words
// are ours (the spec does not show them); English for now, whatever the sign-up's language.
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";

export interface RestockEmailContent {
  subject: string;
  textBody: string;
  htmlBody: string;
}

export function restockEmailContent(input: {
  productTitle: string;
  /** Option values of the variant, e.g. { Size: "M", Colour: "Indigo" }. */
  attributes: Record<string, string>;
  siteTitle: string;
  productUrl: string;
}): RestockEmailContent {
  const options = Object.values(input.attributes).join(" / ");
  const item = options ? `${input.productTitle} (${options})` : input.productTitle;
  const subject = `${input.productTitle} is back in stock`;
  return {
    subject,
    textBody: `Good news: ${item} is back in stock at ${input.siteTitle}.\n\n${input.productUrl}`,
    htmlBody:
      `<p>Good news: ${escapeHtml(item)} is back in stock at ${escapeHtml(input.siteTitle)}.</p>` +
      `<p><a href="${escapeHtmlAttribute(input.productUrl)}">${escapeHtml(input.productTitle)}</a></p>`,
  };
}
