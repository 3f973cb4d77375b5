// What the members' calls say beyond the sign-in texts they share with owners (owner/messages.ts).
export const MEMBER_EMAIL_TAKEN = "An account with this email already exists on this site. Sign in instead.";
export const LANGUAGE_INVALID = "Choose a language such as en or fr-CA.";
export const CLONE_CART_FLAG = "cloneCart must be true or false.";
