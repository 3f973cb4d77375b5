// The owner's shipping zones and rates under /api/owner/shipping: a new site's starter zone, adding
// and changing zones and rates as the checkout then offers them, refused input stored nowhere,
// 401 without a session and 403 for a role that may only read (the role matrix has the rest).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { loadShippingOptions } from "../../worker/db/shipping-zones";
import { ContributorRole } from "../../worker/owner/roles";
import { ProductTypeCode } from "../../worker/db/catalog-types";
import { availableShippingOptions } from "../../worker/pricing/shipping";
import { countryName, starterCountry } from "../../worker/shipping/starter";
import { addContributor, Owner } from "../owner/helpers";
import { Visitor } from "../worker/helpers";

const ZONES = "/api/owner/shipping/zones";
const RATES = "/api/owner/shipping/rates";
const HOST = "http://ship-shop.localhost";
const PASSWORD = "a long enough password";

let owner: Owner;
let websiteId: string;

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE website_id = ?`).bind(websiteId).first<{
    n: number;
  }>())!.n;

/** What a cart of one 1.2 kg mug worth 30.00 is offered at `country`/`region`. */
const offered = async (country: string, region: string | null = null, subtotal = 3000) =>
  availableShippingOptions(
    { country, region, postalCode: null },
    [
      {
        itemId: "mug",
        unitPriceCents: subtotal,
        quantity: 1,
        productType: ProductTypeCode.PHYSICAL,
        weightGrams: 1200,
      },
    ],
    subtotal,
    await loadShippingOptions(createDb(env.DB), websiteId),
  );

beforeAll(async () => {
  const made = await new Visitor().post("/api/owner/sign-up", {
    email: "shipper@example.com",
    password: PASSWORD,
    siteName: "ship-shop",
    siteTitle: "Ship Shop",
    template: "blank",
  });
  expect(made.status).toBe(201);
  websiteId = ((await made.json()) as { websiteId: string }).websiteId;
  owner = new Owner(HOST);
  expect((await owner.signIn("shipper@example.com", PASSWORD)).status).toBe(200);
});

describe("a new site", () => {
  it("starts with one zone for its country (US without a cf.country) and a flat rate its checkout offers", async () => {
    const res = await owner.fetch(ZONES);
    expect(res.status).toBe(200);
    const { zones } = (await res.json()) as {
      zones: { name: string; countries: string[]; rates: unknown[] }[];
    };
    expect(zones).toEqual([
      expect.objectContaining({
        name: "United States",
        countries: ["US"],
        regions: [],
        rates: [
          expect.objectContaining({ name: "Standard shipping", kind: "FLAT", rateCents: 500, enabled: true }),
        ],
      }),
    ]);
    expect(await offered("US", "NY")).toEqual([
      expect.objectContaining({ name: "Standard shipping", kind: "FLAT", costCents: 500 }),
    ]);
    // No zone for Germany: the checkout says it does not ship there.
    expect(await offered("DE")).toEqual([]);
  });
});

describe("the starter zone's country", () => {
  it("is the sign-up request's cf.country, else US", () => {
    const from = (cf?: object) =>
      starterCountry(new Request("http://shop.localhost/", { cf } as RequestInit));
    expect(from({ country: "de" })).toBe("DE");
    expect(from({ country: "XX" })).toBe("US");
    expect(from()).toBe("US");
    expect(countryName("DE")).toBe("Germany");
  });
});

describe("zones and rates", () => {
  it("adds a zone and its rates, which the checkout then offers with their cost", async () => {
    const made = await owner.post(ZONES, { name: "Europe", countries: ["de", "FR"] });
    expect(made.status).toBe(201);
    const { zone } = (await made.json()) as { zone: { id: string } };
    expect(zone).toEqual({
      id: zone.id,
      name: "Europe",
      countries: ["DE", "FR"],
      regions: [],
      position: 1,
      rates: [],
    });

    const flat = await owner.post(`${ZONES}/${zone.id}/rates`, {
      name: "DHL",
      kind: "FLAT",
      rateCents: 1200,
    });
    expect(flat.status).toBe(201);
    const weight = await owner.post(`${ZONES}/${zone.id}/rates`, {
      name: "Heavy parcel",
      kind: "WEIGHT",
      rateCents: 900,
      perKgCents: 300,
    });
    expect(weight.status).toBe(201);
    const pickup = await owner.post(`${ZONES}/${zone.id}/rates`, {
      name: "Pick up in Berlin",
      kind: "PICKUP",
      pickupInstructions: "Torstraße 1, weekdays 10–18",
    });
    expect(pickup.status).toBe(201);
    expect(await offered("DE")).toEqual([
      expect.objectContaining({ name: "DHL", costCents: 1200 }),
      // 1.2 kg is two started kilograms.
      expect.objectContaining({ name: "Heavy parcel", costCents: 900 + 2 * 300 }),
      {
        id: expect.any(String),
        name: "Pick up in Berlin",
        kind: "PICKUP",
        costCents: 0,
        pickupInstructions: "Torstraße 1, weekdays 10–18",
      },
    ]);
  });

  it("changes a rate and deletes a zone with its rates", async () => {
    const made = await owner.post(ZONES, { name: "Canada", countries: ["CA"] });
    const { zone } = (await made.json()) as { zone: { id: string } };
    const rateRes = await owner.post(`${ZONES}/${zone.id}/rates`, {
      name: "By order value",
      kind: "SUBTOTAL",
      brackets: [
        { fromCents: 0, toCents: 5000, priceCents: 1500 },
        { fromCents: 5000, priceCents: 0 },
      ],
    });
    expect(rateRes.status).toBe(201);
    const { rate } = (await rateRes.json()) as { rate: { id: string } };
    expect((await offered("CA"))[0]).toMatchObject({ name: "By order value", costCents: 1500 });
    expect((await offered("CA", null, 6000))[0]).toMatchObject({ costCents: 0 });

    const changed = await owner.put(`${RATES}/${rate.id}`, {
      name: "Canada Post",
      kind: "FLAT",
      rateCents: 2000,
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { rate: object }).rate).toMatchObject({
      name: "Canada Post",
      rateCents: 2000,
    });
    expect((await offered("CA"))[0]).toMatchObject({ name: "Canada Post", costCents: 2000 });

    const renamed = await owner.put(`${ZONES}/${zone.id}`, {
      name: "British Columbia",
      countries: ["CA"],
      regions: ["ca-bc"],
    });
    expect(((await renamed.json()) as { zone: object }).zone).toMatchObject({ regions: ["CA-BC"] });
    expect(await offered("CA", "ON")).toEqual([]);
    expect(await offered("CA", "BC")).toHaveLength(1);

    expect((await owner.delete(`${ZONES}/${zone.id}`)).status).toBe(204);
    expect(await offered("CA", "BC")).toEqual([]);
    expect(
      await env.DB.prepare("SELECT id FROM shipping_rates WHERE id = ?").bind(rate.id).first(),
    ).toBeNull();
    const again = await owner.delete(`${ZONES}/${zone.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "This shipping zone does not exist." });
  });
});

