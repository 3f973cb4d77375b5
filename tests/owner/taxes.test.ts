// The owner's tax rates (/api/owner/taxes): listed by country, made, changed and deleted with the
// rate as a percent; bad input answers a sentence and stores nothing; the "prices include tax"
// switch. 401 and 403 per role are in permissions.test.ts; here the calls a role is refused.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ContributorRole } from "../../worker/owner/roles";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const TAXES = "/api/owner/taxes";
const admin = new Owner();
const viewer = new Owner();

const ratesIn = async (country: string) =>
  (
    await env.DB.prepare(
      "SELECT name, region, rate_ppm, tax_shipping FROM tax_rules WHERE website_id = 'site_demo' AND country = ? ORDER BY name",
    )
      .bind(country)
      .all()
  ).results;

beforeAll(async () => {
  await new Visitor().fetch("/api/commerce/shopping-cart");
  await addContributor("tax-admin@example.com", ContributorRole.ADMIN);
  await addContributor("tax-viewer@example.com", ContributorRole.VIEWER);
  expect((await admin.signIn("tax-admin@example.com")).status).toBe(200);
  expect((await viewer.signIn("tax-viewer@example.com")).status).toBe(200);
});

describe("tax rates", () => {
  it("lists the store's rates with their percent and the prices-include-tax switch", async () => {
    const res = await admin.fetch(TAXES);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { taxRates: unknown[]; pricesIncludeTax: boolean };
    expect(body.pricesIncludeTax).toBe(false);
    expect(body.taxRates).toContainEqual({
      id: "tax_us_ny",
      name: "New York sales tax",
      country: "US",
      region: "NY",
      rate: "4",
      taxShipping: true,
      position: 1,
    });
  });

  it("makes a rate for a country from a percent with decimals, and changes and deletes it", async () => {
    const made = await admin.post(TAXES, { name: "MwSt", country: "de", rate: "19.0125", taxShipping: true });
    expect(made.status).toBe(201);
    const { taxRate } = (await made.json()) as { taxRate: { id: string } };
    expect(taxRate).toEqual({
      id: expect.stringMatching(/^tax_/),
      name: "MwSt",
      country: "DE",
      region: null,
      rate: "19.0125",
      taxShipping: true,
      position: 12,
    });
    expect(await ratesIn("DE")).toEqual([{ name: "MwSt", region: null, rate_ppm: 190_125, tax_shipping: 1 }]);

    const changed = await admin.put(`${TAXES}/${taxRate.id}`, { name: "MwSt", country: "DE", rate: 19 });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { taxRate: { rate: string } }).taxRate).toMatchObject({
      rate: "19",
      taxShipping: false,
    });
    expect(await ratesIn("DE")).toEqual([{ name: "MwSt", region: null, rate_ppm: 190_000, tax_shipping: 0 }]);

    const gone = await admin.delete(`${TAXES}/${taxRate.id}`);
    expect(gone.status).toBe(204);
    expect(await ratesIn("DE")).toEqual([]);
    const again = await admin.delete(`${TAXES}/${taxRate.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: `There is no tax rate ${taxRate.id} on this site.` });
  });

  it("makes a rate for a region, and writes a US territory as a region of US", async () => {
    const state = await admin.post(TAXES, { name: "Sales tax", country: "US", region: "nj", rate: "6.625" });
    expect(state.status).toBe(201);
    expect(((await state.json()) as { taxRate: object }).taxRate).toMatchObject({
      country: "US",
      region: "NJ",
      rate: "6.625",
    });
    const territory = await admin.post(TAXES, { name: "Guam GRT", country: "GU", rate: 4 });
    expect(territory.status).toBe(201);
    expect(((await territory.json()) as { taxRate: object }).taxRate).toMatchObject({
      country: "US",
      region: "GU",
    });
  });

  it.each([
    [
      { name: "", country: "FI", rate: "24" },
      "Name the rate in 1 to 80 characters, such as VAT or Sales tax.",
    ],
    [
      { name: "ALV", country: "Finland", rate: "24" },
      "Choose a country: a two-letter code such as US or GB.",
    ],
    [
      { name: "ALV", country: "FI", rate: "25.5%" },
      "Enter the rate as a percent from 0 to 100, with at most 4 decimals.",
    ],
    [
      { name: "ALV", country: "FI", rate: "24.12345" },
      "Enter the rate as a percent from 0 to 100, with at most 4 decimals.",
    ],
    [
      { name: "ALV", country: "FI", rate: 101 },
      "Enter the rate as a percent from 0 to 100, with at most 4 decimals.",
    ],
    [
      { name: "ALV", country: "FI", region: "XX", rate: "24" },
      "XX is not a region of FI: leave the region empty or choose one from the list.",
    ],
    [{ name: "ALV", country: "FI", rate: "24", taxShipping: "yes" }, "taxShipping must be true or false."],
  ])("refuses %j with a sentence and stores nothing", async (body, message) => {
    const res = await admin.post(TAXES, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await ratesIn("FI")).toEqual([]);
  });

  it("refuses a second rate of the same name for the same place", async () => {
    const res = await admin.post(TAXES, { name: "vat", country: "GB", rate: "5" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "There is already a rate named vat for GB." });
    expect(await ratesIn("GB")).toEqual([{ name: "VAT", region: null, rate_ppm: 200_000, tax_shipping: 1 }]);
  });

  it("refuses a change to a rate that does not exist", async () => {
    const res = await admin.put(`${TAXES}/tax_missing`, { name: "VAT", country: "IE", rate: "23" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "There is no tax rate tax_missing on this site." });
    expect(await ratesIn("IE")).toEqual([]);
  });

  it("lets a viewer read the rates but not make one", async () => {
    expect((await viewer.fetch(TAXES)).status).toBe(200);
    const res = await viewer.post(TAXES, { name: "ALV", country: "FI", rate: "24" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
    expect(await ratesIn("FI")).toEqual([]);
  });

  it("refuses a visitor without a session", async () => {
    const res = await new Visitor().post(TAXES, { name: "ALV", country: "FI", rate: "24" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in to continue." });
  });
});

describe("prices include tax", () => {
  it("turns the store's switch on and off", async () => {
    const on = await admin.put(`${TAXES}/settings`, { pricesIncludeTax: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ pricesIncludeTax: true });
    expect(
      ((await (await admin.fetch(TAXES)).json()) as { pricesIncludeTax: boolean }).pricesIncludeTax,
    ).toBe(true);
    const off = await admin.put(`${TAXES}/settings`, { pricesIncludeTax: false });
    expect(await off.json()).toEqual({ pricesIncludeTax: false });
  });

  it("refuses anything but true or false and keeps the switch", async () => {
    const res = await admin.put(`${TAXES}/settings`, { pricesIncludeTax: "yes" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "pricesIncludeTax must be true or false." });
    const row = await env.DB.prepare(
      "SELECT prices_include_tax FROM websites WHERE id = 'site_demo'",
    ).first();
    expect(row).toEqual({ prices_include_tax: 0 });
  });
});
