// Calls from visitor islands to the cart API, with failures turned into the messages the
// spec shows visitors (section 8).
import type { AddOutcome } from "./add-to-cart-machine";
import type { ShoppingCartJson as CartView } from "../../worker/commerce/cart";
import {
  ENABLE_COOKIES,
  SESSION_EXPIRED,
  TRY_AGAIN_IN_A_FEW_SECONDS,
  UNABLE_TO_ADD_ITEM,
} from "../../worker/commerce/messages";
import { SERVER_ERROR } from "../../worker/http/messages";
import { crumbHeaders } from "./crumb";

export const CART_PATH = "/api/commerce/shopping-cart";

/** Spec section 8, general errors. */
export const UNABLE_TO_CONNECT = "Unable to connect. Please try again.";

export async function fetchCart(): Promise<CartView> {
  const res = await fetch(CART_PATH, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(await failureMessage(res));
  return (await res.json()) as CartView;
}

/** The body of POST /api/commerce/shopping-cart/entries (validated by routes/cart.ts). */
export interface AddToCartRequest {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string;
}

export async function addToCart(request: AddToCartRequest): Promise<AddOutcome & { cart?: CartView }> {
  let res: Response;
  try {
    res = await fetch(`${CART_PATH}/entries`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...crumbHeaders() },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, title: UNABLE_TO_ADD_ITEM, message: UNABLE_TO_CONNECT };
  }
  if (!res.ok) return { ok: false, title: UNABLE_TO_ADD_ITEM, message: await failureMessage(res) };
  const body = (await res.json()) as { shoppingCart: CartView };
  return { ok: true, cart: body.shoppingCart };
}

/** 429 and crumb (CSRF) failures have fixed texts; other failures show the server's message. */
async function failureMessage(res: Response): Promise<string> {
  if (res.status === 429) return TRY_AGAIN_IN_A_FEW_SECONDS;
  if (res.status === 403) return cookiesEnabled() ? SESSION_EXPIRED : ENABLE_COOKIES;
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // not JSON: fall through to the generic text
  }
  return SERVER_ERROR;
}

function cookiesEnabled(): boolean {
  const nav = (globalThis as { navigator?: { cookieEnabled?: boolean } }).navigator;
  return nav?.cookieEnabled !== false;
}
