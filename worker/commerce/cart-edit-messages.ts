// The cart page's own strings (spec section 8), word for word: what failed, then why (try again, or
// the connection). A module of their own so that only the cart page's island carries them, not the
// cart chunk every page loads (worker/commerce/messages.ts re-exports them).
export const UNABLE_TO_UPDATE_QUANTITY = "Unable to update quantity";
export const UNABLE_TO_ADD_ITEM_TO_CART = "Unable to add item";
export const UNABLE_TO_REMOVE_ITEM = "Unable to remove item";
export const UNABLE_TO_OPEN_FORM = "Unable to open form";
export const UNABLE_TO_UPDATE_FORM = "Unable to update form";
export const PLEASE_TRY_AGAIN = "Please try again";
export const CHECK_CONNECTION = "Please check your internet connection.";
