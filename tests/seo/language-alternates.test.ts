// A multilingual site's pages for search engines: each page's <head> names its version in every
// language of the site (<link rel="alternate" hreflang>, x-default the main language's), its
// canonical URL is its own language's, and sitemap.xml lists every language version of every page
// with the same alternates (xhtml:link). A site of one language has none of them.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { writeSiteLanguages } from "../../worker/db/site-languages";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { Visitor } from "../worker/helpers";

async function head(path: string): Promise<string> {
  const res = await new Visitor().fetch(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf("</head>"));
}

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

/** Each <url> of the sitemap: its loc and its alternates. */
function sitemapUrls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(m[1]!)?.[1],
    alternates: [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(
      (a) => [a[1], a[2]],
    ),
  }));
}

beforeAll(async () => {
  await ensureDemoSeed(createDb(env.DB));
});

describe("a site of one language", () => {
  it("has no alternates in its pages or its sitemap", async () => {
    expect(alternates(await head("/contact"))).toEqual([]);
    const xml = await (await new Visitor().fetch("/sitemap.xml")).text();
    expect(xml).not.toContain("xhtml:link");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});

describe("a site of three languages", () => {
  beforeAll(async () => {
    await writeSiteLanguages(createDb(env.DB), DEMO_WEBSITE_ID, ["fr", "pt-BR"]);
  });

  const contactVersions = [
    ["en-US", "http://localhost/contact"],
    ["fr", "http://localhost/fr/contact"],
    ["pt-BR", "http://localhost/pt-br/contact"],
    ["x-default", "http://localhost/contact"],
  ];

  it("names every language's version of a page in its head, x-default the main one", async () => {
    expect(alternates(await head("/contact"))).toEqual(contactVersions);
    const french = await head("/fr/contact");
    expect(alternates(french)).toEqual(contactVersions);
    expect(canonical(french)).toBe("http://localhost/fr/contact");
    expect(canonical(await head("/contact"))).toBe("http://localhost/contact");
  });

  it("does so for the home page, a listing and a product too", async () => {
    expect(alternates(await head("/fr/"))).toEqual([
      ["en-US", "http://localhost/"],
      ["fr", "http://localhost/fr/"],
      ["pt-BR", "http://localhost/pt-br/"],
      ["x-default", "http://localhost/"],
    ]);
    expect(alternates(await head("/pt-br/shop"))).toContainEqual(["fr", "http://localhost/fr/shop"]);
    const product = await head("/fr/shop/linen-field-shirt");
    expect(alternates(product)).toContainEqual(["x-default", "http://localhost/shop/linen-field-shirt"]);
    expect(canonical(product)).toBe("http://localhost/fr/shop/linen-field-shirt");
    // The visitor's language switcher leads to the same product, not its listing.
    const page = await (await new Visitor().fetch("/fr/shop/linen-field-shirt")).text();
    expect(page).toContain('<a href="/pt-br/shop/linen-field-shirt" hreflang="pt-BR"');
    expect(page).toContain('<a href="/shop/linen-field-shirt" hreflang="en-US"');
  });

  it("lists each language version in the sitemap with the page's alternates", async () => {
    const res = await new Visitor().fetch("/sitemap.xml");
    const xml = await res.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = sitemapUrls(xml);
    for (const [, loc] of contactVersions.slice(0, 3)) {
      const entry = urls.find((u) => u.loc === loc);
      expect(entry?.alternates, loc).toEqual(contactVersions);
    }
    expect(urls.filter((u) => u.loc === "http://localhost/contact")).toHaveLength(1);
    expect(urls.map((u) => u.loc)).toContain("http://localhost/pt-br/shop/linen-field-shirt");
    expect(urls.find((u) => u.loc === "http://localhost/fr/")?.alternates).toContainEqual([
      "x-default",
      "http://localhost/",
    ]);
  });

  it("escapes nothing it should not: every alternate is well-formed XML", async () => {
    const xml = await (await new Visitor().fetch("/sitemap.xml")).text();
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);
  });
});
