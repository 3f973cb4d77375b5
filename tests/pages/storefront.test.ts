// Storefront pages rendered from the theme's templates, as a visitor's browser receives them.
import { describe, expect, it } from "vitest";
import { CART_EMPTY } from "../../client/islands/cart-page-text";
import { readIslandProps } from "../../worker/pages/island-marker";
import { DemoProduct } from "../../worker/seed/demo-data";
import { Visitor } from "../worker/helpers";

const pageType = (html: string) => Number(/data-page-type="(\d+)"/.exec(html)?.[1]);
const islandProps = (html: string, name: string) => readIslandProps<any>(html, name);

async function get(path: string, visitor = new Visitor()) {
  const res = await visitor.fetch(path);
  return { res, html: await res.text() };
}

describe("product listing page", () => {
  it("lists every seeded product with its title, price and image, as page type 1", async () => {
    const { res, html } = await get("/shop");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(pageType(html)).toBe(1);
    const cards = html.split('<li class="product-card').slice(1);
    expect(cards.length).toBeGreaterThanOrEqual(8);
    // The first card's image is the listing's largest paint: fetched at once, never lazily.
    expect(cards[0]).toContain('fetchpriority="high"');
    expect(cards[0]).not.toContain('loading="lazy"');
    expect(cards.slice(1).every((card) => card.includes('loading="lazy"'))).toBe(true);
    for (const card of cards) {
      // Responsive images (spec section 9 widths) with their true size reserved.
      expect(card).toMatch(/<img src="\/images\/demo\/[\w-]+\.svg\?format=500w" srcset="[^"]*300w[^"]*"/);
      expect(card).toContain('width="800" height="1000"');
      expect(card).toMatch(/class="product-price">\s*(from )?\$\d+\.\d\d/);
    }
  });

  it("marks the sold-out product and the product on sale", async () => {
    const { html } = await get("/shop");
    expect(html).toMatch(/product-card is-sold-out/);
    expect(html).toContain('<div class="product-mark sale">sale</div>');
  });
});

describe("product detail page", () => {
  it("renders the product as a content item (page type 50) with a server-rendered add-to-cart island", async () => {
    const { res, html } = await get("/shop/linen-field-shirt");
    expect(res.status).toBe(200);
    expect(pageType(html)).toBe(50);
    expect(html).toContain('<h1 class="product-title">Linen Field Shirt</h1>');
    const props = islandProps(html, "ProductForm");
    expect(props.itemId).toBe(DemoProduct.SHIRT);
    expect(props.options.map((o: { name: string }) => o.name)).toHaveLength(2);
    expect(html).toMatch(
      /<button type="submit" class="sqs-add-to-cart-button[^"]*"[^>]*>Add To Cart<\/button>/,
    );
  });

  it("serves the gallery's images responsive: the first at once, the rest lazily, each with its size", async () => {
    const { html } = await get("/shop/linen-field-shirt");
    const slides = html.split('<figure class="product-gallery-slide"').slice(1);
    expect(slides.length).toBeGreaterThan(1);
    expect(slides[0]).toMatch(
      /<img src="[^"]+\?format=750w" srcset="[^"]+" sizes="\(max-width: 432px\) 100vw, 50vw"/,
    );
    expect(slides[0]).toContain('fetchpriority="high"');
    for (const slide of slides.slice(1)) expect(slide).toContain('loading="lazy"');
    for (const slide of slides) expect(slide).toMatch(/width="\d+" height="\d+" alt="[^"]+"/);
  });

  it("shows a sold-out product's button as Sold Out and disabled", async () => {
    const { html } = await get("/shop/stoneware-pour-over-set");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Sold Out<\/button>/);
  });

  it("renders a sold-out product's restock form in the page, nothing left for the browser to finish", async () => {
    const { html } = await get("/shop/stoneware-pour-over-set");
    const form = /<form class="product-restock"[\s\S]*?<\/form>/.exec(html)?.[0];
    expect(form).toContain(
      '<p class="product-restock-cta">Get notified by email when this product is back in stock</p>',
    );
    expect(form).toMatch(/<input [^>]*type="email"[^>]*placeholder="Your Email"/);
    expect(form).toMatch(/<button[^>]*>Notify Me<\/button>/);
    // A Suspense boundary the server gave up on goes out as `<!--$!-->` (with a `<template>`
    // telling why); the browser then logs React error #419 and renders the part again.
    expect(html).not.toContain("<!--$!-->");
    expect(html).not.toMatch(/<template data-(dgst|msg)/);
  });

  it("names the restock form as a part to load before hydrating on every render, not only the first", async () => {
    // Two addresses the edge cache keeps apart: each is rendered by the worker.
    for (const path of ["/shop/stoneware-pour-over-set?first", "/shop/stoneware-pour-over-set?second"]) {
      const { html } = await get(path);
      expect(/data-island="ProductForm"[^>]*data-parts="([^"]*)"/.exec(html)?.[1]).toBe("RestockForm");
    }
  });

  it("answers an unknown product with the not-found page", async () => {
    const { res, html } = await get("/shop/no-such-thing");
    expect(res.status).toBe(404);
    expect(pageType(html)).toBe(100);
  });
});

