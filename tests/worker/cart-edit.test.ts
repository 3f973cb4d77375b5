// Changing the cart after adding: quantities, removal, form answers, and how the cart is read
// (spec section 7). Every failure is a 4xx `{ message }` and leaves the cart as it was.
import { describe, expect, it } from "vitest";
import {
  NOT_ENOUGH_STOCK,
  SESSION_EXPIRED,
  TRY_AGAIN_IN_A_FEW_SECONDS,
} from "../../worker/commerce/messages";
import {
  ADDITIONAL_FIELDS_NOT_JSON,
  BODY_TOO_LARGE,
  MALFORMED_JSON,
  CART_QUERY_FLAG,
  CART_QUERY_TIMECODE,
  ENTRY_NOT_FOUND,
  JSON_REQUIRED,
  QUANTITY_CHANGE_OUT_OF_RANGE,
} from "../../worker/http/messages";
import { MAX_JSON_BODY_BYTES } from "../../worker/http/validation";
import { DemoProduct } from "../../worker/seed/demo-data";
import { type AddBody, CART, type CartBody, ENTRIES, type EntryBody, Visitor } from "./helpers";

interface ChangeBody {
  shoppingCart: CartBody;
  updatedEntry: EntryBody | null;
}
interface RemoveBody {
  shoppingCart: CartBody;
  removedEntry: EntryBody;
}

const quantityPath = (entryId: string) => `${ENTRIES}/${entryId}/quantity`;
const fieldsPath = (entryId: string) => `${ENTRIES}/${entryId}/additionalFields`;
const entryPath = (entryId: string) => `${ENTRIES}/${entryId}`;

/** A visitor whose cart holds `quantity` of a variant; answers the visitor and the line. */
async function withLine(itemId: string, sku: string, quantity: number, additionalFields = "") {
  const visitor = new Visitor();
  const res = await visitor.add(itemId, sku, quantity, additionalFields);
  expect(res.status).toBe(200);
  const { newlyAdded } = (await res.json()) as AddBody;
  return { visitor, entry: newlyAdded };
}

const lines = async (visitor: Visitor) =>
  (await visitor.cart()).entries.map((e) => [e.chosenVariant.sku, e.quantity, e.additionalFields]);

async function expectError(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message });
}

