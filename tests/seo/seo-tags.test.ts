// SEO tags in the <head> of storefront pages, as a crawler or a link preview reads them.
import { describe, expect, it } from "vitest";
import { seoTags } from "../../worker/seo/seo-tags";
import { PageType } from "../../worker/pages/page-types";
import { Visitor } from "../worker/helpers";

async function head(path: string): Promise<string> {
  const res = await new Visitor().fetch(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf("</head>"));
}

const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe("product page", () => {
  it("states every variant as an Offer with its price now and its availability from stock", async () => {
    const html = await head("/shop/linen-field-shirt");
    const product = jsonLd(html).find((d) => d["@type"] === "Product")!;
    expect(product.name).toBe("Linen Field Shirt");
    expect(product.brand).toEqual({ "@type": "Brand", name: "Atelier Supply Co." });
    expect(product.sku).toBe("SQ-SHIRT-S-OAT");
    expect(product.image).toEqual([
      "http://localhost/images/demo/linen-shirt-oat.svg",
      "http://localhost/images/demo/linen-shirt-indigo.svg",
      "http://localhost/images/demo/linen-shirt-detail.svg",
    ]);
    const offers = Object.fromEntries(
      product.offers.map((o: Record<string, string>) => [o.sku, [o.price, o.priceCurrency, o.availability]]),
    );
    const inStock = "https://schema.org/InStock";
    const outOfStock = "https://schema.org/OutOfStock";
    expect(offers).toEqual({
      "SQ-SHIRT-S-OAT": ["148.00", "USD", outOfStock],
      "SQ-SHIRT-S-INDIGO": ["148.00", "USD", inStock],
      "SQ-SHIRT-M-OAT": ["148.00", "USD", inStock],
      "SQ-SHIRT-M-INDIGO": ["118.00", "USD", inStock],
      "SQ-SHIRT-L-OAT": ["148.00", "USD", inStock],
      "SQ-SHIRT-L-INDIGO": ["148.00", "USD", outOfStock],
    });
    expect(product.url).toBe("http://localhost/shop/linen-field-shirt");
  });

  it("offers an unlimited digital product as in stock and a sold-out one as out of stock", async () => {
    const handbook = jsonLd(await head("/shop/dyers-handbook")).find((d) => d["@type"] === "Product")!;
    expect(handbook.offers).toHaveLength(1);
    expect(handbook.offers[0].availability).toBe("https://schema.org/InStock");
    const pourOver = jsonLd(await head("/shop/stoneware-pour-over-set")).find(
      (d) => d["@type"] === "Product",
    )!;
    expect(pourOver.offers[0].availability).toBe("https://schema.org/OutOfStock");
  });

  it("has a breadcrumb trail home > collection > product", async () => {
    const trail = jsonLd(await head("/shop/linen-field-shirt")).find((d) => d["@type"] === "BreadcrumbList")!;
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Atelier Supply Co.", item: "http://localhost/" },
      { "@type": "ListItem", position: 2, name: "Shop", item: "http://localhost/shop" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Linen Field Shirt",
        item: "http://localhost/shop/linen-field-shirt",
      },
    ]);
  });

  it("previews as a product with its image size and lowest price, on a canonical URL without tracking", async () => {
    const html = await head("/shop/linen-field-shirt?utm_source=news&gclid=abc&fbclid=x");
    expect(canonical(html)).toBe("http://localhost/shop/linen-field-shirt");
    expect(metaContent(html, "property", "og:url")).toBe("http://localhost/shop/linen-field-shirt");
    expect(metaContent(html, "property", "og:type")).toBe("product");
    expect(metaContent(html, "property", "og:site_name")).toBe("Atelier Supply Co.");
    expect(metaContent(html, "property", "og:title")).toBe("Linen Field Shirt");
    expect(metaContent(html, "property", "og:description")).toBe(
      "A loose, breathable work shirt in heavyweight European linen.",
    );
    expect(metaContent(html, "name", "description")).toBe(
      "A loose, breathable work shirt in heavyweight European linen.",
    );
    expect(metaContent(html, "property", "og:image")).toBe(
      "http://localhost/images/demo/linen-shirt-oat.svg",
    );
    expect(metaContent(html, "property", "og:image:width")).toBe("800");
    expect(metaContent(html, "property", "og:image:height")).toBe("1000");
    expect(metaContent(html, "property", "product:price:amount")).toBe("118.00");
    expect(metaContent(html, "property", "product:price:currency")).toBe("USD");
    // X falls back to the Open Graph title, description and image: only the card kind and the
    // image's alt text (which has no fallback) are its own.
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:image:alt")).toBe("Linen field shirt in oat");
    expect(html).not.toContain('name="twitter:title"');
  });
});

