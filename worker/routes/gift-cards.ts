// Gift card calls (not shown in the spec; ours), under /api/commerce/gift-cards:
//   POST /balance   {code} -> { balance: {currency, value} }
// 400 for something that cannot be a code, 404 for a code no card of this website has, 429 past
// MAX_LOOKUPS_PER_WINDOW lookups in LOOKUP_WINDOW_MS from one client (every lookup counts, right or
// wrong), so codes cannot be guessed here at any useful rate. The crumb is checked like every POST.
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../commerce/messages";
import { LOOKUP_WINDOW_MS, overLookupLimit } from "../db/gift-cards";
import { moneyJson } from "../db/money-json";
import { normalizeGiftCardCode } from "../gift-cards/code";
import { GIFT_CARD_CODE_INVALID, GIFT_CARD_CODE_REQUIRED, GIFT_CARD_NOT_FOUND } from "../gift-cards/messages";
import { findGiftCardByCode } from "../gift-cards/redeem";
import type { AppEnv } from "../http/app-env";
import { readCrumb } from "../http/crumb";
import { apiError } from "../http/errors";
import { limitBody, requireJson } from "../http/validation";

const balanceBody = z.object({
  code: z
    .string({ error: GIFT_CARD_CODE_REQUIRED })
    .trim()
    .min(1, GIFT_CARD_CODE_REQUIRED)
    .max(64, GIFT_CARD_CODE_INVALID),
});

/** The gift card form shows these messages as they are, without a field prefix. */
const validBalanceBody = zValidator("json", balanceBody, (result, c) => {
  if (!result.success) return apiError(c, 400, result.error.issues[0]?.message ?? GIFT_CARD_CODE_REQUIRED);
});

export const giftCards = new Hono<AppEnv>().post(
  "/balance",
  requireJson,
  limitBody(),
  validBalanceBody,
  async (c) => {
    c.header("Cache-Control", "private, no-store");
    const db = c.get("db");
    // The crumb guard has run: the cookie is there. Without an address (local runs), the crumb stands in.
    const client = c.req.header("cf-connecting-ip") ?? `crumb:${readCrumb(c)}`;
    if (await overLookupLimit(db, client, Date.now())) {
      c.header("Retry-After", String(Math.ceil(LOOKUP_WINDOW_MS / 1000)));
      return apiError(c, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
    }
    const code = normalizeGiftCardCode(c.req.valid("json").code);
    if (!code) return apiError(c, 400, GIFT_CARD_CODE_INVALID);
    const card = await findGiftCardByCode(db, c.get("website").id, code);
    if (!card) return apiError(c, 404, GIFT_CARD_NOT_FOUND);
    return c.json({ balance: moneyJson(card.balanceMinor, card.currency) }, 200);
  },
);
