// A cart line's change posted without script answers 303 to /cart; when it was refused, the reason
// rides along in a short-lived cookie the cart page reads once and drops (a flash), so a reload or
// a shared link never shows it again. The cookie holds which change (quantity or removal), the
// message's number in a fixed list and the line id, never text: the page only ever shows the
// cart API's own messages.
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { UNABLE_TO_REMOVE_ITEM, UNABLE_TO_UPDATE_QUANTITY } from "../commerce/cart-edit-messages";
import type { CartLineNotice } from "../commerce/cart-line-forms";
import { NOT_ENOUGH_STOCK, PLEASE_TRY_AGAIN, TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import { ENTRY_NOT_FOUND, QUANTITY_CHANGE_OUT_OF_RANGE, QUANTITY_OUT_OF_RANGE } from "../http/messages";
import type { PageCtx } from "./page";

const COOKIE = "cartNotice";
/** Long enough for the redirect, short enough to be gone if the browser never follows it. */
const MAX_AGE_SECONDS = 60;

export const TITLES = { quantity: UNABLE_TO_UPDATE_QUANTITY, remove: UNABLE_TO_REMOVE_ITEM } as const;
export type CartLineChange = keyof typeof TITLES;

/** What a refusal can say; anything else is told as 'Please try again'. Append only. */
const MESSAGES = [
  PLEASE_TRY_AGAIN,
  QUANTITY_CHANGE_OUT_OF_RANGE,
  QUANTITY_OUT_OF_RANGE,
  NOT_ENOUGH_STOCK,
  TRY_AGAIN_IN_A_FEW_SECONDS,
  ENTRY_NOT_FOUND,
];

const VALUE = /^(quantity|remove)\.(\d{1,2})\.([0-9a-f-]{36})$/;

export function noteCartRefusal(c: PageCtx, change: CartLineChange, entryId: string, message: string): void {
  const index = Math.max(0, MESSAGES.indexOf(message));
  const line = /^[0-9a-f-]{36}$/.test(entryId) ? entryId : "00000000-0000-0000-0000-000000000000";
  setCookie(c, COOKIE, `${change}.${index}.${line}`, {
    path: "/cart",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The refusal noted for this visitor, if any; the cookie goes with this answer. */
export function takeCartNotice(c: PageCtx): CartLineNotice | null {
  const value = getCookie(c, COOKIE);
  if (value === undefined) return null;
  deleteCookie(c, COOKIE, { path: "/cart" });
  const [, change, index, entryId] = VALUE.exec(value) ?? [];
  const message = MESSAGES[Number(index)];
  if (!change || !message || !entryId) return null;
  return { entryId, title: TITLES[change as CartLineChange], message };
}
