// Form, restock and captcha messages of the spec, word for word (sections 5 and 8). Shown by the
// API and, next, by the form block, newsletter block and restock islands; tests compare them with
// the spec's text. Messages the spec does not word are ours and live at the end.

/** Section 5: local and server validation of a form field. */
export const REQUIRED = "Required";
export const LIKERT_MISSING_QUESTION = "Survey is not valid. Missing a required question.";
/**
 * The spec leaves `{email}` as a placeholder; we render it as an example address the visitor
 * can copy the shape of.
 */
export const EMAIL_FORMAT_EXAMPLE = "name@example.com";
export const EMAIL_NOT_VALID = `Email is not valid. Email addresses should follow the format ${EMAIL_FORMAT_EXAMPLE}.`;
export const CHARACTER_LIMIT_EXCEEDED = "You have exceeded the character limit.";
export const FIELDS_INVALID = "One or more fields is invalid, please check your entries.";
export const COMPLETE_CAPTCHA = "Complete CAPTCHA before submitting.";

/** Section 4: the form block's (and newsletter block's) button while a submission is on its way. */
export const FORM_SUBMITTING = "Submitting…";

/** Section 8: what the form block shows for each failure of a submission. */
export const FORM_UNABLE_TO_SUBMIT = "Unable to submit form. Please try again later."; // 401
export const FORM_NOT_CONFIGURED = "This form has not been configured yet."; // 404
export const FORM_RATE_LIMITED =
  "Unable to submit form. Submission rate limit exceeded. Please try again later."; // 429
export const FORM_UNABLE_TO_SEND = "Unable to send form. Please try again later."; // 500
export const FORM_UNKNOWN_ERROR = "Unknown error, please try again later.";
export const FORM_KEY_UNAVAILABLE = "Could not get a form submission key, please try again later.";
export const FORM_FIELDS_UNPARSABLE = "Could not parse the form fields, please check your entries.";
export const FORM_PROCESSING_FAILED = "Error processing form submission. Please reload and try again.";
export const FORM_BANNER_ABOVE = "Your form has encountered a problem. Please scroll down to review.";
export const FORM_BANNER_BELOW = "Your form has encountered a problem. Please scroll up to review.";
export const FORM_UPDATE_MISSING = "Update the missing or invalid information above.";
/** A form with a captcha sent without script (the captcha needs it); the spec is silent here. */
export const CAPTCHA_NEEDS_SCRIPT =
  "This form checks that you are not a robot, which needs JavaScript. Please turn JavaScript on, reload the page, and try again.";

/** Sections 4, 5 and 8: the restock sign-up form (a module of its own for the restock island). */
export {
  RESTOCK_EMAIL_BLANK,
  RESTOCK_EMAIL_INVALID,
  RESTOCK_FALLBACK,
  RESTOCK_SIGNED_UP,
} from "./restock-messages";

/** Section 8: captcha. */
export const CAPTCHA_NO_SITE_KEY = "Enterprise V3 ReCaptcha site key not found";
export const CAPTCHA_RENDER_FAILED = "Error rendering captcha into node";
export const CAPTCHA_NOT_SET_UP = "ReCaptcha has not been set up!";
export const CAPTCHA_DOCUMENT_DESTROYED = "Document was destroyed";

/** Section 8: form summary fallbacks and the likert scale's default labels (one copy, shared). */
export {
  LIKERT_ANSWERS as LIKERT_DEFAULT_ANSWERS,
  NO_ANSWER_TEXT as NO_ANSWER,
} from "../commerce/fallback-texts";

/** Owner messages (section 5), used where a value is not one the owner offered. */
export const notAnExpectedOption = (val: string) => `${val} is not one of the expected options`;

// Ours: the spec states the rule but not the words.
export const FORM_ID_MALFORMED = "The form id must be letters, digits, '_' and '-'.";
export const TEMPLATE_SCHEMA_UNKNOWN = (type: string) => `No template schema for type '${type}'.`;
export const FIELD_VALUE_MALFORMED = "This answer is not in the shape this field takes.";
export const UNKNOWN_FIELD = (id: string) => `The form has no field '${id}'.`;
export const CURSOR_INVALID = "The cursor is not one this list gave out.";
/** Ours: a sign-up for a product whose restock sign-ups are off (its switch or the site default). */
export const RESTOCK_NOT_OFFERED = "This product does not take restock sign-ups.";
export const variantNotFound = (productId: string, variantId: string) =>
  `No variant ${variantId} of product ${productId} on this site.`;
export const formNotFound = (formId: string) => `No form ${formId} on this site.`;
