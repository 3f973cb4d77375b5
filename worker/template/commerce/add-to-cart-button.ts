// The add-to-cart button of a product (`add-to-cart-btn`). Labels fall back to the site's
// translations, then 'Add To Cart' or 'Subscribe' (spec section 8).

import { ADD_TO_CART_LABEL, SUBSCRIBE_LABEL } from "../../commerce/fallback-texts";
import { getChild, isTruthy, size } from "../values";
import { escapeHtml, jsonAttr } from "./html";
import type { Scope } from "./scope";

/** Markup of the button for the product at the top of `scope`. */
export function addToCartButton(scope: Scope): string {
  const content = scope.get("structuredContent");
  const inContent = (key: string) => getChild(content, key);
  const formId = inContent("additionalFieldsFormId");
  const form = inContent("additionalFieldsForm");
  const useCustom = inContent("useCustomAddButtonText");
  const customLabel = inContent("customAddButtonText");
  const productType = inContent("productType");
  const isSubscribable = inContent("isSubscribable");
  const options = scope.get("structuredContent", "productSubscriptionOptions");
  const withForm = isTruthy(formId) && isTruthy(form);
  const subscriptionOption = size(options) > 0 && isTruthy(isSubscribable);

  let label: string;
  if (isTruthy(useCustom) && isTruthy(customLabel)) label = text(customLabel);
  else if (isTruthy(isSubscribable))
    label = textOr(scope.get("localizedStrings", "productSubscribeText"), SUBSCRIBE_LABEL);
  else label = textOr(scope.get("localizedStrings", "productAddToCartText"), ADD_TO_CART_LABEL);
  const safeLabel = escapeHtml(label);

  return (
    "\n".repeat(13) +
    '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    '  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ' +
    (withForm ? "use-form" : "") +
    '" role="button" tabindex="0" data-dynamic-strings data-collection-id="' +
    escapeHtml(scope.text("collectionId")) +
    '" data-item-id="' +
    escapeHtml(scope.text("id")) +
    '" data-product-type="' +
    escapeHtml(text(productType)) +
    '" data-use-custom-label="' +
    escapeHtml(text(useCustom)) +
    '" ' +
    (isTruthy(isSubscribable) ? `data-is-subscription="${escapeHtml(text(isSubscribable))}" ` : "") +
    `data-original-label="${safeLabel}" ` +
    (withForm ? `data-form="${jsonAttr(form)}"` : "") +
    (subscriptionOption
      ? `data-subscription-option-id="${escapeHtml(scope.text("structuredContent", "productSubscriptionOptions", 0, "id"))}"`
      : "") +
    '>\n    <div class="sqs-add-to-cart-button-inner">' +
    safeLabel +
    "</div>\n  </div>\n</div>"
  );
}

function text(v: unknown): string {
  return typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "";
}

function textOr(v: unknown, fallback: string): string {
  return isTruthy(v) ? text(v) : fallback;
}
