// Whatever a client sends, the cart API answers a 4xx `{ message }` and stored carts stay intact.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SESSION_EXPIRED } from "../../worker/commerce/messages";
import { BODY_TOO_LARGE, JSON_REQUIRED, MALFORMED_JSON } from "../../worker/http/messages";
import { MAX_JSON_BODY_BYTES } from "../../worker/http/validation";
import { DemoProduct } from "../../worker/seed/demo-data";
import { ENTRIES, Visitor } from "./helpers";

async function expectClientError(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  const body = (await res.json()) as { message?: unknown };
  expect(typeof body.message).toBe("string");
  expect(body.message).not.toBe("");
  return body.message as string;
}

/** A visitor whose cart already holds one candle trio, to check nothing below changes it. */
async function visitorWithCart(): Promise<Visitor> {
  const visitor = new Visitor();
  expect((await visitor.add(DemoProduct.CANDLES, "SQ-CANDLES", 1)).status).toBe(200);
  return visitor;
}

async function expectCartUnchanged(visitor: Visitor) {
  const cart = await visitor.cart();
  expect(cart.entries.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([["SQ-CANDLES", 1]]);
}

describe("malformed bodies", () => {
  it.each(["{", "{itemId: 1}", "[1,2", "", "null}"])("answers 400 for unparsable JSON %j", async (text) => {
    const visitor = await visitorWithCart();
    const message = await expectClientError(await visitor.post(ENTRIES, text), 400);
    if (text !== "") expect(message).toBe(MALFORMED_JSON);
    await expectCartUnchanged(visitor);
  });

  it("answers 415 when the body is not declared as JSON", async () => {
    const visitor = await visitorWithCart();
    const res = await visitor.fetch(ENTRIES, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: visitor.origin },
      body: JSON.stringify({ itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: 1 }),
    });
    expect(await expectClientError(res, 415)).toBe(JSON_REQUIRED);
    await expectCartUnchanged(visitor);
  });

  it("answers 413 for a body over the limit, declared or streamed", async () => {
    const visitor = await visitorWithCart();
    const huge = JSON.stringify({
      itemId: DemoProduct.CANDLES,
      sku: "SQ-CANDLES",
      quantity: 1,
      additionalFields: JSON.stringify({ note: "x".repeat(MAX_JSON_BODY_BYTES * 4) }),
    });
    expect(await expectClientError(await visitor.post(ENTRIES, huge), 413)).toBe(BODY_TOO_LARGE);

    // Without a Content-Length the limit is enforced while reading.
    const { readable, writable } = new IdentityTransformStream();
    const writer = writable.getWriter();
    const written = writer
      .write(new TextEncoder().encode(huge))
      .then(() => writer.close())
      .catch(() => undefined);
    const res = await visitor.fetch(ENTRIES, {
      method: "POST",
      headers: { "content-type": "application/json", origin: visitor.origin },
      body: readable,
    });
    expect(await expectClientError(res, 413)).toBe(BODY_TOO_LARGE);
    await written;
    await expectCartUnchanged(visitor);
  });
});

describe("wrong types and missing fields", () => {
  const cases: [string, unknown][] = [
    ["array body", [1, 2, 3]],
    ["string body", "hello"],
    ["missing itemId", { sku: "SQ-CANDLES", quantity: 1 }],
    ["numeric itemId", { itemId: 42, sku: "SQ-CANDLES", quantity: 1 }],
    ["object sku", { itemId: DemoProduct.CANDLES, sku: { $ne: "" }, quantity: 1 }],
    ["string quantity", { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: "2" }],
    ["null quantity", { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: null }],
    ["boolean quantity", { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: true }],
    [
      "additionalFields not JSON",
      { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: 1, additionalFields: "{oops" },
    ],
    [
      "additionalFields as object",
      { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: 1, additionalFields: {} },
    ],
    ["overlong itemId", { itemId: "p".repeat(500), sku: "SQ-CANDLES", quantity: 1 }],
  ];

  it.each(cases)("answers 400 for %s", async (_name, body) => {
    const visitor = await visitorWithCart();
    await expectClientError(await visitor.post(ENTRIES, JSON.stringify(body)), 400);
    await expectCartUnchanged(visitor);
  });

  it("names the field zod rejected", async () => {
    const res = await new Visitor().post(ENTRIES, { itemId: 42, sku: "SQ-CANDLES", quantity: 1 });
    expect(await expectClientError(res, 400)).toMatch(/itemId/);
  });
});

describe("unknown ids", () => {
  it("answers 404 for ids no product has, including another website's", async () => {
    const visitor = await visitorWithCart();
    await expectClientError(await visitor.add("prd_nope", "SQ-NOPE", 1), 404);
    await expectClientError(await visitor.add("'; DROP TABLE products; --", "SQ-CANDLES", 1), 404);
    await expectCartUnchanged(visitor);
  });

  it("answers 404 JSON for API paths that do not exist", async () => {
    const res = await new Visitor().fetch("/api/commerce/nothing-here");
    await expectClientError(res, 404);
  });

  it("answers 404 for a method the cart does not offer", async () => {
    const res = await new Visitor().fetch("/api/commerce/shopping-cart", {
      method: "DELETE",
      headers: { origin: "http://localhost" },
    });
    await expectClientError(res, 404);
  });
});

describe("cross-site requests", () => {
  it("refuses a POST from another origin with 403 and the crumb-failure text", async () => {
    const visitor = await visitorWithCart();
    const res = await visitor.post(
      ENTRIES,
      { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: 5 },
      { origin: "https://evil.example" },
    );
    expect(await expectClientError(res, 403)).toBe(SESSION_EXPIRED);
    await expectCartUnchanged(visitor);
  });

  it("refuses a cross-site form post even without an Origin header", async () => {
    const visitor = await visitorWithCart();
    const res = await visitor.fetch(ENTRIES, {
      method: "POST",
      headers: { "content-type": "text/plain", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: 5 }),
    });
    await expectClientError(res, 403);
    await expectCartUnchanged(visitor);
  });

  it("accepts a same-origin browser request", async () => {
    const visitor = new Visitor();
    const res = await visitor.post(
      ENTRIES,
      { itemId: DemoProduct.CANDLES, sku: "SQ-CANDLES", quantity: 1 },
      { "sec-fetch-site": "same-origin" },
    );
    expect(res.status).toBe(200);
  });

  it("lets GET through whatever its origin, since reading changes nothing", async () => {
    const res = await exports.default.fetch("http://localhost/api/commerce/shopping-cart", {
      headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });
});
