// Variant pickers of a product (`variants-select`): a select and radio buttons per option, in
// the owner's option ordering. Fallback texts 'Select {variantName}', or for gift cards
// 'Select Value' with the option shown as 'Value' (spec section 8).

import {
  GIFT_CARD_OPTION_NAME,
  GIFT_CARD_SELECT_TEXT,
  SELECT_VARIANT_TEXT,
} from "../../commerce/fallback-texts";
import { ProductType, productType } from "../../commerce/product-status";
import { asString, getChild, getPath, isObject, isTruthy } from "../values";
import { escapeHtml, jsonAttr } from "./html";
import { formatMessage } from "./message";

export interface VariantOption {
  name: string;
  values: string[];
}

/** Options named in `variantOptionOrdering`, each with its values in variant order; none for a single variant. */
export function variantOptions(item: unknown): VariantOption[] {
  const content = getChild(item, "structuredContent");
  const variants = getChild(content, "variants");
  if (!Array.isArray(variants) || variants.length <= 1) return [];
  const ordering = getChild(content, "variantOptionOrdering");
  const options: VariantOption[] = Array.isArray(ordering)
    ? ordering.map((n) => ({ name: asString(n), values: [] }))
    : [];
  for (const v of variants) {
    const attrs = getChild(v, "attributes");
    if (!isObject(attrs)) continue;
    for (const [name, raw] of Object.entries(attrs)) {
      const option = options.find((o) => o.name === name);
      const value = asString(raw);
      if (option && !option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

export interface VariantTexts {
  /** Message with {variantName}: the select's prompt. */
  selectText: string;
  /** Message with {name}: the option's title. */
  displayText: string;
}

/** Prompt and title messages from the site's translations (`localizedStrings`), else the fallbacks. */
export function variantTexts(item: unknown, localizedStrings: unknown): VariantTexts {
  const pick = (key: string, fallback: string) => {
    const v = asString(getChild(localizedStrings, key));
    return v === "" ? fallback : v;
  };
  if (productType(item) === ProductType.GIFT_CARD) {
    return {
      selectText: pick("giftCardVariantSelectText", GIFT_CARD_SELECT_TEXT),
      displayText: pick("giftCardValueDisplayText", GIFT_CARD_OPTION_NAME),
    };
  }
  return { selectText: pick("productVariantSelectText", SELECT_VARIANT_TEXT), displayText: "{name}" };
}

/** Markup of the pickers; "" when the product has no options to choose. */
export function variantsSelect(
  item: unknown,
  options: readonly VariantOption[],
  texts: VariantTexts,
): string {
  if (options.length === 0) return "";
  const content = getChild(item, "structuredContent");
  const isSubscribable = getChild(content, "isSubscribable");
  let out =
    "\n  \n  \n  \n  \n\n  " +
    `<div class="product-variants" data-item-id="${escapeHtml(asString(getPath(item, ["id"])))}" ` +
    `data-variants="${jsonAttr(getChild(content, "variants"))}"` +
    (isTruthy(isSubscribable)
      ? ` data-is-subscribable="true" data-subscription-plan="${jsonAttr(getChild(content, "subscriptionPlan"))}"`
      : "") +
    ' data-animation-role="content">';
  for (const { name, values } of options) {
    const n = escapeHtml(name);
    const prompt = escapeHtml(formatMessage(texts.selectText, { variantName: name }));
    out +=
      '\n    <div class="variant-option">\n    <div class="variant-option-title">' +
      escapeHtml(formatMessage(texts.displayText, { name })) +
      ': </div>\n    <div class="variant-select-wrapper">\n      <select aria-label="' +
      prompt +
      `" data-variant-option-name="${n}">\n        <option value="">` +
      prompt +
      "</option>\n        " +
      values.map((v) => `<option value="${escapeHtml(v)}">${escapeHtml(v)}</option>`).join("") +
      '\n      </select>\n    </div>\n    <div class="variant-radiobtn-wrapper" data-variant-option-name="' +
      n +
      '">' +
      values
        .map((raw) => {
          const v = escapeHtml(raw);
          return (
            `\n      <input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${n}" id="variant-option-${n}-${v}"/>` +
            `\n      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-${n}-${v}">${v}</label>`
          );
        })
        .join("") +
      "\n    </div>\n    </div>";
  }
  return out + "\n  </div>\n";
}
