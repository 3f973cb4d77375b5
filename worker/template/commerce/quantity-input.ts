// The quantity input of a product page (`quantity-input`), label 'Quantity' unless translated.
// Whether it is shown at all is decided by showsQuantityInput (commerce/product-status).

import { QUANTITY_LABEL } from "../../commerce/fallback-texts";
import { QUANTITY_INPUT as Q } from "../../commerce/product-status";
import { isTruthy } from "../values";
import { escapeHtml } from "./html";
import type { Scope } from "./scope";

export function quantityInput(scope: Scope): string {
  const translated = scope.get("localizedStrings", "productQuantityInputLabel");
  const label = escapeHtml(
    isTruthy(translated) ? scope.text("localizedStrings", "productQuantityInputLabel") : QUANTITY_LABEL,
  );
  return (
    `\n\n\n<div class="product-quantity-input" data-item-id="${escapeHtml(scope.text("id"))}" data-animation-role="content">\n` +
    `  <div class="quantity-label">${label}:</div>\n` +
    `  <input aria-label="${label}" size="${Q.size}" max="${Q.max}" min="${Q.min}" value="${Q.default}" type="number" step="${Q.step}"></input>\n` +
    "</div>"
  );
}
