// The stock check before an additional-fields form opens (spec section 5): enough when the
// variant is unlimited or its stock exceeds what the cart already holds of it.

export interface StockResult {
  itemId: string;
  variantId: string;
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

export function stockSufficient(stock: StockResult | undefined, quantityInCart: number): boolean {
  if (!stock) return false;
  return stock.unlimited || stock.qtyInStock > quantityInCart;
}
