// Every page kind answers with its numeric page type (spec section 2) and the right status, and a
// page whose render fails answers the error page (101) with status 500, never a blank.
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_PAGE_PASSWORD } from "../../worker/seed/demo-data";
import { Visitor } from "../worker/helpers";
import { pageType, pagesApp, useTheme } from "./page-helpers";

afterEach(() => useTheme(null));

async function get(path: string, visitor = new Visitor()) {
  const res = await visitor.fetch(path);
  return { res, html: await res.text() };
}

describe("page types", () => {
  it.each([
    ["/", 200, 2],
    ["/shop", 200, 1],
    ["/shop/linen-field-shirt", 200, 50],
    ["/search?q=linen", 200, 102],
    ["/wholesale", 200, 103],
    ["/cart", 200, 200],
    ["/no-such-page", 404, 100],
    ["/shop/no-such-product", 404, 100],
    ["/home", 404, 100],
  ])("%s answers %i with page type %i", async (path, status, type) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(status);
    expect(pageType(html)).toBe(type);
    expect(html).toContain(`class="page-type-${type}"`);
  });

  it("answers protected content (105) once the lock screen's password is given", async () => {
    const visitor = new Visitor();
    const unlocked = await visitor.fetch("/wholesale", {
      method: "POST",
      body: new URLSearchParams({ password: DEMO_PAGE_PASSWORD }),
      redirect: "manual",
    });
    expect(unlocked.status).toBe(303);
    const { res, html } = await get("/wholesale", visitor);
    expect(res.status).toBe(200);
    expect(pageType(html)).toBe(105);
  });

  it("names the page type beside its number in the render context", async () => {
    const json = (await (await new Visitor().fetch("/search?format=json")).json()) as Record<string, unknown>;
    expect(json.pageType).toBe(102);
    expect(json.pageTypeName).toBe("search");
  });
});

describe("error page (101)", () => {
  it("answers 500 with the theme's error page when a template throws", async () => {
    // The fixture theme's product template applies a formatter that throws.
    await useTheme("minimal");
    const res = await pagesApp().fetch("/shop/linen-field-shirt");
    expect(res.status).toBe(500);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(pageType(html)).toBe(101);
    expect(html).toContain("Minimal theme error page");
    expect(html).not.toContain("Linen Field Shirt");
  });

  it("answers the default theme's error page, in its layout, when a formatter fails", async () => {
    const app = pagesApp({
      formatters: {
        // The product card block calls product-price; make it throw.
        "product-price": () => {
          throw new Error("price service down");
        },
      },
    });
    const res = await app.fetch("/shop");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(pageType(html)).toBe(101);
    expect(html).toContain("<h1>Something went wrong</h1>");
    expect(html).toContain('<header class="site-header ');
  });

  it("falls back to a fixed HTML page when even the error page fails", async () => {
    // The fixture theme's layout itself throws, so its error page cannot render either.
    await useTheme("broken");
    const res = await pagesApp().fetch("/shop");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(pageType(html)).toBe(101);
    expect(html).toContain("<h1>Something went wrong</h1>");
    expect(html).toContain('<a href="/">Return home</a>');
  });
});
