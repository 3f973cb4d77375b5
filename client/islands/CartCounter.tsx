import { useEffect, useState } from "react";
import { fetchCart } from "./cart-api";
import { cartCountLabel } from "./cart-count";
import { onCartChange } from "./cart-events";

/**
 * Header cart link with the item count. Pages are cached and carry no visitor data, so the
 * count arrives from the cart API after hydration (the cart cookie is HttpOnly, so the island
 * always asks; without a cart the API answers an empty cart cheaply).
 */
export function CartCounter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    fetchCart()
      .then((cart) => live && setCount(cart.totalQuantity))
      .catch(() => undefined); // the counter stays empty; the cart page reports failures
    const stop = onCartChange((cart) => setCount(cart.totalQuantity));
    return () => {
      live = false;
      stop();
    };
  }, []);
  const label = cartCountLabel(count);
  return (
    <a className="cart-link" href="/cart" aria-label={count > 0 ? `Cart, ${count} items` : "Cart, empty"}>
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
      <span className="cart-quantity" data-count={count}>
        {label}
      </span>
    </a>
  );
}
