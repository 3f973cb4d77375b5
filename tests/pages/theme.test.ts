// Themes in the developer-platform layout: a page is the layout's regions (template.conf order)
// around the page template, and a second theme is one more folder, chosen per site.
import { afterEach, describe, expect, it } from "vitest";
import { productContext } from "../../bench/seed-context";
import { renderPage } from "../../worker/pages/render";
import { THEMES } from "../../worker/pages/theme/registry";
import { Visitor } from "../worker/helpers";
import { pageType, pagesApp, testThemes, useTheme } from "./page-helpers";

afterEach(() => useTheme(null));

describe("the default theme", () => {
  it("assembles header.region then footer.region around the page, with the head slots in place", async () => {
    const res = await new Visitor().fetch("/shop");
    const html = await res.text();
    const order = [
      "<title>",
      '<header class="site-header ',
      '<main id="main"',
      'class="product-list"',
      "</main>",
      '<footer class="site-footer"',
      "</html>",
    ];
    const at = order.map((s) => html.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The SEO tags come right after <title>; {assets.head} follows them.
    expect(html.indexOf("</title>")).toBeLessThan(html.indexOf('<link rel="canonical"'));
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf("<style"));
  });

  it("links the rest of the CSS after the content on product and listing pages only", async () => {
    // (Styles are empty under vitest; tests/browser/listing-and-cart.test.ts checks the built CSS.)
    const deferredLink = /<link rel="stylesheet" href="[^"]*deferred[^"]*"\/?>\s*<\/body>/;
    for (const path of ["/shop/linen-field-shirt", "/shop"]) {
      expect(await (await new Visitor().fetch(path)).text()).toMatch(deferredLink);
    }
    // The cart page's own rules are part of its first paint: all inline, nothing to load.
    expect(await (await new Visitor().fetch("/cart")).text()).not.toMatch(/deferred/);
  });

  it("puts the page's SEO markup, unescaped, right after <title>", () => {
    const requestUrl = "https://shop.example/shop/linen-field-shirt";
    const { html } = renderPage(THEMES.get(), "collections/products.item", { ...productContext, requestUrl });
    const head = html.slice(html.indexOf("</title>"), html.indexOf("<style"));
    expect(head).toMatch(/<link rel="canonical" href="https:\/\/shop.example\/shop\/[\w-]+">/);
    expect(head).toContain('<script type="application/ld+json">');
  });

  it("is what a site without a theme setting, or with an unknown one, gets", async () => {
    await useTheme("no-such-theme");
    const html = await (await pagesApp().fetch("/shop")).text();
    expect(html).toContain('<header class="site-header ');
    expect(testThemes().names()).toEqual(expect.arrayContaining(["default", "minimal"]));
  });
});

describe("a second theme is a folder", () => {
  it("renders the site's chosen theme: its regions in template.conf order, its blocks and its page size", async () => {
    await useTheme("minimal");
    const res = await pagesApp().fetch("/shop");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(pageType(html)).toBe(1);
    expect(html).toContain('data-theme="minimal"');
    const top = html.indexOf("TOP Atelier Supply Co.");
    const middle = html.indexOf("MIDDLE");
    const main = html.indexOf('<h1 class="minimal-list">Shop</h1>');
    const bottom = html.indexOf("BOTTOM Atelier Supply Co.");
    // A section opened in top.region closes in bottom.region: regions are one template.
    expect(top).toBeGreaterThan(0);
    expect(middle).toBeGreaterThan(top);
    expect(main).toBeGreaterThan(middle);
    expect(bottom).toBeGreaterThan(main);
    // collections/products.conf says 3 per page; blocks/item-name.block names each.
    expect(html.match(/<li class="minimal-item">/g)).toHaveLength(3);
    expect(html).toContain('<li class="minimal-item">Linen Field Shirt\n</li>');
    expect(html).toContain('<a class="next" href="/shop?page=2">next</a>');
    expect(html).not.toContain("site-header");
  });

  it("answers its own not-found page", async () => {
    await useTheme("minimal");
    const res = await pagesApp().fetch("/nothing/here/at/all");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(pageType(html)).toBe(100);
    expect(html).toContain("Nothing here");
  });
});