describe("PUT .../entries/{entryId}/quantity", () => {
  it("sets a line's quantity and answers the cart and the line, repriced", async () => {
    const { visitor, entry } = await withLine(DemoProduct.MUG, "SQ-MUG", 1);
    const res = await visitor.put(quantityPath(entry.id), { quantity: 4 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChangeBody;
    expect(body.updatedEntry).toMatchObject({ id: entry.id, quantity: 4 });
    expect(body.updatedEntry?.subTotal).toEqual({
      currency: "USD",
      value: String((4 * entry.purchasePriceCents) / 100) + ".00",
    });
    expect(body.shoppingCart).toMatchObject({
      totalQuantity: 4,
      subtotalCents: 4 * entry.purchasePriceCents,
      grandTotalCents: 4 * entry.purchasePriceCents,
    });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("refuses more than the stock with the spec's message, and leaves the line as it was", async () => {
    const { visitor, entry } = await withLine(DemoProduct.THROW, "SQ-THROW", 2);
    await expectError(await visitor.put(quantityPath(entry.id), { quantity: 4 }), 409, NOT_ENOUGH_STOCK);
    expect(await lines(visitor)).toEqual([["SQ-THROW", 2, null]]);
    expect((await visitor.put(quantityPath(entry.id), { quantity: 3 })).status).toBe(200);
  });

  it("counts the variant's other lines against its stock", async () => {
    const { visitor, entry } = await withLine(DemoProduct.SHIRT, "SQ-SHIRT-L-OAT", 1, '{"n":"a"}');
    expect((await visitor.add(DemoProduct.SHIRT, "SQ-SHIRT-L-OAT", 1, '{"n":"b"}')).status).toBe(200);
    await expectError(await visitor.put(quantityPath(entry.id), { quantity: 2 }), 409, NOT_ENOUGH_STOCK);
  });

  it("never limits unlimited variants and downloads, up to 9999", async () => {
    const { visitor, entry } = await withLine(DemoProduct.HANDBOOK, "SQ-HANDBOOK-PDF", 1);
    expect((await visitor.put(quantityPath(entry.id), { quantity: 9999 })).status).toBe(200);
  });

  it("removes the line at 0: updatedEntry is null", async () => {
    const { visitor, entry } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    const res = await visitor.put(quantityPath(entry.id), { quantity: 0 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChangeBody;
    expect(body.updatedEntry).toBeNull();
    expect(body.shoppingCart).toMatchObject({ entries: [], totalQuantity: 0, subtotalCents: 0 });
  });

  it.each([-1, 1.5, 10000, "2", null, undefined])("refuses quantity %j with a 400", async (quantity) => {
    const { visitor, entry } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    await expectError(
      await visitor.put(quantityPath(entry.id), { quantity }),
      400,
      QUANTITY_CHANGE_OUT_OF_RANGE,
    );
    expect(await lines(visitor)).toEqual([["SQ-MUG", 2, null]]);
  });

  it("refuses a body that is not JSON", async () => {
    const { visitor, entry } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    const res = await visitor.fetch(quantityPath(entry.id), {
      method: "PUT",
      headers: { "content-type": "text/plain", origin: visitor.origin },
      body: '{"quantity":3}',
    });
    await expectError(res, 415, JSON_REQUIRED);
  });
});

describe("bad bodies on the new calls", () => {
  it("answers 400 for unparsable JSON and 413 for a body over the limit, and changes nothing", async () => {
    const { visitor, entry } = await withLine(DemoProduct.CANDLES, "SQ-CANDLES", 1, '{"engraving":"Ann"}');
    await expectError(await visitor.put(quantityPath(entry.id), "{quantity:"), 400, MALFORMED_JSON);
    await expectError(await visitor.put(fieldsPath(entry.id), "[1,"), 400, MALFORMED_JSON);
    const huge = JSON.stringify({
      additionalFields: JSON.stringify({ note: "x".repeat(MAX_JSON_BODY_BYTES) }),
    });
    await expectError(await visitor.put(fieldsPath(entry.id), huge), 413, BODY_TOO_LARGE);
    expect(await lines(visitor)).toEqual([["SQ-CANDLES", 1, '{"engraving":"Ann"}']]);
  });

  it("answers 429 with the spec's message when one cart is changed too fast", async () => {
    const { visitor, entry } = await withLine(DemoProduct.CANDLES, "SQ-CANDLES", 1);
    let limited: Response | undefined;
    for (let i = 0; i < 20 && !limited; i++) {
      const res = await visitor.put(quantityPath(entry.id), { quantity: 1 + (i % 2) });
      if (res.status === 429) {
        limited = res;
      } else {
        expect(res.status).toBe(200);
        await res.body?.cancel();
      }
    }
    await expectError(limited!, 429, TRY_AGAIN_IN_A_FEW_SECONDS);
  });
});

describe("unknown lines and missing crumbs", () => {
  it("answers 404 for a line that is not in the visitor's cart, and creates no cart", async () => {
    const { visitor, entry } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    const stranger = new Visitor();
    for (const [who, id] of [
      [visitor, crypto.randomUUID()],
      [visitor, "not-an-id"],
      [visitor, "x".repeat(300)],
      [stranger, entry.id], // another visitor's line
    ] as const) {
      await expectError(await who.put(quantityPath(id), { quantity: 1 }), 404, ENTRY_NOT_FOUND);
      await expectError(await who.delete(entryPath(id)), 404, ENTRY_NOT_FOUND);
      await expectError(await who.put(fieldsPath(id), { additionalFields: "" }), 404, ENTRY_NOT_FOUND);
    }
    expect(stranger.cookies.has("CART")).toBe(false);
    expect(await lines(visitor)).toEqual([["SQ-MUG", 2, null]]);
  });

  it("answers 404 to a cart cookie that names no cart, without creating one", async () => {
    const visitor = new Visitor();
    const cartId = crypto.randomUUID();
    visitor.cookies.set("CART", cartId);
    await expectError(await visitor.delete(entryPath(crypto.randomUUID())), 404, ENTRY_NOT_FOUND);
    expect((await visitor.cart()).id).toBeNull();
  });

  it("refuses every change without the crumb (403, the spec's text)", async () => {
    const { visitor, entry } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    const noCrumb = { "x-csrf-token": "0".repeat(32) };
    for (const [path, method, body] of [
      [quantityPath(entry.id), "PUT", '{"quantity":1}'],
      [fieldsPath(entry.id), "PUT", '{"additionalFields":""}'],
      [entryPath(entry.id), "DELETE", undefined],
    ] as const) {
      const res = await visitor.fetch(path, {
        method,
        headers: { "content-type": "application/json", origin: visitor.origin, ...noCrumb },
        body,
      });
      await expectError(res, 403, SESSION_EXPIRED);
      // The refusal renewed the crumb cookie; keep the visitor's own for the next call.
    }
    expect((await visitor.cart()).totalQuantity).toBe(2);
  });
});

describe("DELETE .../entries/{entryId}", () => {
  it("removes the line, answers it and the cart, and a second removal is a 404", async () => {
    const { visitor, entry } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    expect((await visitor.add(DemoProduct.HANDBOOK, "SQ-HANDBOOK-PDF", 1)).status).toBe(200);
    const res = await visitor.delete(entryPath(entry.id));
    expect(res.status).toBe(200);
    const body = (await res.json()) as RemoveBody;
    expect(body.removedEntry).toMatchObject({ id: entry.id, quantity: 2, title: "Speckled Stoneware Mug" });
    // What is left is a download: digital only, nothing to ship.
    expect(body.shoppingCart).toMatchObject({
      totalQuantity: 1,
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
    });
    await expectError(await visitor.delete(entryPath(entry.id)), 404, ENTRY_NOT_FOUND);
  });
});

describe("PUT .../entries/{entryId}/additionalFields", () => {
  it("replaces the answers and answers {shoppingCart, updatedEntry}", async () => {
    const { visitor, entry } = await withLine(DemoProduct.CANDLES, "SQ-CANDLES", 2, '{"engraving":"Ann"}');
    const res = await visitor.put(fieldsPath(entry.id), {
      itemId: DemoProduct.CANDLES,
      sku: "SQ-CANDLES",
      additionalFields: '{"engraving":"Bo & <Cy>"}',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChangeBody;
    expect(body.updatedEntry).toMatchObject({
      id: entry.id,
      quantity: 2,
      additionalFields: '{"engraving":"Bo & <Cy>"}',
    });
    expect(body.shoppingCart.entries).toHaveLength(1);
  });

  it("merges into the line that already has the same answers", async () => {
    const { visitor, entry } = await withLine(DemoProduct.CANDLES, "SQ-CANDLES", 2, '{"engraving":"Ann"}');
    const other = await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 1, '{"engraving":"Bo"}');
    const otherId = ((await other.json()) as AddBody).newlyAdded.id;
    const res = await visitor.put(fieldsPath(otherId), { additionalFields: '{"engraving":"Ann"}' });
    const body = (await res.json()) as ChangeBody;
    expect(body.updatedEntry).toMatchObject({ id: entry.id, quantity: 3 });
    expect(await lines(visitor)).toEqual([["SQ-CANDLES", 3, '{"engraving":"Ann"}']]);
  });

  it("answers 404 when itemId or sku name another line", async () => {
    const { visitor, entry } = await withLine(DemoProduct.CANDLES, "SQ-CANDLES", 1, '{"engraving":"Ann"}');
    for (const body of [
      { itemId: DemoProduct.MUG, additionalFields: "{}" },
      { itemId: DemoProduct.CANDLES, sku: "SQ-MUG", additionalFields: "{}" },
    ]) {
      await expectError(await visitor.put(fieldsPath(entry.id), body), 404, ENTRY_NOT_FOUND);
    }
    expect(await lines(visitor)).toEqual([["SQ-CANDLES", 1, '{"engraving":"Ann"}']]);
  });

  it("refuses answers that are not JSON text", async () => {
    const { visitor, entry } = await withLine(DemoProduct.CANDLES, "SQ-CANDLES", 1, '{"engraving":"Ann"}');
    await expectError(
      await visitor.put(fieldsPath(entry.id), { additionalFields: "{oops" }),
      400,
      ADDITIONAL_FIELDS_NOT_JSON,
    );
    expect((await visitor.put(fieldsPath(entry.id), { additionalFields: 7 })).status).toBe(400);
    expect(await lines(visitor)).toEqual([["SQ-CANDLES", 1, '{"engraving":"Ann"}']]);
  });
});

describe("GET /api/commerce/shopping-cart query", () => {
  it("prices the cart by default and with calculateSubtotal=true; false leaves the totals 0", async () => {
    const { visitor } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    const priced = (await (
      await visitor.fetch(`${CART}?calculateSubtotal=true&timecode=1732500000000`)
    ).json()) as CartBody;
    expect(priced.subtotalCents).toBeGreaterThan(0);
    expect((await visitor.cart()).subtotalCents).toBe(priced.subtotalCents);
    const plain = (await (await visitor.fetch(`${CART}?calculateSubtotal=false`)).json()) as CartBody;
    expect(plain).toMatchObject({ totalQuantity: 2, subtotalCents: 0, grandTotalCents: 0 });
    expect(plain.entries).toHaveLength(1);
  });

  it("answers the empty cart shape for mock=true, whatever the visitor holds", async () => {
    const { visitor } = await withLine(DemoProduct.MUG, "SQ-MUG", 2);
    const mock = (await (await visitor.fetch(`${CART}?mock=true`)).json()) as CartBody;
    expect(mock).toMatchObject({ id: null, entries: [], totalQuantity: 0, subtotalCents: 0 });
    expect((await visitor.cart()).totalQuantity).toBe(2);
  });

  it.each([
    ["calculateSubtotal=yes", CART_QUERY_FLAG],
    ["mock=1", CART_QUERY_FLAG],
    ["timecode=abc", CART_QUERY_TIMECODE],
    ["timecode=" + "9".repeat(30), CART_QUERY_TIMECODE],
  ])("refuses %s with a 400", async (query, message) => {
    await expectError(await new Visitor().fetch(`${CART}?${query}`), 400, message);
  });
});

describe("concurrency", () => {
  it("200 concurrent adds to one cart: the cart holds exactly what was accepted", async () => {
    const { visitor } = await withLine(DemoProduct.CANDLES, "SQ-CANDLES", 1);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 1 + (i % 3))),
    );
    let accepted = 1;
    for (const [i, res] of responses.entries()) {
      expect([200, 429]).toContain(res.status);
      if (res.status === 200) {
        accepted += 1 + (i % 3);
        await res.body?.cancel();
      } else expect(await res.json()).toEqual({ message: TRY_AGAIN_IN_A_FEW_SECONDS });
    }
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const cart = await visitor.cart();
    expect(cart.entries).toHaveLength(1);
    expect(cart.totalQuantity).toBe(accepted);
  }, 60_000);

  it("concurrent changes of one line leave one of the asked quantities, never more than stock", async () => {
    const { visitor, entry } = await withLine(DemoProduct.MUG, "SQ-MUG", 1);
    const asked = [2, 3, 4, 5, 6, 7];
    const responses = await Promise.all(
      asked.map((quantity) => visitor.put(quantityPath(entry.id), { quantity })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.slice(4)).toEqual([409, 409]); // 6 and 7 pass the mug's stock of 5
    const cart = await visitor.cart();
    expect(asked.slice(0, 4)).toContain(cart.totalQuantity);
  });
});
