// The owner's discount calls: 401 without a session, 403 for a role that may not change
// discounts, bad bodies refused word for word with nothing stored, and the owner's round trip
// (make, list, change, switch off, delete) with the payloads the panel sends.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { coupons } from "../../worker/db/schema";
import { ContributorRole } from "../../worker/owner/roles";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "../owner/helpers";

const DISCOUNTS = "/api/owner/discounts";
const db = createDb(env.DB);
const owner = new Owner();
const countRows = async () => (await db.select({ id: coupons.id }).from(coupons).all()).length;

let n = 0;
const code = () => `TEST${Date.now().toString(36).toUpperCase()}${++n}`;

beforeAll(async () => {
  await ensureDemoSeed(db);
  await addContributor("discounts-admin@example.com", ContributorRole.ADMIN);
  expect((await owner.signIn("discounts-admin@example.com")).status).toBe(200);
});

describe("who may call", () => {
  it("answers 401 without a session", async () => {
    const res = await new Visitor().fetch(DISCOUNTS);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in to continue." });
  });
  it("lets a viewer read the discounts but not make one (403), and stores nothing", async () => {
    const viewer = new Owner();
    await addContributor("discounts-viewer@example.com", ContributorRole.VIEWER);
    await viewer.signIn("discounts-viewer@example.com");
    expect((await viewer.fetch(DISCOUNTS)).status).toBe(200);
    const before = await countRows();
    const res = await viewer.post(DISCOUNTS, { code: code(), kind: "PERCENTAGE", percentOff: 10 });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
    expect(await countRows()).toBe(before);
  });
});

describe("bad bodies", () => {
  it.each([
    [{ kind: "PERCENTAGE", percentOff: 10 }, "Enter a code, or make the discount automatic."],
    [
      { code: "A!", kind: "PERCENTAGE", percentOff: 10 },
      "A code has 3 to 32 letters, digits, dashes or underscores.",
    ],
    [
      { code: "OK10", kind: "PERCENT", percentOff: 10 },
      "Choose a percentage, a fixed amount or free shipping.",
    ],
    [
      { code: "OK10", kind: "PERCENTAGE", percentOff: 120 },
      "A percentage is more than 0 and at most 100, with at most 2 decimals.",
    ],
    [
      { code: "OK10", kind: "PERCENTAGE", percentOff: 10.125 },
      "A percentage is more than 0 and at most 100, with at most 2 decimals.",
    ],
    [
      { code: "OK10", kind: "FIXED_AMOUNT", amountCents: 9.5 },
      "A fixed amount is a whole number of cents above 0.",
    ],
    [
      { code: "OK10", kind: "FREE_SHIPPING", minSubtotalCents: -1 },
      "The minimum subtotal is a whole number of cents, 0 or more.",
    ],
    [
      { code: "OK10", kind: "FREE_SHIPPING", startsAt: "tomorrow" },
      "Give dates as ISO 8601 date-times, e.g. 2026-12-01T00:00:00Z.",
    ],
    [
      {
        code: "OK10",
        kind: "FREE_SHIPPING",
        startsAt: "2026-12-02T00:00:00Z",
        endsAt: "2026-12-01T00:00:00Z",
      },
      "The end must be after the start.",
    ],
    [
      { code: "OK10", kind: "FREE_SHIPPING", maxUses: 0 },
      "Total uses is a whole number of at least 1, or empty for no limit.",
    ],
    [
      { code: "OK10", kind: "FREE_SHIPPING", maxUsesPerCustomer: 1.5 },
      "Uses per customer is a whole number of at least 1, or empty for no limit.",
    ],
    [
      { automatic: true, kind: "PERCENTAGE", percentOff: 5 },
      "Give the automatic discount a name buyers will see.",
    ],
    [
      { automatic: true, code: "AUTO5", name: "Sale", kind: "PERCENTAGE", percentOff: 5 },
      "An automatic discount has no code.",
    ],
    [
      { automatic: true, name: "Sale", kind: "PERCENTAGE", percentOff: 5, maxUsesPerCustomer: 1 },
      "Uses per customer apply to codes only: an automatic discount cannot be left out at checkout.",
    ],
  ])("refuses %j: %s", async (body, message) => {
    const before = await countRows();
    const res = await owner.post(DISCOUNTS, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await countRows()).toBe(before);
  });

  it("refuses a product or category the site does not have, and a code already used", async () => {
    const before = await countRows();
    const product = await owner.post(DISCOUNTS, {
      code: code(),
      kind: "PERCENTAGE",
      percentOff: 10,
      productIds: ["prd_nope"],
    });
    expect(product.status).toBe(400);
    expect(await product.json()).toEqual({ message: "No product with id prd_nope." });
    const category = await owner.post(DISCOUNTS, {
      code: code(),
      kind: "PERCENTAGE",
      percentOff: 10,
      categories: ["Spaceships"],
    });
    expect(category.status).toBe(400);
    expect(await category.json()).toEqual({ message: "No category named Spaceships." });
    const taken = await owner.post(DISCOUNTS, { code: "welcome10", kind: "PERCENTAGE", percentOff: 10 });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: "Another discount already uses this code." });
    expect(await countRows()).toBe(before);
  });
});

