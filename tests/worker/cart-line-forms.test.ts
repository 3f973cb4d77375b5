// The cart page's line forms posted without script (POST /cart/lines/{entryId}/quantity and
// .../remove, form-encoded, with the crumb the page holds): the change is the cart API's, then
// the browser goes back to the cart (303), which shows a refusal's message beside the line, once.
import { describe, expect, it } from "vitest";
import { UNABLE_TO_REMOVE_ITEM, UNABLE_TO_UPDATE_QUANTITY } from "../../worker/commerce/cart-edit-messages";
import { NOT_ENOUGH_STOCK, SESSION_EXPIRED } from "../../worker/commerce/messages";
import { ENTRY_NOT_FOUND, QUANTITY_CHANGE_OUT_OF_RANGE } from "../../worker/http/messages";
import { DemoProduct } from "../../worker/seed/demo-data";
import { type AddBody, ORIGIN, Visitor } from "./helpers";

/** A visitor whose cart holds `quantity` of a variant, who has opened the cart page. */
async function withLine(itemId: string, sku: string, quantity: number) {
  const visitor = new Visitor();
  const res = await visitor.add(itemId, sku, quantity);
  expect(res.status).toBe(200);
  const { newlyAdded } = (await res.json()) as AddBody;
  const page = await cartPage(visitor);
  expect(page).toContain(`action="/cart/lines/${newlyAdded.id}/quantity"`);
  return { visitor, entryId: newlyAdded.id };
}

const cartPage = async (visitor: Visitor) => (await visitor.fetch("/cart")).text();

function postForm(
  visitor: Visitor,
  path: string,
  fields: Record<string, string>,
  { crumb = visitor.crumb, origin = ORIGIN }: { crumb?: string | null; origin?: string } = {},
) {
  return visitor.fetch(path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(crumb ? { ...fields, crumb } : fields).toString(),
  });
}

const setQuantity = (visitor: Visitor, entryId: string, quantity: string, options = {}) =>
  postForm(visitor, `/cart/lines/${entryId}/quantity`, { quantity }, options);
const remove = (visitor: Visitor, entryId: string, options = {}) =>
  postForm(visitor, `/cart/lines/${entryId}/remove`, {}, options);

const lines = async (visitor: Visitor) =>
  (await visitor.cart()).entries.map((e) => [e.chosenVariant.sku, e.quantity]);

/** The text of the notice beside a line on the cart page, or null. */
function noticeBeside(html: string, entryId: string): string | null {
  const match = new RegExp(`<p [^>]*id="cart-row-notice-${entryId}"[^>]*>(.*?)</p>`).exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, "") : null;
}

function expectSentBack(res: Response) {
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe("/cart");
}

describe("the cart page's line forms without script", () => {
  it("sets a line's quantity, then removes the line, going back to the cart each time", async () => {
    const { visitor, entryId } = await withLine(DemoProduct.MUG, "SQ-MUG", 1);
    expectSentBack(await setQuantity(visitor, entryId, "3"));
    expect(await lines(visitor)).toEqual([["SQ-MUG", 3]]);
    const page = await cartPage(visitor);
    expect(page).toMatch(/<input type="number"[^>]* name="quantity" value="3"/);
    expect(noticeBeside(page, entryId)).toBeNull();

    expectSentBack(await remove(visitor, entryId));
    expect(await lines(visitor)).toEqual([]);
    expect(await cartPage(visitor)).toContain("You have nothing in your shopping cart.");
  });

  it("removes the line for a quantity of 0, as the cart API does", async () => {
    const { visitor, entryId } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    expectSentBack(await setQuantity(visitor, entryId, "0"));
    expect(await lines(visitor)).toEqual([]);
  });

  it("refuses a post without the page's crumb, with another crumb, or from another site, changing nothing", async () => {
    const { visitor, entryId } = await withLine(DemoProduct.MUG, "SQ-MUG", 1);
    for (const res of [
      await setQuantity(visitor, entryId, "3", { crumb: null }),
      await setQuantity(visitor, entryId, "3", { crumb: "0".repeat(32) }),
      await setQuantity(visitor, entryId, "3", { origin: "https://evil.example" }),
      await remove(visitor, entryId, { crumb: null }),
      await remove(visitor, entryId, { origin: "https://evil.example" }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.text()).toContain(SESSION_EXPIRED);
    }
    expect(await lines(visitor)).toEqual([["SQ-MUG", 1]]);
  });

  it("shows the cart API's message beside the line for a quantity it refuses, once", async () => {
    const { visitor, entryId } = await withLine(DemoProduct.THROW, "SQ-THROW", 2);
    for (const quantity of ["", "two", "2.5", "-1", "10000"]) {
      expectSentBack(await setQuantity(visitor, entryId, quantity));
      expect(noticeBeside(await cartPage(visitor), entryId)).toBe(
        `${UNABLE_TO_UPDATE_QUANTITY} ${QUANTITY_CHANGE_OUT_OF_RANGE}`,
      );
    }
    // More than the stock holds.
    expectSentBack(await setQuantity(visitor, entryId, "4"));
    const page = await cartPage(visitor);
    expect(noticeBeside(page, entryId)).toBe(`${UNABLE_TO_UPDATE_QUANTITY} ${NOT_ENOUGH_STOCK}`);
    expect(page).toContain(`aria-describedby="cart-row-notice-${entryId}"`);
    // Told once: the page after it is the plain cart.
    expect(noticeBeside(await cartPage(visitor), entryId)).toBeNull();
    expect(await lines(visitor)).toEqual([["SQ-THROW", 2]]);
  });

  it("cannot touch another visitor's line: the line stays, and the poster is told it is not in their cart", async () => {
    const owner = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    const other = await withLine(DemoProduct.THROW, "SQ-THROW", 1);
    expectSentBack(await setQuantity(other.visitor, owner.entryId, "5"));
    expect(await cartPage(other.visitor)).toContain(
      `${UNABLE_TO_UPDATE_QUANTITY}</strong> <span>${ENTRY_NOT_FOUND}`,
    );
    expectSentBack(await remove(other.visitor, owner.entryId));
    expect(await cartPage(other.visitor)).toContain(
      `${UNABLE_TO_REMOVE_ITEM}</strong> <span>${ENTRY_NOT_FOUND}`,
    );
    expect(await lines(owner.visitor)).toEqual([["SQ-MUG", 2]]);
    expect(await lines(other.visitor)).toEqual([["SQ-THROW", 1]]);
  });
});
