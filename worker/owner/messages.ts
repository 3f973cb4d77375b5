// What the owner calls and the panel say. The spec words only a few owner messages (section 5,
// 'Please enter a valid email'); the rest are ours, kept here so the worker, the panel and the
// tests share one copy.

export const ENTER_VALID_EMAIL = "Please enter a valid email";
export const SIGN_IN_PASSWORD = "Please enter your password.";
export const SIGN_IN_FAILED = "The email or password is incorrect.";
export const SIGN_IN_THROTTLED = "Too many failed sign-ins. Please try again in 15 minutes.";
export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const PERMISSION_DENIED = "Your role on this site does not allow this.";
export const PASSWORD_TOO_SHORT = "Use at least 10 characters for your password.";
export const PASSWORD_TOO_LONG = "Use at most 200 characters for your password.";
export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";
export const SITE_NAME_RULE =
  "Use 3 to 40 lower-case letters, digits and hyphens for the site name, starting with a letter.";
export const SITE_NAME_TAKEN = "That site name is taken. Please choose another.";
export const SITE_TITLE_REQUIRED = "Give the site a title.";
export const SETUP_DONE = "This site already has an administrator. Sign in instead.";
export const RESET_REQUESTED =
  "If this email belongs to an account on this site, a link to choose a new password is on its way.";
export const RESET_LINK_INVALID =
  "This link to reset your password has expired or was already used. Please ask for a new one.";
export const PASSWORD_CHANGED = "Your password has been changed. Please sign in.";
export const HANDOVER_INVALID =
  "This sign-in link has expired or was already used. Please sign in with your email and password.";
export const ROLE_INVALID = "Choose one of the contributor roles.";
export const ALREADY_CONTRIBUTES = "This person already contributes to this site.";
export const INVITATION_INVALID =
  "This invitation has expired, was withdrawn or was already accepted. Please ask for a new one.";
export const INVITATION_NOT_FOUND = "There is no such pending invitation on this site.";
export const CONTRIBUTOR_NOT_FOUND = "There is no such contributor on this site.";
export const LAST_ADMINISTRATOR = "A site needs at least one administrator.";