describe("cart and not-found pages", () => {
  it("serves the cart page as page type 200 with the cart view island", async () => {
    const { res, html } = await get("/cart");
    expect(res.status).toBe(200);
    expect(pageType(html)).toBe(200);
    expect(html).toContain('id="sqs-cart-root"');
    // The visitor's cart is rendered in the page (none yet: the empty cart's words).
    expect(html).toContain(CART_EMPTY);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // The checkout button leads to the checkout page (page type 201).
    expect(islandProps(html, "CartView")).toMatchObject({ checkoutUrl: "/checkout", currency: "USD" });
  });

  it("lists the visitor's own lines in the cart page's HTML, and never another visitor's", async () => {
    const shopper = new Visitor();
    expect((await shopper.add(DemoProduct.CANDLES, undefined, 2)).status).toBe(200);
    const { res, html } = await get("/cart", shopper);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    const line = islandProps(html, "CartView").cart.entries[0];
    expect(html).toContain(`<a class="cart-row-title" href="${line.fullUrl}">${line.title}</a>`);
    expect(html).toMatch(/aria-label="Quantity[^"]*"[^>]*value="2"|value="2"[^>]*aria-label="Quantity/);
    expect(text).toContain("Subtotal");
    expect(islandProps(html, "CartView").cart).not.toHaveProperty("websiteId");
    expect((await get("/cart")).html).not.toContain(line.title);
  });

  it("serves unknown paths as page type 100 with status 404", async () => {
    const { res, html } = await get("/no/such/page/here");
    expect(res.status).toBe(404);
    expect(pageType(html)).toBe(100);
    expect(html).toContain("Page not found");
  });
});

describe("pages carry no per-visitor data", () => {
  it("renders the same page for a visitor with a cart as for one without, and lets caches keep it", async () => {
    const shopper = new Visitor();
    const added = await shopper.add(DemoProduct.CANDLES, undefined, 1);
    expect(added.status).toBe(200);
    const withCart = await get("/shop/linen-field-shirt", shopper);
    const without = await get("/shop/linen-field-shirt");
    expect(withCart.html).toBe(without.html);
    expect(withCart.res.headers.get("set-cookie")).toBeNull();
    expect(withCart.res.headers.get("cache-control")).toContain("public");
  });
});

describe("islands on pages", () => {
  it("marks when each island hydrates, and places the pill cart on product pages only", async () => {
    const product = (await get("/shop/linen-field-shirt")).html;
    expect(product).toMatch(/data-island="ProductForm" data-props='[^']*' data-hydrate="load"/);
    expect(product).toMatch(/data-island="PillCart" data-props='[^']*' data-hydrate="cart"/);
    const listing = (await get("/shop")).html;
    expect(listing).toMatch(/data-island="ProductCardActions" data-props='[^']*' data-hydrate="visible"/);
    expect(listing).not.toContain('data-island="PillCart"');
    const cart = (await get("/cart")).html;
    expect(cart).not.toContain('data-island="PillCart"');
  });

  it("gives the product form the owner's instalment range and the variants' prices in minor units", async () => {
    const props = islandProps((await get("/shop/linen-field-shirt")).html, "ProductForm");
    expect(props.instalments).toEqual({ minCents: 3500, maxCents: 200000 });
    expect(props.variants.find((v: { sku: string }) => v.sku === "SQ-SHIRT-M-INDIGO")).toMatchObject({
      priceCents: 14800,
      salePriceCents: 11800,
      onSale: true,
      imageId: "img_shirt_indigo",
    });
    expect(props.express).toBe(false);
    // Express checkout leads to the checkout page (worker/pages/routes/checkout.ts).
    expect(props.checkoutUrl).toBe("/checkout");
  });
});

describe("scripts", () => {
  it("starts the islands' code only after the page has loaded, never from a script in <head>", async () => {
    const { html } = await get("/shop/linen-field-shirt");
    const head = html.slice(0, html.indexOf("</head>"));
    // (Development's vite client and React Refresh preamble are the only script tags with a src.)
    expect(head).not.toMatch(/<script[^>]* src="[^"]*main[^"]*"/);
    expect(head).toMatch(
      /<script>\{let h=\[\],e=function\(v\).*let start=\(\)=>import\("[^"]+"\);document\.readyState==="complete"\?start\(\):addEventListener\("load",start,\{once:true\}\)\}<\/script>/,
    );
  });
});
