// Commerce messages of the spec, word for word (sections 5 and 8). Shown by the API and the
// islands; tests compare them with the spec's text.

/** Section 5, add to cart. */
export const VARIANT_UNAVAILABLE = "Sorry, that item variant is unavailable. Please select another variant.";
export const NOT_ENOUGH_STOCK = "Sorry, we do not have enough of that item available.";
export const GIFT_CARD_DENOMINATION_REQUIRED = "Select a denomination for the Gift Card.";

/** Section 5: 'Please select the {option} option.' and its two- and many-option forms. */
export function selectOptionsMessage(options: readonly string[]): string {
  if (options.length <= 1) return `Please select the ${options[0] ?? ""} option.`;
  if (options.length === 2) return `Please select the ${options[0]} and ${options[1]} options.`;
  return `Please select the ${options.slice(0, -1).join(", ")} and ${options.at(-1)} options.`;
}

/** Section 8, add-to-cart failure dialog titles. */
export const UNABLE_TO_ADD_ITEM = "Unable to Add Item";
export const UNABLE_TO_PURCHASE_ITEM = "Unable to Purchase Item";
export const UNABLE_TO_PURCHASE_GIFT_CARD = "Unable to purchase Gift Card";

/** Section 8: HTTP 429 on the cart. */
export const TRY_AGAIN_IN_A_FEW_SECONDS = "Please try again in a few seconds.";

/** Section 8: crumb (CSRF) failures, with cookies enabled and disabled. */
export const SESSION_EXPIRED = "Your session has expired. Please reload the page and try again.";
export const ENABLE_COOKIES = "Please enable cookies in your browser, reload the page, and try again.";

/** Section 8, the cart's own strings (a module of their own for the cart page's island). */
export {
  UNABLE_TO_UPDATE_QUANTITY,
  UNABLE_TO_ADD_ITEM_TO_CART,
  UNABLE_TO_REMOVE_ITEM,
  UNABLE_TO_OPEN_FORM,
  UNABLE_TO_UPDATE_FORM,
  PLEASE_TRY_AGAIN,
  CHECK_CONNECTION,
} from "./cart-edit-messages";
