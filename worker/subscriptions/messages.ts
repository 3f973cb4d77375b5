// Subscription messages (ours; the spec only names the call and the plan's fields).
export { SUBSCRIPTION_TYPES as SUBSCRIPTION_PRODUCT_TYPES } from "../catalog-admin/messages";

export const NOT_SUBSCRIBABLE = "This product is not sold by subscription.";
export const SUBSCRIPTION_OPTION_UNKNOWN = "This subscription option is not offered for this product.";
export const SUBSCRIPTION_CART_EXPIRED =
  "This subscription checkout has expired. Please start again from the product page.";
export const SUBSCRIPTION_ALREADY_STARTED =
  "This subscription has already started: its confirmation is in your email. To subscribe again, start from the product page.";
export const SUBSCRIPTION_CONFIRMED_TITLE = "Your subscription has started";

export const CANCEL_TITLE = "Cancel your subscription";
export const CANCEL_BUTTON = "Cancel subscription";
export const CANCEL_INVALID =
  "This cancellation link is not valid. Please use the link in your latest email.";
export const CANCELLED_TITLE = "Subscription cancelled";
export const cancelQuestion = (title: string) =>
  `Cancel your subscription to ${title}? You will not be charged again.`;
export const cancelledText = (title: string) =>
  `Your subscription to ${title} is cancelled. You will not be charged again.`;
export const completedText = (title: string) =>
  `Your subscription to ${title} has ended: every payment it had is made.`;
