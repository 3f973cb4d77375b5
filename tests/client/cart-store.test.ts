import { describe, expect, it } from "vitest";
import { cartExpected } from "../../client/islands/cart-store";

describe("whether a page asks for the cart", () => {
  it("asks when the readable cart flag is set", () => {
    expect(cartExpected("a=b; hasCart=1")).toBe(true);
    expect(cartExpected("hasCart=0")).toBe(false);
  });
  it("asks for a signed-in site user, not for a signed-out one or a malformed cookie", () => {
    const user = (json: string) => `SiteUserInfo=${encodeURIComponent(json)}`;
    expect(cartExpected(user('{"authenticated":true,"siteUserId":"u1"}'))).toBe(true);
    expect(cartExpected(user('{"authenticated":false}'))).toBe(false);
    expect(cartExpected("SiteUserInfo=%7Bnot-json")).toBe(false);
  });
  it("does not ask a first-time visitor", () => {
    expect(cartExpected("")).toBe(false);
    expect(cartExpected("CART=abc")).toBe(false); // the HttpOnly cookie is never visible anyway
  });
});
