// The cart page's shipping estimate: where the cart ships (stored on the cart) and a choice of the
// options offered there, priced by the worker. The location form, with every country's region
// list and postal-code rules, loads only when the visitor opens it.
import { Suspense, useState } from "react";
import { lazyPart } from "./lazy-part";
import type { ShoppingCartJson as Cart } from "../../worker/commerce/cart";
import { NO_SHIPPING_TO_ADDRESS } from "../../worker/orders/messages";
import { selectShippingOption } from "./cart-edit-api";
import { CHANGE, ESTIMATE_SHIPPING, FREE, SHIPPING_OPTIONS, shippingTo } from "./cart-page-text";

const ShippingLocationForm = lazyPart("ShippingLocationForm", () =>
  import("./ShippingLocationForm").then((m) => m.ShippingLocationForm),
);

export interface Country {
  code: string;
  name: string;
}

interface Props {
  cart: Cart;
  countries: Country[];
  money: (cents: number) => string;
  onCart: (cart: Cart) => void;
}

export function ShippingEstimate({ cart, countries, money, onCart }: Props) {
  const [editing, setEditing] = useState(false);
  /** The option being chosen, shown checked while the worker prices it. */
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const location = cart.shippingLocation;
  const selected = choosing ?? cart.selectedShippingOption?.id;

  async function choose(optionId: string) {
    setChoosing(optionId);
    setError(null);
    const result = await selectShippingOption(optionId);
    setChoosing(null);
    if (result.ok) onCart(result.cart);
    else setError(result.message);
  }

  if (editing) {
    return (
      <Suspense fallback={null}>
        <ShippingLocationForm
          countries={countries}
          initial={location}
          onCart={(next) => (onCart(next), setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      </Suspense>
    );
  }
  if (!location) {
    return (
      <button type="button" className="cart-estimate-open" onClick={() => setEditing(true)}>
        {ESTIMATE_SHIPPING}
      </button>
    );
  }
  const country = countries.find((c) => c.code === location.country)?.name ?? location.country;
  const place = [location.postalCode, location.region, country].filter(Boolean).join(", ");
  return (
    <div className="cart-estimate">
      <p>
        {shippingTo(place)}{" "}
        <button type="button" onClick={() => setEditing(true)}>
          {CHANGE}
        </button>
      </p>
      {cart.shippingOptions.length === 0 ? (
        <p role="status">{NO_SHIPPING_TO_ADDRESS}</p>
      ) : (
        <fieldset className="cart-shipping-options" aria-busy={choosing !== null}>
          <legend>{SHIPPING_OPTIONS}</legend>
          {cart.shippingOptions.map((o) => (
            <label key={o.id} className="checkout-option">
              <input
                type="radio"
                name="cart-shipping-option"
                value={o.id}
                checked={o.id === selected}
                disabled={choosing !== null}
                onChange={() => void choose(o.id)}
              />{" "}
              {o.name}: {o.costCents > 0 ? money(o.costCents) : FREE}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="checkout-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
