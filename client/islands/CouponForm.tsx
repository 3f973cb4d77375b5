// The cart page's coupon field: a code applied is kept on the cart (worker/routes/cart-pricing.ts)
// and listed under the field, each valid one with its saving, each invalid one with its reason;
// any code can be removed; an automatic discount (docs/discounts.md) shows by its name, without a
// remove button. Messages are tied to the field (aria-describedby) and announced.
import { useId, useState } from "react";
import type { ShoppingCartJson as Cart } from "../../worker/commerce/cart";
import { applyCoupon, type CartChange, removeCoupon } from "./cart-edit-api";
import { APPLY, COUPON_CODE, couponRemoveLabel, REMOVE } from "./cart-page-text";

interface Props {
  cart: Cart;
  money: (cents: number) => string;
  onCart: (cart: Cart) => void;
}

export function CouponForm({ cart, money, onCart }: Props) {
  const id = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<CartChange>): Promise<CartChange> {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (result.ok) onCart(result.cart);
    else setError(result.message);
    return result;
  }

  async function apply() {
    if (busy) return;
    const result = await run(() => applyCoupon(code));
    if (result.ok) setCode("");
  }

  const errorId = `${id}-error`;
  const reasonId = (i: number) => `${id}-reason-${i}`;
  const describedBy = [error ? errorId : "", ...cart.invalidCoupons.map((_, i) => reasonId(i))]
    .filter(Boolean)
    .join(" ");
  const invalid = error !== null || cart.invalidCoupons.length > 0;
  const removeButton = (code: string) => (
    <button
      type="button"
      disabled={busy}
      aria-label={couponRemoveLabel(code)}
      onClick={() => void run(() => removeCoupon(code))}
    >
      {REMOVE}
    </button>
  );

  return (
    <div className="cart-coupons">
      <form
        className="cart-coupon-form"
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <label htmlFor={id}>{COUPON_CODE}</label>
        <span className="checkout-inline">
          <input
            id={id}
            name="code"
            type="text"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode((e.target as unknown as { value: string }).value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy || undefined}
          />
          <button type="submit" disabled={busy}>
            {APPLY}
          </button>
        </span>
        {error && (
          <p className="checkout-error" id={errorId} role="alert">
            {error}
          </p>
        )}
      </form>
      {(cart.coupons.length > 0 || cart.validCoupons.length > 0) && (
        <ul className="cart-coupon-list">
          {cart.validCoupons.map((c) => (
            <li key={c.code} className="cart-coupon-valid">
              <span>
                {c.code}
                {c.discountCents > 0 && ` (−${money(c.discountCents)})`}
              </span>{" "}
              {!c.automatic && removeButton(c.code)}
            </li>
          ))}
          {cart.invalidCoupons.map((c, i) => (
            <li key={c.code} className="cart-coupon-invalid">
              <span id={reasonId(i)} role="alert">
                {c.code}: {c.message}
              </span>{" "}
              {removeButton(c.code)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
