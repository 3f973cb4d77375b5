// The form builder's messages. The spec's owner messages (section 5) word for word, then ours
// (the spec states no rule for them).
export { EMAIL_FORMAT, notAPageUrl } from "../site-content/rich-text/messages";
export { notAnExpectedOption } from "./messages";

/** Spec section 5: a notification without a subject. */
export const ADD_EMAIL_SUBJECT = "Add an email subject";

// Ours.
export const FORM_NAME_MISSING = "Give the form a name.";
export const addOptions = (label: string) => `Add at least one option to ${label || "this field"}.`;
export const EMPTY_OPTION = (label: string) => `An option of ${label || "this field"} is empty.`;
export const MAX_LENGTH_INVALID = "The maximum length must be a whole number, 0 for no limit.";
export const FIELD_ID_TAKEN = "Two fields of this form have the same id.";
export const TOO_MANY_RECIPIENTS = (max: number) => `A form can notify at most ${max} addresses.`;
export const formMissing = "This form no longer exists.";
