// Calls from visitor islands to the cart API, with failures turned into the messages the
// spec shows visitors (section 8).
import type { AddOutcome } from "./add-to-cart-machine";
import type { AddToCartRequest, CartView } from "./cart-types";

export const CART_PATH = "/api/commerce/shopping-cart";

export const ADD_FAILED_TITLE = "Unable to Add Item";
export const TRY_AGAIN_SOON = "Please try again in a few seconds.";
export const SESSION_EXPIRED = "Your session has expired. Please reload the page and try again.";
export const ENABLE_COOKIES = "Please enable cookies in your browser, reload the page, and try again.";
export const UNABLE_TO_CONNECT = "Unable to connect. Please try again.";
export const SOMETHING_WENT_WRONG = "Something went wrong";

export async function fetchCart(): Promise<CartView> {
  const res = await fetch(CART_PATH, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(await failureMessage(res));
  return (await res.json()) as CartView;
}

export async function addToCart(request: AddToCartRequest): Promise<AddOutcome & { cart?: CartView }> {
  let res: Response;
  try {
    res = await fetch(`${CART_PATH}/entries`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, title: ADD_FAILED_TITLE, message: UNABLE_TO_CONNECT };
  }
  if (!res.ok) return { ok: false, title: ADD_FAILED_TITLE, message: await failureMessage(res) };
  const body = (await res.json()) as { shoppingCart: CartView };
  return { ok: true, cart: body.shoppingCart };
}

/** 429 and crumb (CSRF) failures have fixed texts; other failures show the server's message. */
async function failureMessage(res: Response): Promise<string> {
  if (res.status === 429) return TRY_AGAIN_SOON;
  if (res.status === 403) return cookiesEnabled() ? SESSION_EXPIRED : ENABLE_COOKIES;
  try {
    const body = (await res.json()) as { message?: unknown; error?: unknown };
    const text = body.message ?? body.error;
    if (typeof text === "string" && text) return text;
  } catch {
    // not JSON: fall through to the generic text
  }
  return SOMETHING_WENT_WRONG;
}

function cookiesEnabled(): boolean {
  const nav = (globalThis as { navigator?: { cookieEnabled?: boolean } }).navigator;
  return nav?.cookieEnabled !== false;
}
