// Add-ons offered under the cart (spec section 2's fourth add-to-cart page kind): simple products a
// visitor can add with one click, so physical, one variant, in stock, no form, not a subscription.
import { ProductTypeCode, type ProductItemJson } from "../db/catalog-types";

export const MAX_ADDONS = 3;

export function isAddon(item: ProductItemJson): boolean {
  const sc = item.structuredContent;
  const [only] = sc.variants;
  return (
    sc.productType === ProductTypeCode.PHYSICAL &&
    sc.variants.length === 1 &&
    !sc.isSubscribable &&
    !sc.additionalFieldsForm &&
    !!only &&
    (only.unlimited || only.qtyInStock > 0)
  );
}
