// The restock sign-up form's messages (spec sections 4, 5 and 8), word for word. A module of their
// own so that the restock island, loaded from the product page, carries these four strings and not
// every form and captcha message (worker/forms/messages.ts re-exports them for the worker).

/** Section 5 and 8: the restock sign-up form. */
export const RESTOCK_EMAIL_BLANK = "Email cannot be blank";
export const RESTOCK_EMAIL_INVALID = "Email is invalid";
export const RESTOCK_FALLBACK = "Unable to submit form. Please try again later.";
/** Section 4: the restock form's success text unless the site sets its own. */
export const RESTOCK_SIGNED_UP = "Signed up!";
