import { useEffect } from "react";
import { cartCountLabel } from "./cart-count";
import { loadCart, useCart } from "./cart-store";

/**
 * The floating pill cart of product pages (spec section 4): hidden while the cart holds nothing,
 * fading in above 0; a click goes to /cart. Not placed on cart pages nor with express checkout.
 */
export function PillCart() {
  const cart = useCart();
  useEffect(() => void loadCart().catch(() => undefined), []);
  const count = cart?.totalQuantity ?? 0;
  return (
    <a
      className={`pill-cart${count > 0 ? " is-visible" : ""}`}
      href="/cart"
      hidden={count === 0}
      aria-label={`View cart, ${count} items`}
      data-count={count}
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6h15l-1.5 9h-12z M6 6 5 2H2" />
      </svg>
      <span className="pill-cart-quantity">{cartCountLabel(count)}</span>
    </a>
  );
}
