// The public API's discounts: a key needs discounts:read to list and discounts:write to make,
// change and delete; bad bodies are refused word for word with nothing stored.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { makeKeys, sendWithKey as send, withKey } from "./helpers";

let keys: Record<string, string>;
const countRows = async () =>
  ((await env.DB.prepare("SELECT count(*) AS n FROM coupons").first()) as { n: number }).n;

beforeAll(async () => {
  keys = await makeKeys("api-discounts@example.com", {
    reader: ["discounts:read"],
    writer: ["discounts:write"],
    orders: ["orders:read"],
  });
});

describe("discounts in the public API", () => {
  it("refuses a call without a key (401) and a key without the scope (403)", async () => {
    const none = await withKey(undefined, "/discounts");
    expect(none.status).toBe(401);
    const orders = await withKey(keys.orders!, "/discounts");
    expect(orders.status).toBe(403);
    expect(await orders.json()).toEqual({ message: "This API key does not have the discounts:read scope." });
  });

  it("lets a read key list but not make a discount, and stores nothing", async () => {
    expect((await withKey(keys.reader!, "/discounts")).status).toBe(200);
    const before = await countRows();
    const res = await send(keys.reader!, "POST", "/discounts", { code: "READER", kind: "FREE_SHIPPING" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "This API key does not have the discounts:write scope." });
    expect(await countRows()).toBe(before);
  });

  it("refuses a bad body word for word, storing nothing", async () => {
    const before = await countRows();
    const res = await send(keys.writer!, "POST", "/discounts", {
      code: "APIFIVE",
      kind: "FIXED_AMOUNT",
      amountCents: 0,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "A fixed amount is a whole number of cents above 0." });
    expect(await countRows()).toBe(before);
  });

  it("makes, reads, changes and deletes a code with a write key", async () => {
    const made = await send(keys.writer!, "POST", "/discounts", {
      code: "apifive",
      kind: "FIXED_AMOUNT",
      amountCents: 500,
      maxUses: 10,
      maxUsesPerCustomer: 1,
    });
    expect(made.status).toBe(201);
    const { discount } = (await made.json()) as { discount: { id: string } };
    expect(discount).toMatchObject({
      code: "APIFIVE",
      kind: "FIXED_AMOUNT",
      amountCents: 500,
      maxUses: 10,
      maxUsesPerCustomer: 1,
      uses: 0,
      status: "active",
    });
    const read = await withKey(keys.reader!, `/discounts/${discount.id}`);
    expect(await read.json()).toEqual({ discount });
    const changed = await send(keys.writer!, "PUT", `/discounts/${discount.id}`, {
      code: "APIFIVE",
      kind: "FIXED_AMOUNT",
      amountCents: 600,
      enabled: false,
    });
    expect(await changed.json()).toMatchObject({ discount: { amountCents: 600, status: "disabled" } });
    const refused = await send(keys.reader!, "PUT", `/discounts/${discount.id}/enabled`, { enabled: true });
    expect(refused.status).toBe(403);
    const on = await send(keys.writer!, "PUT", `/discounts/${discount.id}/enabled`, { enabled: true });
    expect(await on.json()).toMatchObject({ discount: { amountCents: 600, status: "active" } });
    expect((await send(keys.writer!, "DELETE", `/discounts/${discount.id}`)).status).toBe(204);
    const gone = await withKey(keys.reader!, `/discounts/${discount.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "This discount no longer exists." });
  });

  it("lists the discount calls in the OpenAPI document with their scopes", async () => {
    const doc = (await (await withKey(undefined, "/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security: { apiKey: string[] }[]; responses: object }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.paths["/discounts"]!.get!.security).toEqual([{ apiKey: ["discounts:read"] }]);
    expect(doc.paths["/discounts"]!.post!.security).toEqual([{ apiKey: ["discounts:write"] }]);
    expect(Object.keys(doc.paths["/discounts"]!.post!.responses)).toContain("201");
    expect(doc.paths["/discounts/{discountId}"]!.delete!.security).toEqual([{ apiKey: ["discounts:write"] }]);
    expect(doc.components.schemas.Discount).toBeDefined();
    expect(doc.components.schemas.DiscountInput).toBeDefined();
  });
});
