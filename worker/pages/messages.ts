// Visitor-facing messages of the page router that the spec does not word.

export const WRONG_PASSWORD = "Incorrect password. Please try again.";
export const PASSWORD_REQUIRED = "Enter the password.";
export const TOO_MANY_PASSWORDS = "Too many incorrect passwords. Please wait a few minutes and try again.";