describe("refused input", () => {
  it.each([
    [{ name: "", countries: ["US"] }, "Give the zone a name.", "name"],
    [{ name: "Nowhere", countries: [] }, "Choose at least one country.", "countries"],
    [
      { name: "Nowhere", countries: ["USA"] },
      "Countries are two-letter codes such as US, or * for the rest of the world.",
      "countries.0",
    ],
    [
      { name: "Nowhere", countries: ["US"], regions: ["CA-BC"] },
      "Regions are written like US-CA, for a country the zone lists.",
      "regions",
    ],
  ])("a zone %j: 400 with its message, nothing stored", async (body, message, field) => {
    const before = await count("shipping_zones");
    const res = await owner.post(ZONES, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, field });
    expect(await count("shipping_zones")).toBe(before);
  });

  it.each([
    [
      { name: "Pickup", kind: "PICKUP" },
      "Tell buyers where and when to pick up their order.",
      "pickupInstructions",
    ],
    [{ name: "By value", kind: "SUBTOTAL" }, "Add at least one subtotal bracket.", "brackets"],
    [{ name: "Flat", kind: "FLAT", rateCents: -1 }, "Amounts are whole cents, zero or more.", "rateCents"],
    [
      { name: "By value", kind: "SUBTOTAL", brackets: [{ fromCents: 500, toCents: 500, priceCents: 1 }] },
      "A bracket ends above where it starts.",
      "brackets",
    ],
  ])("a rate %j: 400 with its message, nothing stored", async (body, message, field) => {
    const { zones } = (await (await owner.fetch(ZONES)).json()) as { zones: { id: string }[] };
    const before = await count("shipping_rates");
    const res = await owner.post(`${ZONES}/${zones[0]!.id}/rates`, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, field });
    expect(await count("shipping_rates")).toBe(before);
  });

  it("refuses a rate for another site's zone as missing", async () => {
    const res = await owner.post(`${ZONES}/zone_shp_ca/rates`, { name: "Sneaky", kind: "FLAT" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "This shipping zone does not exist." });
  });
});

describe("who may call", () => {
  it("refuses a visitor without a session (401)", async () => {
    const res = await new Visitor(HOST).post(ZONES, { name: "Europe", countries: ["DE"] });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in to continue." });
  });

  it("lets a reporting contributor read the zones but not change them (403)", async () => {
    await addContributor("ship-reporter@example.com", ContributorRole.REPORTING, websiteId);
    const reporter = new Owner(HOST);
    expect((await reporter.signIn("ship-reporter@example.com")).status).toBe(200);
    expect((await reporter.fetch(ZONES)).status).toBe(200);
    const before = await count("shipping_zones");
    const res = await reporter.post(ZONES, { name: "Europe", countries: ["DE"] });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
    expect(await count("shipping_zones")).toBe(before);
  });
});
