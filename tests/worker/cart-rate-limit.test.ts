// Spec section 8 / issue item 11: a client hammering the cart gets 429 'Please try again in a few
// seconds.', also when it sends no cart cookie (each such add would otherwise create a new cart).
// Counted per client address (CF-Connecting-IP) by the Rate Limiting binding: 40 writes per 10 s.
import { describe, expect, it } from "vitest";
import { TRY_AGAIN_IN_A_FEW_SECONDS } from "../../worker/commerce/messages";
import { DemoProduct } from "../../worker/seed/demo-data";
import { ENTRIES, Visitor } from "./helpers";

const LIMIT = 40;
let nextAddress = 1;
/** A client address no other test uses, so counts do not leak between tests. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** A visitor with no cart cookie (a fresh one per request), as a script dropping cookies would be. */
async function cookielessAdd(address: string): Promise<Response> {
  const visitor = new Visitor();
  visitor.address = address;
  const res = await visitor.post(ENTRIES, { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: 1 });
  return res;
}

describe("rate limit per client address", () => {
  it("answers 429 with the spec's message to a client adding without a cart cookie, creating no cart", async () => {
    const address = freshAddress();
    // Two fixed windows at most pass while these run: at most 2 × LIMIT are accepted.
    const responses = await Promise.all(Array.from({ length: 3 * LIMIT }, () => cookielessAdd(address)));
    const limited = responses.filter((r) => r.status === 429);
    const accepted = responses.filter((r) => r.status === 200);
    expect(limited.length + accepted.length).toBe(responses.length);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(2 * LIMIT);
    for (const res of limited) {
      expect(await res.json()).toEqual({ message: TRY_AGAIN_IN_A_FEW_SECONDS });
      expect(res.headers.getSetCookie().some((c) => c.startsWith("CART="))).toBe(false);
      expect(res.headers.get("retry-after")).toBe("10");
    }
    for (const res of accepted) await res.body?.cancel();
  }, 60_000);

  it("counts changes of an existing cart too, and does not hold back another address", async () => {
    const address = freshAddress();
    const visitor = new Visitor();
    visitor.address = address;
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i++) {
      const res = await visitor.delete(`${ENTRIES}/${crypto.randomUUID()}`);
      statuses.push(res.status);
      await res.body?.cancel();
      if (res.status === 429) break;
    }
    // Unknown lines answer 404 until the address is over its limit.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.length).toBeGreaterThan(LIMIT);
    expect((await cookielessAdd(freshAddress())).status).toBe(200);
  });

  it("never limits reading the cart", async () => {
    const visitor = new Visitor();
    visitor.address = freshAddress();
    for (let i = 0; i < LIMIT + 5; i++)
      expect((await visitor.fetch("/api/commerce/shopping-cart")).status).toBe(200);
  });
});
