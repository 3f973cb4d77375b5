// A signed-in member's cart follows them: another browser finds it at sign-in, a browser's
// anonymous cart joins it, a cart started while signed in is theirs, and sign-out either forgets
// it or (cloneCart) leaves the browser a copy.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DemoProduct } from "../../worker/seed/demo-data";
import { Member } from "./helpers";

const SHIRT = [DemoProduct.SHIRT, "SQ-SHIRT-M-OAT"] as const;
const CANDLES = [DemoProduct.CANDLES, "SQ-CANDLES"] as const;

async function member(email: string) {
  const browser = new Member();
  expect((await browser.signUp(email)).status).toBe(201);
  return browser;
}

const lines = async (browser: Member) =>
  (await browser.cart()).entries.map((e) => [e.itemId, e.chosenVariant.sku, e.quantity]);

describe("a member's cart", () => {
  it("is found on another browser after signing in there", async () => {
    const laptop = await member("two-browsers@example.com");
    await laptop.signIn("two-browsers@example.com");
    expect((await laptop.add(...SHIRT, 2)).status).toBe(200);

    const phone = new Member();
    expect(await lines(phone)).toEqual([]);
    await phone.signIn("two-browsers@example.com");
    expect(phone.cookies.get("hasCart")).toBe("1");
    expect(await lines(phone)).toEqual([[...SHIRT, 2]]);

    // Both browsers now change the one cart.
    await phone.add(...CANDLES, 1);
    expect(await lines(laptop)).toEqual([
      [...SHIRT, 2],
      [...CANDLES, 1],
    ]);
  });

  it("takes in the browser's anonymous cart at sign-in", async () => {
    const laptop = await member("merge@example.com");
    await laptop.signIn("merge@example.com");
    await laptop.add(...SHIRT, 1);

    const phone = new Member();
    await phone.add(...SHIRT, 2);
    await phone.add(...CANDLES, 1);
    const anonymousCart = phone.cookies.get("CART");
    await phone.signIn("merge@example.com");
    expect(phone.cookies.get("CART")).not.toBe(anonymousCart);
    expect(await lines(phone)).toEqual([
      [...SHIRT, 3],
      [...CANDLES, 1],
    ]);
    expect(await lines(laptop)).toEqual([
      [...SHIRT, 3],
      [...CANDLES, 1],
    ]);
  });

  it("becomes the browser's anonymous cart when the member had none", async () => {
    const browser = await member("adopt@example.com");
    await browser.add(...CANDLES, 2);
    const cartId = browser.cookies.get("CART");
    await browser.signIn("adopt@example.com");
    const row = await env.DB.prepare("SELECT cart_id FROM site_users WHERE email = ?")
      .bind("adopt@example.com")
      .first<{ cart_id: string }>();
    expect(row!.cart_id).toBe(cartId);
    const other = new Member();
    await other.signIn("adopt@example.com");
    expect(await lines(other)).toEqual([[...CANDLES, 2]]);
  });

  it("stays with the member at sign-out: the browser forgets it", async () => {
    const browser = await member("forget@example.com");
    await browser.signIn("forget@example.com");
    await browser.add(...CANDLES, 1);
    expect((await browser.signOut(false)).status).toBe(204);
    expect(browser.cookies.get("CART")).toBe("");
    expect(browser.cookies.get("hasCart")).toBe("");
    expect(await lines(browser)).toEqual([]);
    await browser.signIn("forget@example.com");
    expect(await lines(browser)).toEqual([[...CANDLES, 1]]);
  });

  it("is copied to the anonymous visitor at sign-out with cloneCart", async () => {
    const browser = await member("clone@example.com");
    await browser.signIn("clone@example.com");
    await browser.add(...SHIRT, 1);
    const memberCart = browser.cookies.get("CART");
    expect((await browser.signOut(true)).status).toBe(204);
    const copy = browser.cookies.get("CART");
    expect(copy).toMatch(/^[0-9a-f-]{36}$/);
    expect(copy).not.toBe(memberCart);
    expect(browser.cookies.get("hasCart")).toBe("1");
    expect(browser.info).toBeUndefined();
    // The copy is the visitor's own: changing it leaves the member's cart as it was.
    await browser.add(...CANDLES, 1);
    expect(await lines(browser)).toEqual([
      [...SHIRT, 1],
      [...CANDLES, 1],
    ]);
    const again = new Member();
    await again.signIn("clone@example.com");
    expect(await lines(again)).toEqual([[...SHIRT, 1]]);
  });
});
