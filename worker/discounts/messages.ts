// The owner's discount calls' messages (ours; the spec is silent), shared by the worker and the
// panel's form, so nothing here may import worker-only code.

export const DISCOUNT_CODE_REQUIRED = "Enter a code, or make the discount automatic.";
export const DISCOUNT_CODE_INVALID = "A code has 3 to 32 letters, digits, dashes or underscores.";
export const DISCOUNT_CODE_ON_AUTOMATIC = "An automatic discount has no code.";
export const DISCOUNT_PER_CUSTOMER_ON_AUTOMATIC =
  "Uses per customer apply to codes only: an automatic discount cannot be left out at checkout.";
export const DISCOUNT_NAME_REQUIRED = "Give the automatic discount a name buyers will see.";
export const DISCOUNT_NAME_TOO_LONG = "A name has at most 80 characters.";
export const DISCOUNT_KIND_REQUIRED = "Choose a percentage, a fixed amount or free shipping.";
export const DISCOUNT_PERCENT_INVALID =
  "A percentage is more than 0 and at most 100, with at most 2 decimals.";
export const DISCOUNT_AMOUNT_INVALID = "A fixed amount is a whole number of cents above 0.";
export const DISCOUNT_MINIMUM_INVALID = "The minimum subtotal is a whole number of cents, 0 or more.";
export const DISCOUNT_DATE_INVALID = "Give dates as ISO 8601 date-times, e.g. 2026-12-01T00:00:00Z.";
export const DISCOUNT_END_BEFORE_START = "The end must be after the start.";
export const DISCOUNT_MAX_USES_INVALID = "Total uses is a whole number of at least 1, or empty for no limit.";
export const DISCOUNT_MAX_USES_PER_CUSTOMER_INVALID =
  "Uses per customer is a whole number of at least 1, or empty for no limit.";
export const DISCOUNT_PRODUCTS_INVALID = "List at most 100 products.";
export const DISCOUNT_CATEGORIES_INVALID = "List at most 50 categories.";
export const DISCOUNT_ENABLED_REQUIRED = "Say whether the discount is on: enabled true or false.";

export const DISCOUNT_NOT_FOUND = "This discount no longer exists.";
export const DISCOUNT_CODE_TAKEN = "Another discount already uses this code.";
export const discountProductNotFound = (id: string) => `No product with id ${id}.`;
export const discountCategoryNotFound = (name: string) => `No category named ${name}.`;