describe("listing and other pages", () => {
  it("keeps a listing's filter in its canonical URL and drops tracking parameters", async () => {
    const html = await head("/shop?utm_campaign=spring&tag=ceramics&gclid=abc");
    expect(canonical(html)).toBe("http://localhost/shop?tag=ceramics");
    expect(metaContent(html, "property", "og:type")).toBe("website");
    const trail = jsonLd(html).find((d) => d["@type"] === "BreadcrumbList")!;
    expect(trail.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      "Atelier Supply Co.",
      "Shop",
    ]);
    expect(jsonLd(html).some((d) => d["@type"] === "Product")).toBe(false);
  });

  it("gives the home page and the cart a description and a canonical URL", async () => {
    const home = await head("/?utm_source=x");
    expect(canonical(home)).toBe("http://localhost/");
    expect(metaContent(home, "name", "description")).toBe(
      "Natural fibres, small batches, made to be mended.",
    );
    expect(metaContent(home, "property", "og:title")).toBe("Atelier Supply Co.");
    const cart = await head("/cart");
    expect(canonical(cart)).toBe("http://localhost/cart");
    expect(metaContent(cart, "name", "description")).toBe("Shopping Cart · Atelier Supply Co.");
  });

  it("asks search engines not to index the not-found page", async () => {
    const res = await new Visitor().fetch("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(metaContent(html, "name", "robots")).toBe("noindex");
    expect(canonical(html)).toBeUndefined();
  });
});

describe("escaping", () => {
  const hostile = 'Tote </script><script>alert("x")</script> & "co"';
  const item = {
    id: "p1",
    collectionId: "c1",
    recordType: 11,
    urlId: "tote",
    fullUrl: "/shop/tote",
    title: hostile,
    body: "<p>Body</p>",
    excerpt: hostile,
    tags: [],
    categories: [],
    addedOn: 0,
    updatedOn: 0,
    assetUrl: "",
    items: [],
    structuredContent: {
      _type: "CommerceProduct",
      productType: 1,
      variants: [],
      variantOptionOrdering: [],
      isSubscribable: false,
      priceMoney: { currency: "USD", value: "1.00" },
      salePriceMoney: { currency: "USD", value: "0.00" },
      onSale: false,
      useCustomAddButtonText: false,
      customAddButtonText: "",
    },
  } as const;

  it("a title holding </script> cannot leave the JSON-LD element, and reads back intact", () => {
    const html = seoTags({
      pageType: PageType.CONTENT_ITEM,
      pageTitle: hostile,
      website: { siteTitle: "Shop <b>" },
      requestUrl: "https://example.com/shop/tote",
      collection: {
        id: "c1",
        websiteId: "w",
        type: 13,
        urlId: "shop",
        fullUrl: "/shop",
        title: "Shop",
        navigationTitle: "Shop",
        description: "",
        mainContent: "",
        isHomepage: false,
        navigationIndex: 1,
        blocks: [],
      },
      item: item as never,
    });
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>");
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('content="Tote &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
    const product = jsonLd(html).find((d) => d["@type"] === "Product")!;
    expect(product.name).toBe(hostile);
    expect(product.brand.name).toBe("Shop <b>");
  });
});
