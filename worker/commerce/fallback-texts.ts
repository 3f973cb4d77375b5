// Visitor-facing fallback texts of the spec (section 8), word for word: shown when the site
// has no translation of its own. Shared by the template formatters and the islands.

export const SOLD_OUT_TEXT = "sold out";
export const SALE_TEXT = "sale";
export const ADD_TO_CART_LABEL = "Add To Cart";
export const SUBSCRIBE_LABEL = "Subscribe";
/** Section 9: the button's label with express checkout. */
export const PURCHASE_LABEL = "Purchase";
export const QUANTITY_LABEL = "Quantity";
/** Variant select prompt; {variantName} is the option's name. */
export const SELECT_VARIANT_TEXT = "Select {variantName}";
/** Gift cards have one option, shown as 'Value'. */
export const GIFT_CARD_SELECT_TEXT = "Select Value";
export const GIFT_CARD_OPTION_NAME = "Value";
export const QUICK_VIEW_TEXT = "Quick View";
/** A form summary field without an answer. */
export const NO_ANSWER_TEXT = "N/A";
/** Likert answers -2..2. */
export const LIKERT_ANSWERS = [
  "Strongly Disagree",
  "Disagree",
  "Neutral",
  "Agree",
  "Strongly Agree",
] as const;
/** Invalid subscription price text (see subscription-price.ts). */
export { SUBSCRIPTION_UNAVAILABLE } from "./subscription-price";
