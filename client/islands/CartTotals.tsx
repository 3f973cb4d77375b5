// The cart page's totals (all in minor units from the cart's JSON, never read back from text) and
// the way to checkout. Shipping and tax are known once the cart has a shipping location.
import type { ShoppingCartJson as Cart } from "../../worker/commerce/cart";
import { includedTaxText } from "../../worker/pricing/tax-display";
import {
  CALCULATED_AT_CHECKOUT,
  CHECKOUT,
  DISCOUNT,
  FREE,
  SHIPPING,
  SUBTOTAL,
  TAX,
  TOTAL,
} from "./cart-page-text";

interface Props {
  cart: Cart;
  money: (cents: number) => string;
  checkoutUrl: string;
}

export function CartTotals({ cart, money, checkoutUrl }: Props) {
  return (
    <div className="cart-totals">
      <dl>
        <div className="cart-subtotal">
          <dt>{SUBTOTAL}</dt>
          <dd className="cart-subtotal-price">{money(cart.subtotalCents)}</dd>
        </div>
        {cart.discountCents > 0 && (
          <div className="cart-discount">
            <dt>{DISCOUNT}</dt>
            <dd>−{money(cart.discountCents)}</dd>
          </div>
        )}
        {(cart.shippingCostCents > 0 || cart.requiresShipping) && (
          <div className="cart-shipping">
            <dt>{SHIPPING}</dt>
            <dd>
              {cart.selectedShippingOption
                ? cart.shippingCostCents > 0
                  ? money(cart.shippingCostCents)
                  : FREE
                : CALCULATED_AT_CHECKOUT}
            </dd>
          </div>
        )}
        {/* Tax inside the amounts (EU, UK, Australia) is said under the total, not added. */}
        {!cart.taxIncluded && (
          <div className="cart-tax">
            <dt>{TAX}</dt>
            <dd>{cart.shippingLocation ? money(cart.taxCents) : CALCULATED_AT_CHECKOUT}</dd>
          </div>
        )}
        <div className="cart-grand-total">
          <dt>{TOTAL}</dt>
          <dd className="cart-grand-total-price">{money(cart.grandTotalCents)}</dd>
          {cart.taxIncluded && cart.taxCents > 0 && (
            <dd className="cart-included-tax">{includedTaxText(money(cart.taxCents), cart.taxName)}</dd>
          )}
        </div>
      </dl>
      <a className="cart-checkout sqs-button-element--primary" href={checkoutUrl}>
        {CHECKOUT}
      </a>
    </div>
  );
}
