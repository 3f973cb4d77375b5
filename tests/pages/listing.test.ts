// Product listings: category and tag filters (`?category=`, `?tag=`), and pages of the theme's
// page size (24 in the default theme's collections/products.conf) with prev/next links.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { collections, CollectionType, products, productVariants } from "../../worker/db/schema";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { Visitor } from "../worker/helpers";
import { pageType } from "./page-helpers";

async function get(path: string) {
  const res = await new Visitor().fetch(path);
  return { res, html: await res.text() };
}

const titles = (html: string) =>
  [...html.matchAll(/<h2 class="product-card-title">([^<]*)<\/h2>/g)].map((m) => m[1]);

const BULK = 30;

beforeAll(async () => {
  await new Visitor().fetch("/"); // seeds the demo site
  const db = createDb(env.DB);
  await db.insert(collections).values({
    id: "col_bulk",
    websiteId: DEMO_WEBSITE_ID,
    type: CollectionType.PRODUCTS,
    urlId: "bulk",
    title: "Bulk",
  });
  const n = (i: number) => String(i).padStart(2, "0");
  await db.batch([
    db.insert(collections).values({
      id: "col_bulk_probe",
      websiteId: DEMO_WEBSITE_ID,
      type: CollectionType.PRODUCTS,
      urlId: "bulk-probe",
      title: "Probe",
      enabled: false,
    }),
    ...Array.from({ length: BULK }, (_, i) =>
      db.insert(products).values({
        id: `prd_bulk_${n(i)}`,
        websiteId: DEMO_WEBSITE_ID,
        collectionId: "col_bulk",
        urlId: `bulk-${n(i)}`,
        title: `Bulk item ${n(i)}`,
        productType: "PHYSICAL",
        tags: ["bulk", i % 2 ? "odd" : "even"],
        categories: ["Bulk"],
        position: i,
      }),
    ),
    ...Array.from({ length: BULK }, (_, i) =>
      db.insert(productVariants).values({
        id: `var_bulk_${n(i)}`,
        websiteId: DEMO_WEBSITE_ID,
        productId: `prd_bulk_${n(i)}`,
        sku: `BULK-${n(i)}`,
        priceCents: 1000 + i,
        qtyInStock: 5,
      }),
    ),
  ]);
});

describe("category and tag filters", () => {
  it("lists only the category's products for ?category=, with the category links marking it current", async () => {
    const { res, html } = await get("/shop?category=Homeware");
    expect(res.status).toBe(200);
    expect(pageType(html)).toBe(1);
    expect(titles(html)).toEqual([
      "Stoneware Pour-Over Set",
      "Beeswax Candle Trio",
      "Indigo Throw Blanket",
      "Speckled Stoneware Mug",
    ]);
    expect(html).toContain('<a href="/shop?category=Homeware" aria-current="page">Homeware</a>');
    expect(html).toContain('<a href="/shop?category=Clothing">Clothing</a>');
    expect(html).toContain('<a href="/shop">All</a>');
  });

  it("lists only the tag's products for ?tag=", async () => {
    const { html } = await get("/shop?tag=ceramics");
    expect(titles(html)).toEqual(["Stoneware Pour-Over Set", "Speckled Stoneware Mug"]);
    expect(html).toContain("Tagged: ceramics");
  });

  it("says so when nothing matches, and escapes the filter it echoes", async () => {
    const { res, html } = await get("/shop?tag=%3Cb%3Enone");
    expect(res.status).toBe(200);
    expect(titles(html)).toEqual([]);
    expect(html).toContain("No products match this filter.");
    expect(html).toContain("Tagged: &lt;b&gt;none");
  });
});

describe("pagination", () => {
  it("shows the first page's 24 products with a next link and rel=next, and no previous", async () => {
    const { html } = await get("/bulk");
    expect(titles(html)).toHaveLength(24);
    expect(titles(html)[0]).toBe("Bulk item 00");
    expect(html).toContain('<link rel="next" href="/bulk?page=2">');
    expect(html).not.toContain('rel="prev"');
    expect(html).toContain('<a class="pagination-next" href="/bulk?page=2" rel="next">Next</a>');
    expect(html).toContain("Page 1 of 2");
  });

  it("shows the rest on page 2 with a previous link to the first page's own URL", async () => {
    const { html } = await get("/bulk?page=2");
    expect(titles(html)).toEqual([
      "Bulk item 24",
      "Bulk item 25",
      "Bulk item 26",
      "Bulk item 27",
      "Bulk item 28",
      "Bulk item 29",
    ]);
    expect(html).toContain('<link rel="prev" href="/bulk">');
    expect(html).not.toContain('rel="next"');
    expect(html).toContain("Page 2 of 2");
  });

  it("keeps the filter on the neighbours' URLs", async () => {
    // 30 products tagged "bulk": 24 then 6.
    const { html } = await get("/bulk?tag=bulk&page=2");
    expect(titles(html)).toHaveLength(6);
    expect(html).toContain('<link rel="prev" href="/bulk?tag=bulk">');
    const even = await get("/bulk?tag=even");
    expect(titles(even.html)).toHaveLength(15);
    expect(even.html).not.toContain('class="pagination"');
  });

  it("answers not found past the last page or for a page that is not a number", async () => {
    for (const path of ["/bulk?page=3", "/bulk?page=0", "/bulk?page=two"]) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(404);
      expect(pageType(html)).toBe(100);
    }
  });

  it("carries the pagination object in the render context", async () => {
    const json = (await (await new Visitor().fetch("/bulk?page=2&format=json")).json()) as {
      pagination: Record<string, unknown>;
    };
    expect(json.pagination).toEqual({
      pageSize: 24,
      currentPage: 2,
      totalPages: 2,
      totalItems: 30,
      prevPage: true,
      nextPage: false,
      prevPageUrl: "/bulk",
    });
  });

  it("does not serve a disabled collection", async () => {
    expect((await get("/bulk-probe")).res.status).toBe(404);
  });
});
