// Where the cart page's line forms post without script (worker/pages/routes/cart-lines.ts): a
// quantity (`quantity`, 0 removes) and a removal, each with the visitor's crumb as `crumb`.
export const CART_LINE_QUANTITY_ROUTE = "/cart/lines/:entryId/quantity";
export const CART_LINE_REMOVE_ROUTE = "/cart/lines/:entryId/remove";

export const cartLineQuantityAction = (entryId: string) =>
  CART_LINE_QUANTITY_ROUTE.replace(":entryId", encodeURIComponent(entryId));
export const cartLineRemoveAction = (entryId: string) =>
  CART_LINE_REMOVE_ROUTE.replace(":entryId", encodeURIComponent(entryId));

/** A refused change, told on the cart page the browser is sent back to (beside the line). */
export interface CartLineNotice {
  /** The line the change was for; null (or a line no longer in the cart): told above the lines. */
  entryId: string | null;
  title: string;
  message: string;
}
