// The one email check (spec section 5), shared by the browser (form block, newsletter and restock
// islands) and the worker: a string of 3 to 256 characters shaped local@domain.tld, where the
// top-level part is 2 to 4 letters or digits. Deliberately simple: the address is proven by the
// email that reaches it, not by a pattern.

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

// No whitespace or '@' in the local part or the domain; the last dot starts the top-level part.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z0-9]{2,4}$/;

export function isValidEmail(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length >= EMAIL_MIN_LENGTH &&
    value.length <= EMAIL_MAX_LENGTH &&
    SIMPLE_EMAIL.test(value)
  );
}
