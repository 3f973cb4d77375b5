// Pricing messages: the postal-code messages of spec section 5 word for word, and our own coupon
// and location messages where the spec is silent (docs/checkout.md, "Pricing"). Shared by the
// worker and the checkout page, so nothing here may import worker-only code.

/** Spec section 5, postal codes, word for word (some end with a full stop, some do not). */
export const POSTAL_CODE_MESSAGES = {
  US: "ZIP Codes need to be 5 digits.",
  CA: "An FSA code is invalid.",
  AU: "Postal Codes need to be 4 digits.",
  GB: "Enter only the 1-4 character outcode portion of postcodes.",
  FR: "Postal Codes need to be 5 digits",
  NZ: "Postcodes need to be 4 digits",
  NO: "Postal Codes need to be 4 digits",
  SE: "Enter up to 3 digits of the postcode",
  ES: "Postal Codes need to be 5 digits",
  IE: "Enter only the first three characters of the Eircode",
  UNKNOWN: "Invalid postal code.",
} as const;

/** A country that has a region list needs one of its regions (not in the spec). */
export const regionRequiredMessage = (regionLabel: string): string =>
  `Select a ${regionLabel.toLowerCase()}.`;
export const COUNTRY_REQUIRED = "Select a country.";

/** Why a coupon code does not apply (not in the spec; each invalid coupon carries one). */
export const InvalidCouponReason = {
  NOT_FOUND: "NOT_FOUND",
  NOT_STARTED: "NOT_STARTED",
  EXPIRED: "EXPIRED",
  USAGE_LIMIT_REACHED: "USAGE_LIMIT_REACHED",
  MINIMUM_NOT_MET: "MINIMUM_NOT_MET",
  NO_ELIGIBLE_ITEMS: "NO_ELIGIBLE_ITEMS",
  NOTHING_TO_SHIP: "NOTHING_TO_SHIP",
  NOT_COMBINABLE: "NOT_COMBINABLE",
} as const;
export type InvalidCouponReason = (typeof InvalidCouponReason)[keyof typeof InvalidCouponReason];

export const COUPON_NOT_FOUND = "This coupon code is not valid.";
export const COUPON_NOT_STARTED = "This coupon is not active yet.";
export const COUPON_EXPIRED = "This coupon has expired.";
export const COUPON_USAGE_LIMIT_REACHED = "This coupon has reached its usage limit.";
/** At order time, when the buyer's email has used the coupon as often as it allows. */
export const COUPON_CUSTOMER_LIMIT_REACHED = "You have already used this coupon as many times as it allows.";
/** '{amount}' is the formatted minimum, e.g. "$50.00". */
export const couponMinimumMessage = (amount: string): string => `Spend ${amount} or more to use this coupon.`;
export const COUPON_NO_ELIGIBLE_ITEMS = "This coupon does not apply to any item in your cart.";
export const COUPON_NOTHING_TO_SHIP = "Nothing in your cart needs shipping.";
export const COUPON_NOT_COMBINABLE = "Only one discount of this kind can be used per order.";

/** The cart's coupon and shipping calls (worker/routes/cart-pricing.ts; ours). */
export const COUPON_CODE_REQUIRED = "Enter a coupon code.";
export const COUPON_CODE_TOO_LONG = "A coupon code has at most 64 characters.";
export const TOO_MANY_COUPONS = "You can use at most 10 coupon codes.";
export const COUPON_NOT_IN_CART = "That coupon code is not in your cart.";
export const SHIPPING_LOCATION_FIRST = "Enter where your order ships first.";
export const SHIPPING_OPTION_NOT_OFFERED = "This shipping option is not available for your cart.";
export const SHIPPING_OPTION_INVALID = "Choose a shipping option.";
