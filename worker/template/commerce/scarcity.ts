// Low-stock messages of a product (`product-scarcity`), one per template view of the product's
// merchandising settings: "Only {qtyInStock} left!". Views tied to variant attributes start
// hidden; the storefront script shows the one of the chosen variant.

import { isTruthy } from "../values";
import { escapeHtml, jsonAttr } from "./html";
import { formatMessage } from "./message";
import type { Scope } from "./scope";

/** `scope` holds {scarcityTemplateViews, scarcityText, scarcityShownByDefault}. */
export function scarcityMessages(scope: Scope): string {
  const views = scope.get("scarcityTemplateViews");
  if (!Array.isArray(views)) return "";
  let out = "";
  for (const view of views) {
    const s = scope.with(view);
    const attributes = s.get("attributes");
    const text = formatMessage(s.text("scarcityText"), { qtyInStock: s.get("qtyInStock") });
    out +=
      '\n  <div class="product-scarcity"' +
      (isTruthy(attributes) ? ` data-variant-attributes="${jsonAttr(attributes)}" hidden` : "") +
      ">\n    " +
      escapeHtml(text) +
      "\n  </div>\n";
  }
  return out;
}