describe("the owner's round trip", () => {
  it("makes a code, lists it with its status, changes it, switches it off and deletes it", async () => {
    const mine = code();
    const made = await owner.post(DISCOUNTS, {
      code: mine.toLowerCase(),
      kind: "PERCENTAGE",
      percentOff: 12.5,
      minSubtotalCents: 5000,
      startsAt: "2099-01-01T00:00:00Z",
      endsAt: null,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      productIds: ["prd_pour_over"],
    });
    expect(made.status).toBe(201);
    const { discount } = (await made.json()) as { discount: { id: string } };
    expect(discount).toEqual({
      id: expect.stringMatching(/^dsc_/),
      name: "",
      code: mine,
      automatic: false,
      kind: "PERCENTAGE",
      percentOff: 12.5,
      amountCents: null,
      minSubtotalCents: 5000,
      startsAt: "2099-01-01T00:00:00.000Z",
      endsAt: null,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      uses: 0,
      productIds: ["prd_pour_over"],
      categories: null,
      enabled: true,
      status: "scheduled",
      createdOn: expect.any(String),
    });

    const list = (await (await owner.fetch(DISCOUNTS)).json()) as { discounts: { id: string }[] };
    expect(list.discounts.find((d) => d.id === discount.id)).toEqual(discount);

    const changed = await owner.put(`${DISCOUNTS}/${discount.id}`, {
      code: mine,
      name: "Spring",
      kind: "FIXED_AMOUNT",
      amountCents: 700,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      discount: {
        name: "Spring",
        kind: "FIXED_AMOUNT",
        amountCents: 700,
        percentOff: null,
        status: "active",
      },
    });

    const off = await owner.put(`${DISCOUNTS}/${discount.id}/enabled`, { enabled: false });
    expect(await off.json()).toMatchObject({ discount: { enabled: false, status: "disabled" } });

    expect((await owner.delete(`${DISCOUNTS}/${discount.id}`)).status).toBe(204);
    const again = await owner.delete(`${DISCOUNTS}/${discount.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "This discount no longer exists." });
    expect(await db.select().from(coupons).where(eq(coupons.id, discount.id)).get()).toBeUndefined();
  });

  it("makes an automatic discount limited to a category, named as the site names it", async () => {
    const made = await owner.post(DISCOUNTS, {
      automatic: true,
      name: "Home week",
      kind: "PERCENTAGE",
      percentOff: 15,
      categories: ["homeware"],
      enabled: false,
    });
    expect(made.status).toBe(201);
    const { discount } = (await made.json()) as { discount: { id: string } };
    expect(discount).toMatchObject({
      automatic: true,
      code: null,
      categories: ["Homeware"],
      status: "disabled",
    });
    await owner.delete(`${DISCOUNTS}/${discount.id}`);
  });
});
