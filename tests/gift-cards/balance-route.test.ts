// POST /api/commerce/gift-cards/balance as the checkout's gift card field calls it: the balance as
// money JSON, its errors word for word, the crumb, and the limit on lookups per client.
import { describe, expect, it } from "vitest";
import { SESSION_EXPIRED, TRY_AGAIN_IN_A_FEW_SECONDS } from "../../worker/commerce/messages";
import { formatGiftCardCode } from "../../worker/gift-cards/code";
import {
  GIFT_CARD_CODE_INVALID,
  GIFT_CARD_CODE_REQUIRED,
  GIFT_CARD_NOT_FOUND,
} from "../../worker/gift-cards/messages";
import { redeemGiftCard } from "../../worker/gift-cards/redeem";
import { JSON_REQUIRED } from "../../worker/http/messages";
import { ORIGIN, Visitor } from "../worker/helpers";
import { db, newCard } from "./fixtures";

const BALANCE = "/api/commerce/gift-cards/balance";
let ip = 0;
/** A visitor from an address of its own, so the lookup limit of one test does not touch another. */
function visitor() {
  const address = `198.51.100.${++ip}`;
  const v = new Visitor();
  return {
    v,
    lookup: (body: unknown, headers: Record<string, string> = {}) =>
      v.post(BALANCE, body, { "cf-connecting-ip": address, ...headers }),
  };
}

describe("POST /api/commerce/gift-cards/balance", () => {
  it("answers the balance as money JSON, for the code however it is typed", async () => {
    const { giftCard, code } = await newCard(5000);
    const { lookup } = visitor();
    const res = await lookup({ code: formatGiftCardCode(code) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ balance: { currency: "USD", value: "50.00" } });

    await redeemGiftCard(db, giftCard, { id: "ord_route_1", currency: "USD" }, 1234);
    const after = await lookup({ code: ` ${code.toLowerCase()} ` });
    expect(await after.json()).toEqual({ balance: { currency: "USD", value: "37.66" } });
  });

  it("404 for a code no card has; 400 for no code or something that cannot be one", async () => {
    const { lookup } = visitor();
    const unknown = await lookup({ code: "ZZZZ-ZZZZ-ZZZZ-ZZZZ" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: GIFT_CARD_NOT_FOUND });
    expect(GIFT_CARD_NOT_FOUND).toBe(
      "We couldn't find a gift card with that code. Please check the code and try again.",
    );

    for (const body of [{}, { code: "" }, { code: "   " }, { code: 1234 }]) {
      const res = await visitor().lookup(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: GIFT_CARD_CODE_REQUIRED });
    }
    for (const code of [
      "ABCD-EFGH",
      "ABCD-EFGH-JKMN-PQRS-TVWX",
      "UUUU-UUUU-UUUU-UUUU",
      "<script>alert(1)</script>",
      "x".repeat(65),
    ]) {
      const res = await visitor().lookup({ code });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: GIFT_CARD_CODE_INVALID });
    }
  });

  it("needs the crumb and a JSON body", async () => {
    const { code } = await newCard(100);
    const { lookup } = visitor();
    const forged = await lookup({ code }, { "x-csrf-token": "0".repeat(32) });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: SESSION_EXPIRED });
    const v = new Visitor();
    const form = await v.fetch(BALANCE, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: ORIGIN },
      body: JSON.stringify({ code }),
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: JSON_REQUIRED });
  });

  it("429 with 'Please try again in a few seconds.' past 5 lookups in 10 seconds from one client", async () => {
    const { code } = await newCard(100);
    const { lookup } = visitor();
    for (let i = 0; i < 4; i++) expect((await lookup({ code: "ZZZZ-ZZZZ-ZZZZ-ZZZZ" })).status).toBe(404);
    expect((await lookup({ code })).status).toBe(200);
    const limited = await lookup({ code });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("10");
    expect(await limited.json()).toEqual({ message: TRY_AGAIN_IN_A_FEW_SECONDS });
    expect(TRY_AGAIN_IN_A_FEW_SECONDS).toBe("Please try again in a few seconds.");
    // Another client is not held back.
    expect((await visitor().lookup({ code })).status).toBe(200);
  });
});
