// Categories and tags (issue 9, item 5): add, edit, merge, remove; tag length 50, category
// length 25, nested categories; 'This {tagType} already exists' and 'You may only edit one
// {tagType} at a time' word for word; products and the storefront's filters follow every change.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { ContributorRole } from "../../worker/owner/roles";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { Visitor } from "../worker/helpers";
import { addContributor, Owner } from "./helpers";

const R = ContributorRole;
const CATALOG = "/api/owner/catalog";
const admin = new Owner();

interface Item {
  id: string;
  name: string;
  parentId: string | null;
  productCount: number;
}
const list = async (kind: "tags" | "categories") =>
  ((await (await admin.fetch(`${CATALOG}/${kind}`)).json()) as { items: Item[] }).items;
const create = async (kind: "tags" | "categories", body: object) => {
  const res = await admin.post(`${CATALOG}/${kind}`, body);
  return { res, id: res.status === 201 ? ((await res.clone().json()) as { id: string }).id : "" };
};
const productArrays = async (id: string) =>
  (await env.DB.prepare("SELECT tags, categories FROM products WHERE id = ?").bind(id).first<{
    tags: string;
    categories: string;
  }>())!;
async function product(title: string, tags: string[], categories: string[]) {
  const res = await admin.post(`${CATALOG}/products`, {
    collectionId: "col_shop",
    title,
    productType: "PHYSICAL",
    tags,
    categories,
    variants: [{ priceCents: 1000, qtyInStock: 1 }],
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { productId: string }).productId;
}

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
  await addContributor("taxonomy-admin@example.com", R.ADMIN);
  expect((await admin.signIn("taxonomy-admin@example.com")).status).toBe(200);
});

describe.each([
  ["tags", "tag", 50],
  ["categories", "category", 25],
] as const)("%s", (kind, tagType, maxLength) => {
  it(`adds a ${tagType}, and refuses the same name in another case: 'This ${tagType} already exists'`, async () => {
    const { res } = await create(kind, { name: `Summer ${tagType}` });
    expect(res.status).toBe(201);
    const again = await admin.post(`${CATALOG}/${kind}`, { name: `SUMMER ${tagType}` });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: `This ${tagType} already exists` });
    expect((await list(kind)).filter((i) => i.name.toLowerCase() === `summer ${tagType}`)).toHaveLength(1);
  });

  it(`takes ${maxLength} characters and refuses ${maxLength + 1}`, async () => {
    expect((await create(kind, { name: "y".repeat(maxLength) })).res.status).toBe(201);
    const res = await admin.post(`${CATALOG}/${kind}`, { name: "z".repeat(maxLength + 1) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `Use at most ${maxLength} characters for a ${tagType}.` });
    const blank = await admin.post(`${CATALOG}/${kind}`, { name: "   " });
    expect(await blank.json()).toEqual({ message: `Enter a name for the ${tagType}.` });
  });

  it(`edits one ${tagType} and renames it on its products; refuses two: 'You may only edit one ${tagType} at a time'`, async () => {
    const a = await create(kind, { name: `Old ${tagType}` });
    const b = await create(kind, { name: `Other ${tagType}` });
    const id = await product(
      `Rename ${tagType}`,
      tagType === "tag" ? [`Old ${tagType}`, "keep"] : [],
      tagType === "category" ? [`Old ${tagType}`] : [],
    );
    const two = await admin.put(`${CATALOG}/${kind}`, { ids: [a.id, b.id], name: "Both" });
    expect(two.status).toBe(400);
    expect(await two.json()).toEqual({ message: `You may only edit one ${tagType} at a time` });
    const taken = await admin.put(`${CATALOG}/${kind}`, { ids: [a.id], name: `other ${tagType}` });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: `This ${tagType} already exists` });
    const res = await admin.put(`${CATALOG}/${kind}`, { ids: [a.id], name: `New ${tagType}` });
    expect(res.status).toBe(200);
    const arrays = await productArrays(id);
    expect(JSON.parse(tagType === "tag" ? arrays.tags : arrays.categories)).toEqual(
      tagType === "tag" ? [`New ${tagType}`, "keep"] : [`New ${tagType}`],
    );
  });

  it(`merges ${kind} into one, on every product, without duplicates`, async () => {
    const red = await create(kind, { name: `Red ${tagType}` });
    const crimson = await create(kind, { name: `Crimson ${tagType}` });
    const both = [`Red ${tagType}`, `Crimson ${tagType}`];
    const id = await product(
      `Merge ${tagType}`,
      tagType === "tag" ? both : [],
      tagType === "category" ? both : [],
    );
    const res = await admin.post(`${CATALOG}/${kind}/merge`, { ids: [crimson.id], intoId: red.id });
    expect(res.status).toBe(200);
    const arrays = await productArrays(id);
    expect(JSON.parse(tagType === "tag" ? arrays.tags : arrays.categories)).toEqual([`Red ${tagType}`]);
    const names = (await list(kind)).map((i) => i.name);
    expect(names).toContain(`Red ${tagType}`);
    expect(names).not.toContain(`Crimson ${tagType}`);
    const alone = await admin.post(`${CATALOG}/${kind}/merge`, { ids: [red.id], intoId: red.id });
    expect(alone.status).toBe(400);
    expect(await alone.json()).toEqual({ message: "Select at least two to merge." });
  });

  it(`removes ${kind} from the store and from their products`, async () => {
    const gone = await create(kind, { name: `Gone ${tagType}` });
    const id = await product(
      `Remove ${tagType}`,
      tagType === "tag" ? [`Gone ${tagType}`, "stays"] : [],
      tagType === "category" ? [`Gone ${tagType}`, "Stays"] : [],
    );
    const res = await admin.post(`${CATALOG}/${kind}/remove`, { ids: [gone.id] });
    expect(res.status).toBe(200);
    const arrays = await productArrays(id);
    expect(JSON.parse(tagType === "tag" ? arrays.tags : arrays.categories)).toEqual(
      tagType === "tag" ? ["stays"] : ["Stays"],
    );
    const again = await admin.post(`${CATALOG}/${kind}/remove`, { ids: [gone.id] });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: `That ${tagType} no longer exists.` });
  });
});

