import { Suspense, useEffect, useId, useRef, useState } from "react";
import { lazyPart } from "./lazy-part";
import { findVariant, unselectedOptions } from "../../worker/commerce/option-selection";
import { initialVariant, type ProductFormModel } from "../../worker/commerce/product-form";
import { QUANTITY_LABEL } from "../../worker/commerce/fallback-texts";
import { QUANTITY_INPUT } from "../../worker/commerce/product-status";
import { AddToCartButton, type ButtonKind } from "./AddToCartButton";
import { runAdd } from "./add-to-cart-flow";
import { useCart } from "./cart-store";
import { InstalmentPill } from "./InstalmentPill";
import { showVariantImage, showVariantPrice } from "./page-sync";
import { VariantPicker } from "./VariantPicker";

export type ProductFormProps = ProductFormModel & {
  /** Where the form sits; a quick view does not touch the page behind it. */
  kind?: ButtonKind | "quick-view";
};

// Parts most visits never show load on first need: the restock form (sold-out variants) and the
// additional-fields lightbox.
const RestockForm = lazyPart("RestockForm", () => import("./product-parts").then((m) => m.RestockForm));
const AdditionalFieldsDialog = lazyPart("AdditionalFieldsDialog", () =>
  import("./product-parts").then((m) => m.AdditionalFieldsDialog),
);

/** Where the form posts without script. */
export const CART_ADD_PATH = "/cart/add";

const fieldValue = (event: { target: unknown }) => (event.target as { value: string }).value;

/**
 * Variant pickers, quantity input, add-to-cart button, scarcity message, instalment pill and the
 * restock slot of a product page (or of a quick view). Choosing a variant updates the price,
 * stock state and main image.
 */
export function ProductForm(props: ProductFormProps) {
  const { options, variants, kind = "detail" } = props;
  const id = useId();
  const cart = useCart();
  const [selection, setSelection] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(String(QUANTITY_INPUT.default));
  const [asking, setAsking] = useState<((answers: string | null) => void) | null>(null);
  const chosen = options.length === 0 ? initialVariant(props) : findVariant(variants, selection);
  const soldOut = props.soldOut || (chosen !== undefined && !chosen.available);
  const touched = Object.keys(selection).length > 0;

  // The page around a detail form follows the chosen variant (not on first render: the server's
  // markup already shows the product).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) return void (first.current = false);
    if (kind !== "detail") return;
    showVariantPrice(props.itemId, chosen, props.currency, props.locale);
    showVariantImage(props.itemId, chosen?.imageId);
  }, [chosen?.sku]); // eslint-disable-line react-hooks/exhaustive-deps

  const add = () =>
    runAdd({
      model: props,
      selection,
      quantity,
      cart,
      askAdditionalFields: () => new Promise((resolve) => setAsking(() => resolve)),
    });

  const scarcity = props.scarcity;
  const showScarcity =
    scarcity &&
    chosen &&
    !chosen.unlimited &&
    chosen.qtyInStock > 0 &&
    chosen.qtyInStock <= scarcity.threshold &&
    (scarcity.shownByDefault || touched);
  const price = chosen ? (chosen.onSale ? chosen.salePriceCents : chosen.priceCents) : undefined;
  const minPrice = Math.min(...variants.map((v) => (v.onSale ? v.salePriceCents : v.priceCents)));
  // A plain product also adds without script (worker/pages/routes/cart-add.ts); subscriptions,
  // express checkout and the additional-fields form need it.
  const postable = !props.subscribable && !props.express && !props.additionalFieldsForm;
  const restockShown = props.restock && ((chosen && !chosen.available) || (!chosen && props.soldOut));

  return (
    <div className="product-form-island">
      <form
        className="product-form"
        method={postable ? "post" : undefined}
        action={postable ? CART_ADD_PATH : undefined}
        noValidate
        data-item-id={kind === "detail" ? undefined : props.itemId}
        onSubmit={(e) => e.preventDefault()}
      >
        {postable && <input type="hidden" name="itemId" value={props.itemId} />}
        {options.length > 0 && (
          <VariantPicker
            id={id}
            options={options}
            picker={props.picker}
            selection={selection}
            selectLabel={props.selectLabel}
            onChange={(name, value) => setSelection({ ...selection, [name]: value })}
          />
        )}
        {showScarcity && (
          <p className="product-scarcity" role="status">
            {scarcity.text.replace("{qtyInStock}", String(chosen.qtyInStock))}
          </p>
        )}
        {props.showQuantity && (
          <div className="product-quantity-input">
            <label htmlFor={`${id}-quantity`}>{QUANTITY_LABEL}</label>
            <input
              id={`${id}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={QUANTITY_INPUT.min}
              max={QUANTITY_INPUT.max}
              step={QUANTITY_INPUT.step}
              size={QUANTITY_INPUT.size}
              value={quantity}
              onChange={(e) => setQuantity(fieldValue(e))}
            />
          </div>
        )}
        {props.instalments && variants.length > 0 && (
          <InstalmentPill
            priceCents={price ?? minPrice}
            range={props.instalments}
            currency={props.currency}
            locale={props.locale}
          />
        )}
        <AddToCartButton
          label={props.buttonText}
          soldOut={soldOut}
          kind={kind === "quick-view" ? "detail" : kind}
          onAdd={add}
        />
      </form>
      <Suspense fallback={null}>
        {restockShown && props.restock && (
          <RestockForm
            restock={props.restock}
            productId={props.itemId}
            variantId={chosen?.id}
            missingOptions={unselectedOptions(props.options, selection)}
            language={props.locale}
          />
        )}
        {asking && props.additionalFieldsForm && (
          <AdditionalFieldsDialog
            form={props.additionalFieldsForm}
            onDone={(answers) => {
              setAsking(null);
              asking(answers);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
