import { Suspense, useState } from "react";
import { lazyPart } from "./lazy-part";
import type { ProductFormModel } from "../../worker/commerce/product-form";
import { QUICK_VIEW_TEXT } from "../../worker/commerce/fallback-texts";
import { AddToCartButton, type ButtonKind } from "./AddToCartButton";
import { runAdd } from "./add-to-cart-flow";
import { useCart } from "./cart-store";

// The quick view (a modal with the product form) loads on first use only.
const AdditionalFieldsDialog = lazyPart("AdditionalFieldsDialog", () =>
  import("./product-parts").then((m) => m.AdditionalFieldsDialog),
);
const QuickView = lazyPart("QuickView", () => import("./QuickView").then((m) => m.QuickView));

export type ProductCardActionsProps = ProductFormModel & {
  kind: Exclude<ButtonKind, "detail">;
  /** The product's page, for products whose form cannot be shown here. */
  url: string;
};

/**
 * The add-to-cart button of a product card (list page, add-on or product block), and on list
 * pages the Quick View button. A product that needs an option chosen shows 'Select Option' for
 * 2 s (its pickers are in the quick view and on the product page).
 */
export function ProductCardActions(props: ProductCardActionsProps) {
  const [quickView, setQuickView] = useState(false);
  const [asking, setAsking] = useState<((answers: string | null) => void) | null>(null);
  const cart = useCart();
  const needsOption = props.options.length > 0;
  return (
    <div className={`product-card-actions is-${props.kind}`}>
      <AddToCartButton
        label={props.buttonText}
        soldOut={props.soldOut}
        kind={props.kind}
        needsOption={needsOption}
        onAdd={() =>
          runAdd({
            model: props,
            selection: {},
            quantity: "1",
            cart,
            askAdditionalFields: () => new Promise((resolve) => setAsking(() => resolve)),
          })
        }
      />
      {props.kind === "list" && (
        <button
          type="button"
          className="product-quick-view-button"
          aria-haspopup="dialog"
          onClick={() => setQuickView(true)}
        >
          {QUICK_VIEW_TEXT}
          <span className="visually-hidden">: {props.title}</span>
        </button>
      )}
      <Suspense fallback={null}>
        {asking && props.additionalFieldsForm && (
          <AdditionalFieldsDialog
            form={props.additionalFieldsForm}
            onDone={(answers) => {
              setAsking(null);
              asking(answers);
            }}
          />
        )}
        {quickView && <QuickView model={props} onClose={() => setQuickView(false)} />}
      </Suspense>
    </div>
  );
}