describe("nested categories", () => {
  it("nests, refuses a loop, and moves children up when their parent is removed", async () => {
    const top = await create("categories", { name: "Kitchen" });
    const mid = await create("categories", { name: "Cups", parentId: top.id });
    const leaf = await create("categories", { name: "Espresso cups", parentId: mid.id });
    expect(leaf.res.status).toBe(201);
    const loop = await admin.put(`${CATALOG}/categories`, {
      ids: [top.id],
      name: "Kitchen",
      parentId: leaf.id,
    });
    expect(loop.status).toBe(400);
    expect(await loop.json()).toEqual({ message: "A category cannot sit inside itself." });
    const orphan = await admin.post(`${CATALOG}/categories`, { name: "Nowhere", parentId: "tax_nope" });
    expect(orphan.status).toBe(400);
    expect(await orphan.json()).toEqual({ message: "The parent category no longer exists." });
    await admin.post(`${CATALOG}/categories/remove`, { ids: [mid.id] });
    const items = await list("categories");
    expect(items.find((i) => i.id === leaf.id)!.parentId).toBe(top.id);
  });

  it("refuses the 10,001st category", async () => {
    const made = await new Visitor().post("/api/owner/sign-up", {
      email: "many-categories@example.com",
      password: "a long enough password",
      siteName: "many-categories",
      siteTitle: "Many",
      template: "blank",
    });
    const { websiteId } = (await made.json()) as { websiteId: string };
    // 10,000 rows through one recursive insert.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO product_taxonomy (id, website_id, kind, name, name_key) SELECT 'tax_many_' || i, ?, 'category', 'c' || i, 'c' || i FROM n`,
    )
      .bind(websiteId)
      .run();
    const owner = new Owner("http://many-categories.localhost");
    await owner.signIn("many-categories@example.com", "a long enough password");
    const res = await owner.post(`${CATALOG}/categories`, { name: "One too many" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "A store can have at most 10,000 categories." });
    const tag = await owner.post(`${CATALOG}/tags`, { name: "tags are not limited" });
    expect(tag.status).toBe(201);
  });
});

describe("the store's existing names and the storefront", () => {
  it("lists the names products already carry, with their counts", async () => {
    const tags = await list("tags");
    const linen = tags.find((t) => t.name === "linen");
    expect(linen?.productCount).toBeGreaterThan(0);
  });

  it("filters the shop by a renamed category at once", async () => {
    const { id } = await create("categories", { name: "Before Rename" });
    await product("Filtered Bowl", [], ["Before Rename"]);
    const visitor = new Visitor("http://taxonomy-storefront.test");
    expect(await (await visitor.fetch("/shop?category=Before%20Rename")).text()).toContain("Filtered Bowl");
    await admin.put(`${CATALOG}/categories`, { ids: [id], name: "After Rename" });
    expect(await (await visitor.fetch("/shop?category=After%20Rename")).text()).toContain("Filtered Bowl");
    expect(await (await visitor.fetch("/shop?category=Before%20Rename")).text()).not.toContain(
      "Filtered Bowl",
    );
  });

  it("needs a session and products:write to change, products:read to list", async () => {
    expect((await new Visitor().fetch(`${CATALOG}/tags`)).status).toBe(401);
    await addContributor("taxonomy-viewer@example.com", R.VIEWER);
    const viewer = new Owner();
    await viewer.signIn("taxonomy-viewer@example.com");
    expect((await viewer.fetch(`${CATALOG}/tags`)).status).toBe(200);
    const res = await viewer.post(`${CATALOG}/tags`, { name: "nope" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Your role on this site does not allow this." });
  });
});
