import { useEffect } from "react";
import type { ProductFormModel } from "../../worker/commerce/product-form";
import { signal } from "../analytics/signal";
import { Dialog } from "./Dialog";
import { ProductForm } from "./ProductForm";

export const VIEW_FULL_DETAILS = "View full details";

/** The quick view of a listing (spec item 13): the product's pickers and button in a modal. */
export function QuickView({
  model,
  onClose,
}: {
  model: ProductFormModel & { url: string };
  onClose: () => void;
}) {
  // Counted once per opening (RecordQuickView/{id}, through the analytics script).
  useEffect(() => signal({ name: "QuickView", objectIdentifier: model.itemId }), [model.itemId]);
  return (
    <Dialog title={model.title} onClose={onClose} className="quick-view">
      {model.badge && <p className={`product-mark ${model.badge.kind}`}>{model.badge.text}</p>}
      <ProductForm {...model} kind="quick-view" />
      <a className="quick-view-details" href={model.url}>
        {VIEW_FULL_DETAILS}
      </a>
    </Dialog>
  );
}
