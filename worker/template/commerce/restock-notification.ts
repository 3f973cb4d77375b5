// Restock sign-up forms of a product (`product-restock-notification`), one per variant view of
// its merchandising settings: call to action, email input, submit button, optional mailing-list
// opt-in and a captcha slot when the site has a captcha key.

import { isTruthy } from "../values";
import { escapeHtml } from "./html";
import type { Scope } from "./scope";

/** `scope` holds {product, views, messages, mailingListSignUpEnabled, mailingListOptInByDefault, captchaSiteKey}. */
export function restockNotification(scope: Scope): string {
  const productId = escapeHtml(scope.text("product", "id"));
  const message = (key: string) => escapeHtml(scope.text("messages", key));
  const views = scope.get("views");
  let out = "\n\n\n\n\n\n";
  if (!Array.isArray(views)) return out;
  for (const view of views) {
    const s = scope.with(view);
    out +=
      `\n<div class="product-restock-notification" data-product-id="${productId}" data-variant-id="${escapeHtml(s.text("variantId"))}"` +
      (isTruthy(s.get("hiddenByDefault")) ? " hidden" : "") +
      ">\n" +
      `  <span class="product-restock-cta">${message("CTAText")}</span>\n` +
      '  <form class="product-restock-form" action="#">\n' +
      `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${message("placeholderText")}">\n` +
      `    <input class="sqs-editable-button" type="submit" value="${message("buttonText")}">\n` +
      "  </form>\n" +
      (isTruthy(s.get("mailingListSignUpEnabled"))
        ? '  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"' +
          (isTruthy(s.get("mailingListOptInByDefault")) ? " checked" : "") +
          `>${message("mailingListDescription")}</label>`
        : "") +
      "\n" +
      (isTruthy(s.get("captchaSiteKey")) ? '  <div class="captcha-container"></div>' : "") +
      "\n</div>\n";
  }
  return out;
}
