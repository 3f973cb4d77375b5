// The parts of the shopping cart (spec section 3) that the visitor islands show.

export interface CartEntryView {
  id: string;
  itemId: string;
  title: string;
  quantity: number;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  purchasePriceCents: number;
}

export interface CartView {
  totalQuantity: number;
  subtotalCents: number;
  entries: CartEntryView[];
}

export interface AddToCartRequest {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string;
}
