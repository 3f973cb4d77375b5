// The demo store: loaded on first request, idempotent, and covering what the pages must show.
import { env, exports } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCollectionByUrl, getHomepage, listNavigation } from "../../worker/db/catalog";
import { listProductPage } from "../../worker/db/listing";
import { createDb } from "../../worker/db/client";
import {
  collections,
  imageAssets,
  products,
  productVariants,
  websiteHosts,
  websites,
} from "../../worker/db/schema";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID, demoImages } from "../../worker/seed/demo-data";

const db = createDb(env.DB);

async function counts() {
  const [w, h, c, p, v, i] = await Promise.all(
    [websites, websiteHosts, collections, products, productVariants, imageAssets].map((t) =>
      db.select({ n: count() }).from(t).get(),
    ),
  );
  return [w, h, c, p, v, i].map((r) => r!.n);
}

describe("seeding", () => {
  it("loads the demo store on the first request to a fresh database", async () => {
    expect(await counts()).toEqual([0, 0, 0, 0, 0, 0]);
    const page = await exports.default.fetch("http://localhost/api/commerce/shopping-cart");
    expect(page.status).toBe(200);
    expect((await counts()).every((n) => n > 0)).toBe(true);
  });

  it("is idempotent, including when run concurrently", async () => {
    await ensureDemoSeed(db);
    const before = await counts();
    await Promise.all([ensureDemoSeed(db), ensureDemoSeed(db), ensureDemoSeed(db)]);
    expect(await counts()).toEqual(before);
  });

  it("never overwrites what the store changed since (stock sold, titles edited)", async () => {
    await ensureDemoSeed(db);
    await db.update(productVariants).set({ qtyInStock: 1 }).where(eq(productVariants.id, "var_throw"));
    await db
      .update(products)
      .set({ title: "Indigo Throw (renamed)" })
      .where(eq(products.id, "prd_indigo_throw"));
    await ensureDemoSeed(db);
    const v = await db.select().from(productVariants).where(eq(productVariants.id, "var_throw")).get();
    const p = await db.select().from(products).where(eq(products.id, "prd_indigo_throw")).get();
    expect(v!.qtyInStock).toBe(1);
    expect(p!.title).toBe("Indigo Throw (renamed)");
  });
});

describe("demo catalogue", () => {
  it("has a home page, a /shop products collection and a /contact page, all in the navigation", async () => {
    await ensureDemoSeed(db);
    const home = await getHomepage(db, DEMO_WEBSITE_ID);
    expect(home).toMatchObject({ fullUrl: "/", type: 10 });
    expect(home!.mainContent).toContain("<h1>");
    const shop = await getCollectionByUrl(db, DEMO_WEBSITE_ID, "shop");
    expect(shop).toMatchObject({ fullUrl: "/shop", type: 13, title: "Shop" });
    expect((await listNavigation(db, DEMO_WEBSITE_ID)).map((l) => l.fullUrl)).toEqual([
      "/",
      "/shop",
      "/contact",
    ]);
  });

  it("lists at least 8 products covering every kind the pages must handle", async () => {
    await ensureDemoSeed(db);
    const shop = await getCollectionByUrl(db, DEMO_WEBSITE_ID, "shop");
    const { items } = await listProductPage(db, DEMO_WEBSITE_ID, shop!, { page: 1, pageSize: 200 });
    expect(items.length).toBeGreaterThanOrEqual(8);
    const sc = (i: (typeof items)[number]) => i.structuredContent;
    const inStock = (v: { unlimited: boolean; qtyInStock: number }) => v.unlimited || v.qtyInStock > 0;

    const twoDimensions = items.find(
      (i) =>
        sc(i).productType === 1 &&
        sc(i).variantOptionOrdering.length === 2 &&
        sc(i).variants.some((v) => !inStock(v)) &&
        sc(i).variants.some(inStock) &&
        sc(i).variants.filter((v) => v.onSale).length === 1,
    );
    expect(twoDimensions?.title).toBe("Linen Field Shirt");
    expect(items.some((i) => sc(i).productType === 1 && sc(i).variants.every((v) => !inStock(v)))).toBe(true);
    expect(items.some((i) => sc(i).productType === 2)).toBe(true);
    expect(items.some((i) => sc(i).productType === 3)).toBe(true);
    expect(items.some((i) => sc(i).productType === 4 && sc(i).variants.length >= 3)).toBe(true);
    expect(items.some((i) => sc(i).productType === 1 && sc(i).isSubscribable && sc(i).subscriptionPlan)).toBe(
      true,
    );
    expect(items.filter((i) => i.items.length > 1).length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.body).toMatch(/<p>/);
      expect(sc(item).variants.length).toBeGreaterThan(0);
      for (const v of sc(item).variants) expect(v.price).toBeGreaterThan(0);
    }
  });

  it("serves every seeded image from public/images/demo", async () => {
    const files = import.meta.glob("../../public/images/demo/*.svg", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const names = Object.keys(files).map((f) => f.split("/").at(-1));
    for (const image of demoImages) {
      expect(image.assetUrl).toMatch(/^\/images\/demo\/[\w-]+\.svg$/);
      expect(names).toContain(image.filename);
      const svg = files[`../../public/images/demo/${image.filename}`] as string;
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 1000"/);
      expect(image.originalSize).toBe("800x1000");
    }
  });
});
