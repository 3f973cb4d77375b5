// The 200-product catalogue (the spec's limit per collection) on its own host.
import { describe, expect, it } from "vitest";
import { LARGE_PRODUCT_COUNT } from "../../worker/seed/large-catalogue";
import { Visitor } from "../worker/helpers";

const large = () => new Visitor("http://large.localhost");

describe("large catalogue", () => {
  it("renders the listing of all 200 products, each with its price and image", async () => {
    const res = await large().fetch("/shop");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Shop · Atelier Wholesale</title>");
    // Today's listing shows the whole collection; once listings paginate, count across pages.
    const cards = html.split('<li class="product-card').slice(1);
    expect(cards).toHaveLength(LARGE_PRODUCT_COUNT);
    for (const card of cards) {
      expect(card).toMatch(/<img src="\/images\/demo\/[\w-]+\.svg"/);
      expect(card).toMatch(/class="product-price">\s*(from )?\$\d+\.\d\d/);
    }
    expect(html).toContain("Linen Shirt No. 1");
    expect(html).toContain("Beeswax Apron No. 200");
    expect(html.match(/product-card is-sold-out/g)!.length).toBeGreaterThan(0);
  });

  it("serves a product with nine variants and lists every item in its sitemap", async () => {
    const page = await large().fetch("/shop/item-000");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1 class="product-title">Linen Shirt No. 1</h1>');
    const xml = await (await large().fetch("/sitemap.xml")).text();
    expect(xml.match(/<loc>http:\/\/large\.localhost\/shop\/item-\d{3}<\/loc>/g)).toHaveLength(200);
  });

  it("keeps its products out of the demo store", async () => {
    const html = await (await new Visitor().fetch("/shop")).text();
    expect(html).not.toContain("No. 1<");
    expect((await new Visitor().fetch("/shop/item-000")).status).toBe(404);
  });
});
