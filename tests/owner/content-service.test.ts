// The product creation flow's content-service calls (spec sections 3, 4, 7): a product collection
// (navigationTitle, title, urlId, description, enabled), then its root category (displayName,
// parentCategoryId none, type ROOT, pageRendering LIST_VIEW, displayIndex 1); the new store page
// answers on the storefront at once.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { ContributorRole } from "../../worker/owner/roles";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const BASE = "/api/content-service/product/1.1/websites/site_demo/products";
const admin = new Owner();

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("flow-admin@example.com", ContributorRole.ADMIN);
  expect((await admin.signIn("flow-admin@example.com")).status).toBe(200);
});

describe("product creation flow", () => {
  it("creates a collection, then its root category, and the store page answers", async () => {
    const res = await admin.post(BASE, {
      navigationTitle: "Ceramics",
      title: "Ceramics",
      urlId: "",
      description: "Bowls & cups.",
      enabled: true,
    });
    expect(res.status).toBe(201);
    const collection = (await res.json()) as { id: string; urlId: string; fullUrl: string };
    expect(collection).toMatchObject({
      urlId: "ceramics",
      title: "Ceramics",
      navigationTitle: "Ceramics",
      enabled: true,
    });
    const category = await admin.post(`${BASE}/${collection.id}/categories`, {
      displayName: "Ceramics",
      parentCategoryId: null,
      type: "ROOT",
      pageRendering: "LIST_VIEW",
      displayIndex: 1,
    });
    expect(category.status).toBe(201);
    expect(await category.json()).toMatchObject({
      collectionId: collection.id,
      displayName: "Ceramics",
      parentCategoryId: null,
      type: "ROOT",
      pageRendering: "LIST_VIEW",
      displayIndex: 1,
    });
    const row = await env.DB.prepare(
      "SELECT type, page_rendering AS pageRendering, display_index AS displayIndex, collection_id AS collectionId FROM product_taxonomy WHERE name = 'Ceramics'",
    ).first();
    expect(row).toEqual({
      type: "ROOT",
      pageRendering: "LIST_VIEW",
      displayIndex: 1,
      collectionId: collection.id,
    });
    const page = await new Visitor().fetch("/ceramics");
    expect(page.status).toBe(200);
  });

  it("counts the urlId up when taken and falls back for a short title", async () => {
    const taken = (await (await admin.post(BASE, { title: "Shop" })).json()) as { urlId: string };
    expect(taken.urlId).toBe("shop-1");
    const short = (await (await admin.post(BASE, { title: "Go" })).json()) as { urlId: string };
    expect(short.urlId).toBe("shop-2");
  });

  it("refuses another site's id, a missing title, an unknown collection, and a taken category", async () => {
    const other = await admin.post("/api/content-service/product/1.1/websites/site_other/products", {
      title: "X",
    });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: "That website is not this site." });
    const untitled = await admin.post(BASE, { title: " " });
    expect(untitled.status).toBe(400);
    expect(await untitled.json()).toEqual({ message: "Give the store page a title." });
    const unknown = await admin.post(`${BASE}/col_nope/categories`, { displayName: "Any" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "That store page does not exist." });
    const twice = await admin.post(`${BASE}/col_shop/categories`, { displayName: "ceramics" });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: "This category already exists" });
  });

  it("needs a session (401) and products:write (403)", async () => {
    expect((await new Visitor().post(BASE, { title: "Nope" })).status).toBe(401);
    await addContributor("flow-reporting@example.com", ContributorRole.REPORTING);
    const reporting = new Owner();
    await reporting.signIn("flow-reporting@example.com");
    const res = await reporting.post(BASE, { title: "Nope" });
    expect(res.status).toBe(403);
  });
});
