// sitemap.xml and robots.txt as a crawler fetches them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { collections, CollectionType, products } from "../../worker/db/schema";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { Visitor } from "../worker/helpers";

beforeAll(async () => {
  await new Visitor().fetch("/"); // seeds the demo store
  const db = createDb(env.DB);
  await db.insert(collections).values({
    id: "col_archive",
    websiteId: DEMO_WEBSITE_ID,
    type: CollectionType.PRODUCTS,
    urlId: "archive",
    title: "Archive",
    enabled: false,
  });
  await db.insert(products).values([
    {
      id: "prd_archived",
      websiteId: DEMO_WEBSITE_ID,
      collectionId: "col_archive",
      urlId: "old-shirt",
      title: "Old Shirt",
      productType: "PHYSICAL",
    },
    {
      id: "prd_draft",
      websiteId: DEMO_WEBSITE_ID,
      collectionId: "col_shop",
      urlId: "draft-scarf",
      title: "Draft Scarf",
      productType: "PHYSICAL",
      published: false,
    },
  ]);
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("GET /sitemap.xml", () => {
  it("lists the home page, the shop, the contact page, the journal and workshops and every published demo product, post and event with a lastmod", async () => {
    const res = await new Visitor().fetch("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    const urls = locs(xml);
    expect(urls).toContain("http://localhost/");
    expect(urls).toContain("http://localhost/shop");
    expect(urls).toContain("http://localhost/contact");
    for (const path of [
      "/shop/linen-field-shirt",
      "/shop/stoneware-pour-over-set",
      "/shop/dyers-handbook",
      "/shop/speckled-stoneware-mug",
    ]) {
      expect(urls).toContain(`http://localhost${path}`);
    }
    // Home, shop, contact, the journal and workshops; 10 products; 3 posts and 3 events.
    expect(urls).toHaveLength(5 + 10 + 6);
    const entries = xml.match(/<url>.*?<\/url>/g)!;
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it("leaves out a disabled collection with its products, and unpublished products", async () => {
    const xml = await (await new Visitor().fetch("/sitemap.xml")).text();
    expect(xml).not.toContain("/archive");
    expect(xml).not.toContain("old-shirt");
    expect(xml).not.toContain("draft-scarf");
  });

  it("uses the host the crawler asked for", async () => {
    const xml = await (await new Visitor("http://demo.atelier.test").fetch("/sitemap.xml")).text();
    expect(locs(xml)[0]).toBe("http://demo.atelier.test/");
  });
});

describe("GET /robots.txt", () => {
  it("allows everything but the owner panel and the API, and names the sitemap", async () => {
    const res = await new Visitor().fetch("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    expect(await res.text()).toBe(
      "User-agent: *\nAllow: /\nDisallow: /config\nDisallow: /api/\n\nSitemap: http://localhost/sitemap.xml\n",
    );
  });
});
