import { useEffect, useState } from "react";
import { fetchCart } from "./cart-api";
import type { ShoppingCartJson as Cart } from "../../worker/commerce/cart";
import { loadCart, setCart, useCart } from "./cart-store";
import { formatMinor } from "../../worker/commerce/format-minor";

export interface CartViewProps {
  currency: string;
  locale: string;
  shopUrl: string;
}

export const CART_LOADING = "Loading your cart…";
export const CART_EMPTY = "You have nothing in your shopping cart.";
export const CART_LOAD_FAILED = "Unable to load. Try again.";

const EMPTY = { entries: [], subtotalCents: 0, totalQuantity: 0 } as unknown as Cart;

type Load = { status: "loading" } | { status: "failed" } | { status: "loaded"; cart: Cart };

/** The cart page's lines and subtotal, fetched after hydration (pages hold no visitor data). */
export function CartView({ currency, locale, shopUrl }: CartViewProps) {
  const shared = useCart();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // The shared load first (no request without a cart); a retry asks the server again.
    const request =
      attempt === 0 ? loadCart().then((c) => c ?? EMPTY) : fetchCart().then((c) => (setCart(c), c));
    request
      .then((cart) => live && setLoad({ status: "loaded", cart }))
      .catch(() => live && setLoad({ status: "failed" }));
    return () => {
      live = false;
    };
  }, [attempt]);
  useEffect(() => {
    if (shared) setLoad({ status: "loaded", cart: shared });
  }, [shared]);

  if (load.status === "loading") return <p className="cart-status">{CART_LOADING}</p>;
  if (load.status === "failed") {
    return (
      <p className="cart-status" role="alert">
        {CART_LOAD_FAILED}{" "}
        <button type="button" onClick={() => (setLoad({ status: "loading" }), setAttempt(attempt + 1))}>
          Retry
        </button>
      </p>
    );
  }
  const { cart } = load;
  if (cart.entries.length === 0) {
    return (
      <div className="cart-empty">
        <p>{CART_EMPTY}</p>
        <a href={shopUrl}>Continue shopping</a>
      </div>
    );
  }
  const money = (cents: number) => formatMinor(cents, currency, locale);
  return (
    <div className="cart-contents">
      <table className="cart-table">
        <caption className="visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {cart.entries.map((entry) => (
            <tr className="cart-row" key={entry.id} data-sku={entry.chosenVariant.sku}>
              <td>
                <span className="cart-row-title">{entry.title}</span>
                {Object.entries(entry.chosenVariant.attributes).map(([name, value]) => (
                  <span className="cart-row-variant" key={name}>
                    {name}: {value}
                  </span>
                ))}
              </td>
              <td className="cart-row-quantity">{entry.quantity}</td>
              <td className="cart-row-price">{money(entry.purchasePriceCents * entry.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cart-subtotal">
        Subtotal <span className="cart-subtotal-price">{money(cart.subtotalCents)}</span>
      </p>
    </div>
  );
}
