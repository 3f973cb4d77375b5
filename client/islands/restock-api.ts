// The visitor's restock sign-up call (spec sections 3 and 7), with failures turned into the text
// the restock form shows (section 8: the server's message, else the fallback).
import { RESTOCK_FALLBACK } from "../../worker/forms/restock-messages";
import { send } from "./cart-api";

export const RESTOCK_PATH = "/api/site-users/account/notifications/restock";

export interface RestockSignup {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  language?: string;
}

export async function signUpForRestock(
  signup: RestockSignup,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const res = await send(RESTOCK_PATH, "POST", signup);
    if (res.ok) return { ok: true };
    const body = (await res.json().catch(() => ({}))) as { message?: unknown };
    return {
      ok: false,
      message: typeof body.message === "string" && body.message ? body.message : RESTOCK_FALLBACK,
    };
  } catch {
    return { ok: false, message: RESTOCK_FALLBACK };
  }
}
