// The checkout page's calls (worker/routes/checkout.ts): price the order, place it. Both go
// through `send` (the crumb); failures read as the cart calls' do (`failureMessage`), with the field.
import { failureMessage, send, UNABLE_TO_CONNECT } from "./cart-api";

export const QUOTE_PATH = "/api/commerce/checkout/quote";
export const CHECKOUT_PATH = "/api/commerce/checkout";

export interface ExpressItem {
  itemId: string;
  sku?: string;
  quantity: number;
}

export interface Option {
  id: string;
  name: string;
  costCents: number;
}

/** The quote's answer (only what the page shows). */
export interface Quote {
  currency: string;
  lines: {
    sku: string;
    title: string;
    attributes: Record<string, string>;
    quantity: number;
    unitPriceCents: number;
    /** The line's total as shown, with or without tax like the totals. */
    totalCents: number;
  }[];
  shippingOptions: Option[];
  selectedShippingOption: Option | null;
  /** Where the quote placed the order: the address sent, else the one stored on the cart. */
  shippingLocation: { country: string; region: string | null; postalCode: string | null } | null;
  /** The codes priced: those sent, else the cart's stored ones. */
  coupons: string[];
  validCoupons: { code: string; discountCents: number; automatic?: boolean }[];
  invalidCoupons: { code: string; message: string }[];
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  /** taxCents is inside the other amounts: 'Including …' instead of a Tax line. */
  taxIncluded: boolean;
  /** The names of the taxes ("VAT"). */
  taxName: string;
  grandTotalCents: number;
  requiresShipping: boolean;
  giftCard: { last4: string; appliedCents: number } | null;
  giftCardMessage: string | null;
  amountDueCents: number;
  minimumMessage: string | null;
  emptyMessage: string | null;
  /** A subscription checkout's terms ("$18.00 every month"), else null. */
  subscription: { terms: string } | null;
}

export interface PricingRequest {
  shippingAddress?: { country: string; region: string; postalCode: string };
  shippingOptionId?: string;
  /** Left out: the codes stored on the cart. */
  couponCodes?: string[];
  giftCardCode?: string;
  express?: ExpressItem;
  subscriptionToken?: string;
}

export interface CheckoutRequest extends Omit<PricingRequest, "shippingAddress"> {
  checkoutId: string;
  email: string;
  /** Null when nothing in the cart ships. */
  shippingAddress: {
    name: string;
    line1: string;
    line2: string;
    city: string;
    country: string;
    region: string;
    postalCode: string;
  } | null;
  paymentMethod?: string;
}

export type Answer<T> =
  { ok: true; value: T } | { ok: false; status: number; message: string; field?: string };

async function call<T>(path: string, body: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await send(path, "POST", body);
  } catch {
    return { ok: false, status: 0, message: UNABLE_TO_CONNECT };
  }
  if (res.ok) return { ok: true, value: (await res.json()) as T };
  // The field at fault, beside the message the cart calls would show (429 and crumb texts included).
  const json = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { field?: unknown };
  const field = typeof json.field === "string" ? json.field : undefined;
  return { ok: false, status: res.status, message: await failureMessage(res), ...(field ? { field } : {}) };
}

export const fetchQuote = (request: PricingRequest) => call<Quote>(QUOTE_PATH, request);

export const placeOrder = (request: CheckoutRequest) =>
  call<{ orderId: string; orderNumber: number; redirect: string }>(CHECKOUT_PATH, request);

/** A fresh idempotency key for one checkout attempt. */
export const newCheckoutId = () => `chk_${crypto.randomUUID().replaceAll("-", "")}`;
