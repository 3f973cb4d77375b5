// A checkout id is bound to the cart and the browser that began it (issue 22): its order's
// confirmation link carries the order's access token, so a retry of the id from another browser
// must not resume the order and answer that link. The browser is known by its crumb (the visitor
// session's cookie, http/crumb.ts); the order keeps only the crumb's SHA-256.
import type { OrderRow } from "../db/orders";

/** SHA-256 (hex) of the visitor's crumb, as orders.checkout_visitor keeps it; null without one. */
export async function checkoutVisitorKey(crumb: string | undefined): Promise<string | null> {
  if (crumb === undefined) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(crumb));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether this request may go on with the checkout id's order: the same browser began it, with the
 * same cart. A request without a cart is that browser's retry after its cart was bought (the
 * answer that bought it cleared the cart cookie).
 */
export const sameCheckout = (
  order: Pick<OrderRow, "cartId" | "checkoutVisitor">,
  input: { cartId: string | null; checkoutVisitor?: string | null | undefined },
) =>
  order.checkoutVisitor === (input.checkoutVisitor ?? null) &&
  (input.cartId === null || input.cartId === order.cartId);
