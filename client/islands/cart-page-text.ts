// The cart page's own words (the spec names the page, not its labels). The spec's cart error
// strings live with the other commerce messages in worker/commerce/messages.ts.
export const CART_LOADING = "Loading your cart…";
export const CART_EMPTY = "You have nothing in your shopping cart.";
export const CART_LOAD_FAILED = "Unable to load. Try again.";
export const CONTINUE_SHOPPING = "Continue shopping";
export const REMOVE = "Remove";
export const UPDATE = "Update";
export const EDIT_DETAILS = "Edit details";
export const SAVE_DETAILS = "Save";
export const UNDO = "Undo";
export const CHECKOUT = "Checkout";
export const SUBTOTAL = "Subtotal";
export const DISCOUNT = "Discount";
export const SHIPPING = "Shipping";
export const TAX = "Tax";
export const TOTAL = "Total";
export const CALCULATED_AT_CHECKOUT = "Calculated at checkout";
export const DISMISS = "Dismiss";

export const removedNotice = (title: string) => `Removed ${title}.`;
export const decreaseLabel = (title: string) => `Decrease quantity of ${title}`;
export const increaseLabel = (title: string) => `Increase quantity of ${title}`;
export const quantityLabel = (title: string) => `Quantity of ${title}`;
export const removeLabel = (title: string) => `Remove ${title}`;
export const updateLabel = (title: string) => `Update quantity of ${title}`;
export const editLabel = (title: string) => `Edit details of ${title}`;

export const COUPON_CODE = "Coupon code";
export const APPLY = "Apply";
export const couponRemoveLabel = (code: string) => `Remove coupon ${code}`;
export const FREE = "Free";
export const ESTIMATE_SHIPPING = "Estimate shipping";
export const CHANGE = "Change";
export const COUNTRY = "Country";
export const ESTIMATE = "Estimate";
export const CANCEL = "Cancel";
export const SHIPPING_OPTIONS = "Shipping options";
export const shippingTo = (place: string) => `Shipping to ${place}`;
