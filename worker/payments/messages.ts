// What the checkout shows when a payment does not go through. The spec does not word these; they
// are ours. A decline's message says what to do next and never blames the store; a provider's own
// text (Stripe's "Your card was declined.") is not shown, so every provider reads the same.

export const CARD_DECLINED = "Your card was declined. Please try a different card or contact your bank.";
export const INSUFFICIENT_FUNDS = "Your card has insufficient funds. Please try a different card.";
export const EXPIRED_CARD = "Your card has expired. Please try a different card.";
export const INCORRECT_CVC = "Your card's security code is incorrect. Please check it and try again.";
export const INCORRECT_NUMBER = "Your card number is incorrect. Please check it and try again.";
export const PROCESSING_ERROR = "We could not process your card. Please try again.";
export const AUTHENTICATION_REQUIRED =
  "Your bank asked to confirm this payment. Please try again and follow your bank's steps.";
/** The provider could not be reached or failed: the idempotency key makes the retry safe. */
export const PAYMENT_UNAVAILABLE =
  "We could not complete your payment just now. Please try again in a moment; you will not be charged twice.";
/** Our own request was refused (a bug): nothing the customer can fix. */
export const PAYMENT_FAILED = "Your payment could not be taken. Please contact the store.";

/** The test provider's answer to a card number it does not know. */
export const TEST_CARD_ONLY =
  "This store is in test mode: pay with the test card 4242 4242 4242 4242 (any future date, any CVC).";

/**
 * Stripe's error `code` and, for card_declined, its `decline_code` (docs.stripe.com/declines/codes),
 * to our message. Codes not listed read as a plain decline.
 */
const BY_CODE: Record<string, string> = {
  insufficient_funds: INSUFFICIENT_FUNDS,
  expired_card: EXPIRED_CARD,
  incorrect_cvc: INCORRECT_CVC,
  invalid_cvc: INCORRECT_CVC,
  incorrect_number: INCORRECT_NUMBER,
  invalid_number: INCORRECT_NUMBER,
  processing_error: PROCESSING_ERROR,
  authentication_required: AUTHENTICATION_REQUIRED,
  payment_intent_authentication_failure: AUTHENTICATION_REQUIRED,
};

export function declineMessage(code: string | undefined, declineCode?: string): string {
  return BY_CODE[declineCode ?? ""] ?? BY_CODE[code ?? ""] ?? CARD_DECLINED;
}
