// Gift card messages. The spec does not show them; they are ours. The checkout shows the debit
// messages when a card cannot pay what the order asked of it.

export const GIFT_CARD_CODE_REQUIRED = "Enter your gift card code.";
export const GIFT_CARD_CODE_INVALID =
  "A gift card code has 16 letters and numbers. Please check the code and try again.";
export const GIFT_CARD_NOT_FOUND =
  "We couldn't find a gift card with that code. Please check the code and try again.";
/** The balance fell (another order spent it) between showing the order and placing it. */
export const GIFT_CARD_BALANCE_CHANGED =
  "Your gift card's balance has changed. Please review your order and try again.";
export const GIFT_CARD_WRONG_CURRENCY =
  "This gift card is in another currency and cannot pay for this order.";
