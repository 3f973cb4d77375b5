import { useEffect, useState } from "react";
import type { CartEntryJson } from "../../worker/commerce/cart";
import { cartCountLabel, cartSubtotalLabel } from "./cart-count";
import { loadCart, onCartAdded, useCart } from "./cart-store";

export interface CartCounterProps {
  currency: string;
  locale: string;
}

/** Spec section 9: the popover closes itself after 3 s, and sits 33 px down and 16 px in. */
export const POPOVER_CLOSE_MS = 3000;
export const POPOVER_OFFSET = { top: 33, right: 16 } as const;
export const ADDED_TO_CART = "Added to cart";
export const VIEW_CART = "View Cart";

/**
 * Header cart link with the item count and subtotal, and the 'added to cart' popover. Pages are
 * cached and carry no visitor data, so the cart arrives from the shared cart store.
 */
export function CartCounter({ currency, locale }: CartCounterProps) {
  const cart = useCart();
  const [added, setAdded] = useState<{ entry: CartEntryJson; key: number } | null>(null);
  useEffect(() => {
    loadCart().catch(() => undefined);
    return onCartAdded((entry) => setAdded((prev) => ({ entry, key: (prev?.key ?? 0) + 1 })));
  }, []);
  // Each new popover replaces the last and restarts the 3 s.
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), POPOVER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const count = cart?.totalQuantity ?? 0;
  const label = cartCountLabel(count);
  return (
    <div className="cart-link-wrapper">
      {/* The link's name is its own text (visible parts included, so speech input matches them). */}
      <a className="cart-link" href="/cart">
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M6 6h15l-1.5 9h-12z M6 6 5 2H2 M9 20a1 1 0 1 0 0-.01 M18 20a1 1 0 1 0 0-.01" />
        </svg>
        <span className="visually-hidden">{count > 0 ? "Cart, " : "Cart, empty"}</span>
        <span className="cart-quantity" data-count={count}>
          {label}
        </span>
        {count > 0 && cart && (
          <>
            <span className="visually-hidden"> items, subtotal </span>
            <span className="cart-subtotal-label">
              {cartSubtotalLabel(cart.subtotalCents, currency, locale)}
            </span>
          </>
        )}
      </a>
      {added && (
        <div
          className="cart-popover"
          role="status"
          key={added.key}
          style={{ top: POPOVER_OFFSET.top, right: POPOVER_OFFSET.right }}
        >
          <p className="cart-popover-title">{ADDED_TO_CART}</p>
          <p className="cart-popover-item">
            {added.entry.title} × {added.entry.quantity}
          </p>
          <a className="cart-popover-link" href="/cart">
            {VIEW_CART}
          </a>
          <button
            type="button"
            className="cart-popover-close"
            aria-label="Close"
            onClick={() => setAdded(null)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
