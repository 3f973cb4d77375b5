// The newsletter block's and its pages' texts. The spec names the block, the double opt-in and the
// unsubscribe page (type 300) but words none of them, so these are ours. The block's field errors
// are the form block's (worker/forms/messages.ts): 'Required' and the email message.

/** Shown in place of the block after a sign-up, unless the block sets its own text. */
export const NEWSLETTER_DEFAULT_SUCCESS = "Thank you! Please check your inbox to confirm your subscription.";
export const NEWSLETTER_EMAIL_LABEL = "Email Address";

export const confirmationSubject = (site: string) => `Please confirm your subscription to ${site}`;
export const confirmationIntro = (site: string) =>
  `Someone (hopefully you) asked to join the ${site} mailing list with this address. Confirm to start receiving our emails:`;
export const CONFIRM_LINK_TEXT = "Confirm my subscription";
export const IGNORE_IF_NOT_YOU = "If this was not you, ignore this email: you will not be added.";
export const UNSUBSCRIBE_LINK_TEXT = "Unsubscribe";

export const CONFIRMED_TITLE = "Subscription confirmed";
export const confirmedText = (email: string, site: string) =>
  `Thank you! ${email} is now on the ${site} mailing list.`;
export const CONFIRM_INVALID_TITLE = "Link not valid";
export const CONFIRM_INVALID =
  "This confirmation link is not valid or no longer works. Please sign up again to join the mailing list.";

export const UNSUBSCRIBE_TITLE = "Unsubscribe";
export const unsubscribeQuestion = (email: string, site: string) =>
  `Stop sending emails from ${site} to ${email}?`;
export const UNSUBSCRIBE_BUTTON = "Unsubscribe";
export const UNSUBSCRIBED_TITLE = "You have been unsubscribed";
export const unsubscribedText = (email: string, site: string) =>
  `You will no longer receive emails from ${site} at ${email}.`;
export const UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid.";
