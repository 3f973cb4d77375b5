// The public API's shipping calls: a shipping:read key lists zones but may not change them (403,
// nothing stored), a shipping:write key adds, changes and deletes zones and rates, refused input
// answers its message and stores nothing, no key is 401, and the OpenAPI document lists the calls.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { makeKeys, sendWithKey as send, withKey } from "./helpers";

let keys: Record<string, string>;

const zoneCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM shipping_zones WHERE website_id = 'site_demo'").first<{
    n: number;
  }>())!.n;

beforeAll(async () => {
  keys = await makeKeys("ship-api-admin@example.com", {
    reader: ["shipping:read"],
    writer: ["shipping:write"],
    stock: ["inventory:read"],
  });
});

describe("shipping zones in the public API", () => {
  it("lists the demo store's zones with their rates for a shipping:read key", async () => {
    const res = await send(keys.reader, "GET", "/shipping/zones");
    expect(res.status).toBe(200);
    const { zones } = (await res.json()) as {
      zones: { name: string; countries: string[]; rates: { id: string }[] }[];
    };
    expect(zones.map((z) => z.name)).toEqual(["United States", "Canada", "United Kingdom", "Rest of world"]);
    expect(zones[0]!.rates.map((r) => r.id)).toEqual(["shp_us_standard", "shp_us_express", "shp_us_free"]);
  });

  it("refuses a call without a key (401) and a key without the scope (403), storing nothing", async () => {
    expect((await send(undefined, "GET", "/shipping/zones")).status).toBe(401);
    const stock = await send(keys.stock, "GET", "/shipping/zones");
    expect(stock.status).toBe(403);
    expect(await stock.json()).toEqual({ message: "This API key does not have the shipping:read scope." });
    const before = await zoneCount();
    const res = await send(keys.reader, "POST", "/shipping/zones", { name: "Oceania", countries: ["NZ"] });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "This API key does not have the shipping:write scope." });
    expect(await zoneCount()).toBe(before);
  });

  it("answers refused input with its message and stores nothing", async () => {
    const before = await zoneCount();
    const res = await send(keys.writer, "POST", "/shipping/zones", { name: "Oceania", countries: [] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Choose at least one country.", field: "countries" });
    expect(await zoneCount()).toBe(before);
  });

  it("adds, changes and deletes a zone and its rate with a shipping:write key", async () => {
    const made = await send(keys.writer, "POST", "/shipping/zones", {
      name: "Oceania",
      countries: ["NZ", "AU"],
    });
    expect(made.status).toBe(201);
    const { zone } = (await made.json()) as { zone: { id: string; name: string } };
    expect(zone).toMatchObject({ name: "Oceania", countries: ["NZ", "AU"], rates: [] });

    const rateRes = await send(keys.writer, "POST", `/shipping/zones/${zone.id}/rates`, {
      name: "Free over $80",
      kind: "FREE_OVER",
      minSubtotalCents: 8000,
    });
    expect(rateRes.status).toBe(201);
    const { rate } = (await rateRes.json()) as { rate: { id: string } };
    const changed = await send(keys.writer, "PUT", `/shipping/rates/${rate.id}`, {
      name: "Free over $90",
      kind: "FREE_OVER",
      minSubtotalCents: 9000,
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { rate: object }).rate).toMatchObject({
      name: "Free over $90",
      minSubtotalCents: 9000,
      zoneId: zone.id,
    });
    const listed = (await (await send(keys.reader, "GET", "/shipping/zones")).json()) as {
      zones: { id: string; rates: { name: string }[] }[];
    };
    expect(listed.zones.find((z) => z.id === zone.id)!.rates.map((r) => r.name)).toEqual(["Free over $90"]);

    expect((await send(keys.writer, "DELETE", `/shipping/zones/${zone.id}`)).status).toBe(204);
    const gone = await send(keys.writer, "DELETE", `/shipping/rates/${rate.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "This shipping rate does not exist." });
  });

  it("is in the OpenAPI document with the scope each call needs", async () => {
    const doc = (await (await withKey(undefined, "/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security: { apiKey: string[] }[]; responses: object }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.paths["/shipping/zones"]!.get!.security).toEqual([{ apiKey: ["shipping:read"] }]);
    expect(doc.paths["/shipping/zones"]!.post!.security).toEqual([{ apiKey: ["shipping:write"] }]);
    expect(Object.keys(doc.paths["/shipping/zones"]!.post!.responses)).toContain("201");
    expect(Object.keys(doc.paths["/shipping/rates/{rateId}"]!.delete!.responses)).toContain("204");
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith("/shipping"))
        .sort(),
    ).toEqual([
      "/shipping/rates/{rateId}",
      "/shipping/zones",
      "/shipping/zones/{zoneId}",
      "/shipping/zones/{zoneId}/rates",
    ]);
    expect(doc.components.schemas.ShippingRateBody).toBeDefined();
  });
});
