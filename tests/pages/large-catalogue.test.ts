// The 200-product catalogue (the spec's limit per collection) on its own host.
import { describe, expect, it } from "vitest";
import { LARGE_PRODUCT_COUNT } from "../../worker/seed/large-catalogue";
import { Visitor } from "../worker/helpers";

const large = () => new Visitor("http://large.localhost");

describe("large catalogue", () => {
  it("renders the listing of all 200 products across its pages, each with its price and image", async () => {
    const visitor = large();
    const cards: string[] = [];
    const canonicals: string[] = [];
    let path: string | undefined = "/shop";
    while (path) {
      const res = await visitor.fetch(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("<title>Shop · Atelier Wholesale</title>");
      canonicals.push(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!);
      cards.push(...html.split('<li class="product-card').slice(1));
      path = /<link rel="next" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    }
    expect(cards).toHaveLength(LARGE_PRODUCT_COUNT);
    for (const card of cards) {
      expect(card).toMatch(/<img src="\/images\/demo\/[\w-]+\.svg[^"]*" srcset="/);
      expect(card).toMatch(/class="product-price">\s*(from )?\$\d+\.\d\d/);
    }
    // Each page is its own canonical URL: the first without a page parameter, the next with one.
    expect(canonicals.slice(0, 2)).toEqual([
      "http://large.localhost/shop",
      "http://large.localhost/shop?page=2",
    ]);
    const all = cards.join("");
    expect(all).toContain("Linen Shirt No. 1");
    expect(all).toContain("Beeswax Apron No. 200");
    expect(cards.filter((card) => card.startsWith(" is-sold-out")).length).toBeGreaterThan(0);
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
