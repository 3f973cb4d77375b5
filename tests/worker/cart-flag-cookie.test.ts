// The readable companion of the HttpOnly cart cookie: set with it, cleared with it, so pages ask
// for the cart only when one exists.
import { describe, expect, it } from "vitest";
import { DemoProduct } from "../../worker/seed/demo-data";
import { CART, Visitor } from "./helpers";

describe("the cart flag cookie", () => {
  it("is set, readable by scripts, beside the HttpOnly cart cookie when a cart is created", async () => {
    const visitor = new Visitor();
    const res = await visitor.add(DemoProduct.HANDBOOK, "SQ-HANDBOOK-PDF", 1);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const cart = cookies.find((c) => c.startsWith("CART="))!;
    const flag = cookies.find((c) => c.startsWith("hasCart="))!;
    expect(cart).toMatch(/HttpOnly/i);
    expect(flag).toMatch(/^hasCart=1;/);
    expect(flag).not.toMatch(/HttpOnly/i);
    expect(flag).toMatch(/Path=\//);
  });

  it("is cleared with the cart cookie when the cart it names no longer exists", async () => {
    const visitor = new Visitor();
    visitor.cookies.set("CART", "00000000-0000-4000-8000-000000000000");
    visitor.cookies.set("hasCart", "1");
    const res = await visitor.fetch(CART);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => /^CART=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(cookies.some((c) => /^hasCart=;.*Max-Age=0/i.test(c))).toBe(true);
  });

  it("leaves a visitor without a cart alone", async () => {
    const res = await new Visitor().fetch(CART);
    // Only the crumb (worker/http/crumb.ts) is given; no cart cookie, no flag.
    expect(res.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["crumb"]);
  });
});
