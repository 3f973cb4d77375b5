// API messages the spec does not word (it only states the rule). Ours, kept in one place;
// the spec's own messages live in worker/commerce/messages.ts.

export const QUANTITY_OUT_OF_RANGE = "Quantity must be a whole number from 1 to 9999.";
export const MALFORMED_JSON = "The request body is not valid JSON.";
export const JSON_REQUIRED = "Send the request body as JSON (Content-Type: application/json).";
export const BODY_TOO_LARGE = "The request body is too large.";
export const ADDITIONAL_FIELDS_NOT_JSON = "additionalFields must be JSON text.";
export const SUBSCRIPTION_NOT_IN_CART =
  "This product is sold by subscription and cannot be added to the cart.";
export const NOT_FOUND = "Not found.";
export const SERVER_ERROR = "Something went wrong";
export const WEBSITE_NOT_FOUND = "No website answers on this address.";

/**
 * The first problem zod found, as one sentence. Our own messages are whole sentences (they end
 * with a period) and stand alone; zod's defaults ("Invalid input: expected string, received
 * number") are prefixed with the field they are about.
 */
export function invalidField(path: readonly PropertyKey[], message: string): string {
  const field = path.map(String).join(".");
  return field && !message.endsWith(".") ? `Invalid ${field}: ${message}` : message;
}

/** GET /api/commerce/inventory/stock/ (routes/inventory.ts). */
export const ITEM_ID_REQUIRED = "Give itemId: one or more product ids, repeated or comma separated.";
export const ITEM_ID_MALFORMED = "itemId must be product ids (letters, digits, '_' and '-').";
export const TOO_MANY_ITEM_IDS = "Ask for the stock of at most 50 products at a time.";
export const productNotFound = (itemId: string) => `No product with id ${itemId}.`;
export const variantNotFoundOnSite = (variantId: string) => `No variant with id ${variantId}.`;

/** A cart line id that names no line of the visitor's cart (removed, expired, or never there). */
export const ENTRY_NOT_FOUND = "That item is no longer in your cart.";
export const QUANTITY_CHANGE_OUT_OF_RANGE = "Quantity must be a whole number from 0 to 9999.";
export const CART_QUERY_FLAG = "calculateSubtotal and mock must be true or false.";
export const CART_QUERY_TIMECODE = "timecode must be digits.";
