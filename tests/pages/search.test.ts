// Product search (page type 102) at /search?q=, over title, description and SKU through the FTS5
// index, which triggers keep in step with products and variants.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { products, productVariants } from "../../worker/db/schema";
import { DemoProduct } from "../../worker/seed/demo-data";
import { Visitor } from "../worker/helpers";
import { pageType } from "./page-helpers";

async function search(q: string) {
  const res = await new Visitor().fetch(`/search?q=${encodeURIComponent(q)}`);
  const html = await res.text();
  const titles = [...html.matchAll(/<h2 class="product-card-title">([^<]*)<\/h2>/g)].map((m) => m[1]);
  return { res, html, titles };
}

beforeAll(async () => {
  await new Visitor().fetch("/"); // seeds the demo site
});

describe("product search", () => {
  it("finds products by title, best match first, as a listing with the query echoed", async () => {
    const { res, html, titles } = await search("stoneware");
    expect(res.status).toBe(200);
    expect(pageType(html)).toBe(102);
    expect(titles).toEqual(expect.arrayContaining(["Stoneware Pour-Over Set", "Speckled Stoneware Mug"]));
    expect(html).toContain(`${titles.length} results for “stoneware”`);
    expect(html).toContain('<input id="search-query" type="search" name="q" value="stoneware">');
  });

  it("finds a product by its description and by a word prefix", async () => {
    expect((await search("corozo")).titles).toEqual(["Linen Field Shirt"]);
    expect((await search("mordant")).titles).toContain("Field Notes: A Dyer's Handbook (PDF)");
  });

  it("finds a product by a variant's SKU", async () => {
    expect((await search("SQ-POUROVER")).titles).toEqual(["Stoneware Pour-Over Set"]);
    const one = await search("SQ-HANDBOOK-PDF");
    expect(one.titles).toEqual(["Field Notes: A Dyer's Handbook (PDF)"]);
    expect(one.html).toContain("1 result for “SQ-HANDBOOK-PDF”");
  });

  it("ranks a title match above a description mention", async () => {
    const { titles } = await search("linen");
    expect(titles[0]).toBe("Linen Field Shirt");
  });

  it("answers 200 for FTS syntax in the query, searching it as words", async () => {
    for (const q of [
      '"foo',
      "NEAR(",
      "linen AND",
      "OR",
      "title:linen",
      "*",
      "^",
      'a"b"c',
      "NOT -",
      "(((",
      "'; DROP TABLE products; --",
    ]) {
      const { res, html } = await search(q);
      expect(res.status, q).toBe(200);
      expect(pageType(html), q).toBe(102);
    }
    expect((await search('"linen')).titles[0]).toBe("Linen Field Shirt");
  });

  it("escapes the echoed query", async () => {
    const { html } = await search('<script>alert("x")</script>');
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("No products match your search.");
  });

  it("shows the search form and no results without a query", async () => {
    const { res, html, titles } = await search("");
    expect(res.status).toBe(200);
    expect(titles).toEqual([]);
    expect(html).toContain('name="q" value=""');
    expect(html).not.toContain("No products match your search.");
  });

  it("follows edits: a renamed product and a changed SKU are found at once, stock changes leave the index alone", async () => {
    const db = createDb(env.DB);
    await db
      .update(products)
      .set({ title: "Mended Linen Field Shirt" })
      .where(eq(products.id, DemoProduct.SHIRT));
    expect((await search("mended")).titles).toEqual(["Mended Linen Field Shirt"]);
    await db.update(productVariants).set({ sku: "SQ-MUG-SPECKLED" }).where(eq(productVariants.sku, "SQ-MUG"));
    expect((await search("SQ-MUG-SPECKLED")).titles).toEqual(["Speckled Stoneware Mug"]);
    expect((await search("SQ-MUG")).titles).toEqual(["Speckled Stoneware Mug"]);
    await db.update(productVariants).set({ qtyInStock: 3 }).where(eq(productVariants.sku, "SQ-MUG-SPECKLED"));
    expect((await search("speckled")).titles).toEqual(["Speckled Stoneware Mug"]);
  });

  it("does not find unpublished products", async () => {
    const db = createDb(env.DB);
    await db.update(products).set({ published: false }).where(eq(products.id, DemoProduct.THROW));
    expect((await search("SQ-THROW")).titles).toEqual([]);
  });
});
