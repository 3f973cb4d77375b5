// Islands on one page learn of cart changes through one window event, so the header counter
// updates when a button elsewhere adds a line.
import type { ShoppingCartJson as CartView } from "../../worker/commerce/cart";

const CART_CHANGED = "atelier:cart-changed";
// Typed as a plain EventTarget: islands also compile (and render) in workerd, whose global scope
// declares only worker events.
const target = globalThis as unknown as EventTarget;

export function announceCart(cart: CartView): void {
  target.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: cart }));
}

export function onCartChange(listener: (cart: CartView) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<CartView>).detail);
  target.addEventListener(CART_CHANGED, handle);
  return () => target.removeEventListener(CART_CHANGED, handle);
}
