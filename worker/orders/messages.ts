// Checkout and order messages. The spec shows only the stock message (section 5, reused from
// worker/commerce/messages.ts) and that a minimum subtotal exists; the rest are ours
// (docs/checkout.md, Orders). Payment, coupon, gift card and postal-code messages live with their
// own modules and are answered as they are. Browser-safe: the Checkout island shows them too.

export { NOT_ENOUGH_STOCK, VARIANT_UNAVAILABLE } from "../commerce/messages";

export const PLACE_ORDER = "Place order";
export const PLACING_ORDER = "Placing order…";

export const CART_EMPTY = "Your cart is empty.";
export const EMAIL_INVALID = "Enter a valid email address, like name@example.com.";
export const NAME_REQUIRED = "Enter the name for delivery.";
export const ADDRESS_REQUIRED = "Enter the street address.";
export const CITY_REQUIRED = "Enter the town or city.";
export const ADDRESS_REQUIRED_FOR_SHIPPING = "Enter a shipping address.";
export const NO_SHIPPING_TO_ADDRESS = "Sorry, we do not ship to this address.";
export const CARD_REQUIRED = "Enter your card number.";
export const CHECKOUT_ID_INVALID = "The checkout id must be 16 to 64 letters, digits, '-' or '_'.";
/** 409 when a checkout id is sent by another cart or browser than the one that began it. */
export const CHECKOUT_ID_TAKEN =
  "This checkout was started in another browser or with another cart. Please reload the page to check out again.";
export const PAYMENT_PROCESSING =
  "Your payment is still being processed. We will email you as soon as your order is confirmed.";
export const TOO_MANY_GIFT_CARDS = "You can buy at most 10 of one gift card in an order.";
export const MIXED_CURRENCIES = "Your cart holds items priced in another currency. Please start a new cart.";

/** The store's minimum subtotal, `amount` formatted in the store's currency and locale. */
export const minimumSubtotalMessage = (amount: string) =>
  `Orders must come to at least ${amount} before shipping and tax. Please add more to your cart.`;
