import { useId, useState } from "react";
import { findVariant, unselectedOptions, type ProductOption } from "../../worker/commerce/option-selection";
import { selectOptionsMessage, UNABLE_TO_ADD_ITEM } from "../../worker/commerce/messages";
import { QUANTITY_OUT_OF_RANGE } from "../../worker/http/messages";
import { AddToCartButton } from "./AddToCartButton";
import { addToCart } from "./cart-api";
import { announceCart } from "./cart-events";
import type { AddOutcome } from "./add-to-cart-machine";
import { QUANTITY_LABEL } from "../../worker/commerce/fallback-texts";
import { QUANTITY_INPUT } from "../../worker/commerce/product-status";

export interface ProductFormVariant {
  sku: string;
  attributes: Record<string, string>;
  available: boolean;
}

export interface ProductFormProps {
  itemId: string;
  buttonText: string;
  /** Option pickers; empty when the product shows none (one variant, or digital). */
  options: ProductOption[];
  variants: ProductFormVariant[];
  showQuantity: boolean;
  soldOut: boolean;
  /** 'Select {option}' placeholder text; gift cards say 'Select Value'. */
  selectLabel?: string;
}

/** The value of the changed field (typed loosely: islands also compile for workerd, without DOM types). */
const fieldValue = (event: { target: unknown }) => (event.target as { value: string }).value;

/** Variant pickers, quantity input and the add-to-cart button of a product detail page. */
export function ProductForm(props: ProductFormProps) {
  const { itemId, options, variants } = props;
  const id = useId();
  const [selection, setSelection] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(String(QUANTITY_INPUT.default));

  const chosen = options.length === 0 ? variants[0] : findVariant(variants, selection);
  const soldOut = props.soldOut || (chosen !== undefined && !chosen.available);

  async function add(): Promise<AddOutcome> {
    const missing = unselectedOptions(options, selection);
    if (missing.length > 0)
      return { ok: false, title: UNABLE_TO_ADD_ITEM, message: selectOptionsMessage(missing) };
    const qty = Number(quantity);
    if (!Number.isInteger(qty) || qty < QUANTITY_INPUT.min || qty > QUANTITY_INPUT.max) {
      return { ok: false, title: UNABLE_TO_ADD_ITEM, message: QUANTITY_OUT_OF_RANGE };
    }
    const result = await addToCart({ itemId, sku: chosen?.sku ?? "", quantity: qty, additionalFields: "{}" });
    if (result.ok && result.cart) announceCart(result.cart);
    return result;
  }

  return (
    <form className="product-form" noValidate data-item-id={itemId} onSubmit={(e) => e.preventDefault()}>
      {options.length > 0 && (
        <div className="product-variants">
          {options.map((option) => (
            <div className="variant-option" key={option.name}>
              <label className="variant-option-title" htmlFor={`${id}-${option.name}`}>
                {option.name}
              </label>
              <div className="variant-select-wrapper">
                <select
                  id={`${id}-${option.name}`}
                  data-variant-option-name={option.name}
                  value={selection[option.name] ?? ""}
                  onChange={(e) => setSelection({ ...selection, [option.name]: fieldValue(e) })}
                >
                  <option value="">{props.selectLabel ?? `Select ${option.name}`}</option>
                  {option.values.map((value) => (
                    <option value={value} key={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ))}
        </div>
      )}
      {props.showQuantity && (
        <div className="product-quantity-input">
          <label htmlFor={`${id}-quantity`}>{QUANTITY_LABEL}</label>
          <input
            id={`${id}-quantity`}
            type="number"
            min={QUANTITY_INPUT.min}
            max={QUANTITY_INPUT.max}
            step={QUANTITY_INPUT.step}
            size={QUANTITY_INPUT.size}
            value={quantity}
            onChange={(e) => setQuantity(fieldValue(e))}
          />
        </div>
      )}
      <AddToCartButton label={props.buttonText} soldOut={soldOut} onAdd={add} />
    </form>
  );
}
