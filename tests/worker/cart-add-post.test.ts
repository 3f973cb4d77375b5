// The product form posted without script (POST /cart/add, form-encoded): the line goes into the
// same cart as the JSON call's, then the browser is sent to the cart; refusals are a page with the
// add-to-cart failure's words.
import { describe, expect, it } from "vitest";
import { SESSION_EXPIRED, selectOptionsMessage, UNABLE_TO_ADD_ITEM } from "../../worker/commerce/messages";
import { CART, ORIGIN, Visitor } from "./helpers";

function post(visitor: Visitor, fields: [string, string][], origin = ORIGIN) {
  return visitor.fetch("/cart/add", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields).toString(),
  });
}

type Cart = { entries: { chosenVariant: { sku: string }; quantity: number }[] };
const entries = async (visitor: Visitor) =>
  ((await (await visitor.fetch(CART)).json()) as Cart).entries.map((e) => [e.chosenVariant.sku, e.quantity]);

describe("POST /cart/add without script", () => {
  it("adds the chosen variant and quantity to the visitor's cart and goes to the cart", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/shop/linen-field-shirt");
    const res = await post(visitor, [
      ["itemId", "prd_linen_shirt"],
      ["option:Size", "S"],
      ["option:Colour", "Indigo"],
      ["quantity", "2"],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
    const mug = await post(visitor, [["itemId", "prd_speckled_mug"]]);
    expect(mug.status).toBe(303);
    expect(await entries(visitor)).toEqual([
      ["SQ-SHIRT-S-INDIGO", 2],
      ["SQ-MUG", 1],
    ]);
  });

  it("asks for the options left unchosen, and refuses another site's post, adding nothing", async () => {
    const visitor = new Visitor();
    await visitor.fetch("/shop/linen-field-shirt");
    const missing = await post(visitor, [["itemId", "prd_linen_shirt"]]);
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(html).toContain(UNABLE_TO_ADD_ITEM);
    expect(html).toContain(selectOptionsMessage(["Size", "Colour"]));
    expect(html).toContain('href="/shop/linen-field-shirt"');
    const foreign = await post(visitor, [["itemId", "prd_speckled_mug"]], "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain(SESSION_EXPIRED);
    expect(await entries(visitor)).toEqual([]);
  });
});
