// How islands tell the analytics script about a commerce moment (AddToCart, RemoveFromCart, …)
// without importing it: a queue on the window that the script drains when it loads (after the
// page's load and idle) and then replaces with its handler. A few bytes in the islands' chunks.
export interface AnalyticsSignal {
  name: string;
  /** The product (item id) the event is about. */
  objectIdentifier?: string;
  /** For AddToCart: which of the four add-to-cart page kinds, and the product's details. */
  productPage?: "plp" | "pdp" | "add-on" | "product_block";
  product?: { item_id: string; item_type?: string; item_title?: string; item_collection_id?: string };
  cartId?: string;
}

type Sink = { push(signal: AnalyticsSignal): unknown };

export function signal(s: AnalyticsSignal): void {
  const g = globalThis as { __ssAnalytics?: Sink };
  (g.__ssAnalytics ??= [] as AnalyticsSignal[]).push(s);
}
