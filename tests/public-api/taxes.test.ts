// The public API's tax rates (/api/public/v1/taxes): a taxes:read key lists them, a taxes:write
// key makes, changes and deletes them and sets the prices-include-tax switch; no key is 401, a key
// without the scope 403, bad input a sentence with nothing stored; the OpenAPI document lists them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { makeKeys, sendWithKey as send, withKey } from "./helpers";

let keys: Record<string, string>;

const storedIn = async (country: string) =>
  (
    await env.DB.prepare("SELECT name, region, rate_ppm FROM tax_rules WHERE country = ? ORDER BY name")
      .bind(country)
      .all()
  ).results;

beforeAll(async () => {
  keys = await makeKeys("tax-api-admin@example.com", {
    write: ["taxes:write"],
    read: ["taxes:read"],
    orders: ["orders:read"],
  });
});

describe("tax rates through the public API", () => {
  it("refuses a call without a key", async () => {
    const res = await send(undefined, "POST", "/taxes", { name: "ALV", country: "FI", rate: "24" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: "Send an API key in the Authorization header: Bearer <key>.",
    });
    expect(await storedIn("FI")).toEqual([]);
  });

  it("refuses a key without the taxes scope, and a read key's writes", async () => {
    const list = await send(keys.orders, "GET", "/taxes");
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({ message: "This API key does not have the taxes:read scope." });
    const write = await send(keys.read, "POST", "/taxes", { name: "ALV", country: "FI", rate: "24" });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ message: "This API key does not have the taxes:write scope." });
    expect(await storedIn("FI")).toEqual([]);
  });

  it("refuses a rate with too many decimals and stores nothing", async () => {
    const res = await send(keys.write, "POST", "/taxes", { name: "ALV", country: "FI", rate: "25.55555" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Enter the rate as a percent from 0 to 100, with at most 4 decimals.",
    });
    expect(await storedIn("FI")).toEqual([]);
  });

  it("makes, lists, changes and deletes a rate, and sets the switch", async () => {
    const made = await send(keys.write, "POST", "/taxes", {
      name: "GST",
      country: "AU",
      region: null,
      rate: 10,
      taxShipping: true,
    });
    expect(made.status).toBe(201);
    const { taxRate } = (await made.json()) as { taxRate: { id: string } };
    expect(taxRate).toMatchObject({
      name: "GST",
      country: "AU",
      region: null,
      rate: "10",
      taxShipping: true,
    });

    const listed = (await (await send(keys.read, "GET", "/taxes")).json()) as {
      taxRates: { id: string }[];
      pricesIncludeTax: boolean;
    };
    expect(listed.taxRates).toContainEqual(taxRate);
    expect(listed.pricesIncludeTax).toBe(false);

    const changed = await send(keys.write, "PUT", `/taxes/${taxRate.id}`, {
      name: "GST",
      country: "AU",
      region: "NSW",
      rate: "10.5",
    });
    expect(changed.status).toBe(200);
    expect(await storedIn("AU")).toEqual([{ name: "GST", region: "NSW", rate_ppm: 105_000 }]);

    const settings = await send(keys.write, "PUT", "/taxes/settings", { pricesIncludeTax: true });
    expect(await settings.json()).toEqual({ pricesIncludeTax: true });

    expect((await send(keys.write, "DELETE", `/taxes/${taxRate.id}`)).status).toBe(204);
    expect(await storedIn("AU")).toEqual([]);
  });

  it("is in the OpenAPI document with the scope each call needs", async () => {
    const doc = (await (await withKey(undefined, "/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security: { apiKey: string[] }[]; responses: object }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(doc.paths["/taxes"]!.get!.security).toEqual([{ apiKey: ["taxes:read"] }]);
    expect(doc.paths["/taxes"]!.post!.security).toEqual([{ apiKey: ["taxes:write"] }]);
    expect(Object.keys(doc.paths["/taxes"]!.post!.responses)).toContain("201");
    expect(Object.keys(doc.paths["/taxes/{taxRateId}"]!.delete!.responses)).toContain("204");
    expect(Object.keys(doc.components.schemas.TaxRateInput!.properties!)).toEqual([
      "name",
      "country",
      "region",
      "rate",
      "taxShipping",
    ]);
  });
});
