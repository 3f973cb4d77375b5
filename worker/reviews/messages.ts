// What the review calls answer, word for word (docs/reviews.md). Each ends with a full stop so the
// validation hook answers it as it is, without a field prefix.
export const RATING_INVALID = "Choose a rating from 1 to 5 stars.";
export const REVIEW_BODY_REQUIRED = "Write a few words about the product.";
export const REVIEW_BODY_TOO_LONG = "Keep the review under 5000 characters.";
export const REVIEW_TITLE_TOO_LONG = "Keep the title under 120 characters.";
export const REVIEWER_NAME_REQUIRED = "Give the name to show with your review.";
export const REVIEWER_NAME_TOO_LONG = "Keep your name under 80 characters.";
export const ORDER_PROOF_REQUIRED = "Give the order id and the token from your order's link.";
export const REVIEW_SORT_INVALID = "sort must be newest or helpful.";
export const REVIEW_CURSOR_INVALID = "The cursor is not one this list gave out.";
export const REVIEW_STATUS_INVALID = "status must be pending, published or rejected.";
/** Not this product's buyer: a wrong token, an unknown or unpaid order, or an order without it. */
export const ONLY_BUYERS_REVIEW = "Only buyers of this product can review it, from their paid order.";
export const ALREADY_REVIEWED = "You have already reviewed this product from this order.";
export const REVIEW_NOT_FOUND = "No such review on this site.";
export const productNotFound = (itemId: string) => `No product with id ${itemId}.`;
/** What the review form says once the call took the review (it waits, pending, for the owner). */
export const REVIEW_THANKS = "Thanks! Your review will appear once the store has checked it.";
