// Calls from visitor islands to the commerce API, with failures turned into the messages the
// spec shows visitors (section 8). Every state-changing call goes through `send`.
import type { AddOutcome } from "./add-to-cart-machine";
import type { CartEntryJson, ShoppingCartJson as CartView } from "../../worker/commerce/cart";
import type { StockResult } from "../../worker/commerce/stock-check";
import {
  ENABLE_COOKIES,
  SESSION_EXPIRED,
  TRY_AGAIN_IN_A_FEW_SECONDS,
  UNABLE_TO_ADD_ITEM,
} from "../../worker/commerce/messages";
import { SERVER_ERROR } from "../../worker/http/messages";
import { crumbHeaders } from "./crumb";

export const CART_PATH = "/api/commerce/shopping-cart";
export const STOCK_PATH = "/api/commerce/inventory/stock/";
export const SUBSCRIPTION_PATH = "/api/3/commerce/cart/subscription";

/** Spec section 8, general errors. */
export const UNABLE_TO_CONNECT = "Unable to connect. Please try again.";

/**
 * The one door for state-changing calls (POST, PUT, DELETE) to our API: JSON in and out, same
 * origin. Each carries the crumb (./crumb.ts) the worker checks.
 */
export function send(path: string, method: "POST" | "PUT" | "DELETE", body: unknown): Promise<Response> {
  return fetch(path, {
    method,
    headers: { "content-type": "application/json", accept: "application/json", ...crumbHeaders() },
    body: JSON.stringify(body),
  });
}

export async function fetchCart(): Promise<CartView> {
  const res = await fetch(CART_PATH, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(await failureMessage(res));
  return (await res.json()) as CartView;
}

/** Stock of every variant of a product, or a failure message. */
export async function fetchStock(itemId: string): Promise<StockResult[] | string> {
  try {
    const res = await fetch(`${STOCK_PATH}?itemId=${encodeURIComponent(itemId)}`, {
      headers: { accept: "application/json" },
    });
    if (!res.ok) return await failureMessage(res);
    return ((await res.json()) as { results: StockResult[] }).results;
  } catch {
    return UNABLE_TO_CONNECT;
  }
}

/** The body of POST /api/commerce/shopping-cart/entries (validated by routes/cart.ts). */
export interface AddToCartRequest {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string;
}

export type AddResult = AddOutcome & { cart?: CartView; newlyAdded?: CartEntryJson };

/** Adds a line; `title` is the failure dialog's title (section 8). */
export const addToCart = (request: AddToCartRequest, title = UNABLE_TO_ADD_ITEM): Promise<AddResult> =>
  post(
    `${CART_PATH}/entries`,
    request,
    title,
    (body: { shoppingCart: CartView; newlyAdded: CartEntryJson }) => ({
      cart: body.shoppingCart,
      newlyAdded: body.newlyAdded,
    }),
  );

/** Subscription request of spec section 7; the answer's cartToken leads to the subscription page. */
export interface SubscriptionRequest {
  itemId: string;
  sku: string;
  qty: number;
  additionalFields: string;
  subscriptionOptionId?: string;
}

export const startSubscription = (
  request: SubscriptionRequest,
  title: string,
): Promise<AddOutcome & { cartToken?: string }> =>
  post(SUBSCRIPTION_PATH, request, title, (body: { cartToken?: string }) => ({ cartToken: body.cartToken }));

/** POSTs an add (to the cart or a subscription): the answer's fields on success, else the failure. */
async function post<B, R>(
  path: string,
  request: unknown,
  title: string,
  fields: (body: B) => R,
): Promise<({ ok: true } & R) | { ok: false; title: string; message: string }> {
  let res: Response;
  try {
    res = await send(path, "POST", request);
  } catch {
    return { ok: false, title, message: UNABLE_TO_CONNECT };
  }
  if (!res.ok) return { ok: false, title, message: await failureMessage(res) };
  return { ok: true, ...fields((await res.json()) as B) };
}

/** 429 and crumb (CSRF) failures have fixed texts; other failures show the server's message. */
export async function failureMessage(res: Response): Promise<string> {
  // Always read the answer, even when its text is fixed: an unread body keeps its connection busy.
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  if (res.status === 429) return TRY_AGAIN_IN_A_FEW_SECONDS;
  if (res.status === 403) return cookiesEnabled() ? SESSION_EXPIRED : ENABLE_COOKIES;
  if (typeof body.message === "string" && body.message) return body.message;
  return SERVER_ERROR;
}

function cookiesEnabled(): boolean {
  const nav = (globalThis as { navigator?: { cookieEnabled?: boolean } }).navigator;
  return nav?.cookieEnabled !== false;
}
