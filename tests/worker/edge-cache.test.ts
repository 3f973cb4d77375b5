// Pages from the edge cache: a hit on the second view, a miss right after anything a visitor
// can see changes, and never a per-visitor byte in what is stored. Each test uses its own host
// (unknown hosts serve the demo site here) so cache entries never leak between tests.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import { bumpContentVersion, readContentVersion } from "../../worker/db/content-version";
import { products, productVariants } from "../../worker/db/schema";
import { reserveStock } from "../../worker/db/stock";
import { forgetAllWebsites } from "../../worker/db/website-memo";
import type { AppEnv } from "../../worker/http/app-env";
import { CACHE_READ_MS, edgeCache, edgeCacheKey, isolateCopyFor } from "../../worker/http/edge-cache";
import { DEMO_WEBSITE_ID, DemoProduct } from "../../worker/seed/demo-data";
import { Visitor } from "./helpers";

const db = createDb(env.DB);
const SHIRT_PAGE = "/shop/linen-field-shirt";
const MUG_PAGE = "/shop/speckled-stoneware-mug";

let hosts = 0;
/** A visitor on a host no other test uses. */
const visitorOnNewHost = () => new Visitor(`http://edge-${++hosts}.test`);

async function view(visitor: Visitor, path: string) {
  const res = await visitor.fetch(path);
  return { res, cache: res.headers.get("x-cache"), html: await res.text() };
}

describe("edge cache for pages", () => {
  it("renders the first view and serves the second from the cache, unchanged", async () => {
    const visitor = visitorOnNewHost();
    const first = await view(visitor, SHIRT_PAGE);
    expect(first.res.status).toBe(200);
    expect(first.cache).toBe("MISS");
    const second = await view(visitor, SHIRT_PAGE);
    expect(second.cache).toBe("HIT");
    expect(second.html).toBe(first.html);
    expect(second.res.headers.get("content-type")).toBe(first.res.headers.get("content-type"));
    expect(second.res.headers.get("cache-control")).toBe(first.res.headers.get("cache-control"));
  });

  it("serves the same whole page to every view that follows, not only the second", async () => {
    const visitor = visitorOnNewHost();
    const first = await view(visitor, MUG_PAGE);
    // The second view comes from caches.default, the ones after it from this isolate's copy.
    for (let i = 0; i < 4; i++) {
      const again = await view(visitor, MUG_PAGE);
      expect(again.cache).toBe("HIT");
      expect(again.html).toBe(first.html);
      const length = again.res.headers.get("content-length");
      if (length !== null) expect(Number(length)).toBe(new TextEncoder().encode(first.html).byteLength);
    }
  });

  it("renders the page afresh when the cache does not answer in time, and stores nothing stale", async () => {
    const visitor = visitorOnNewHost();
    const never = new Promise<never>(() => {});
    const match = vi.spyOn(caches.default, "match").mockReturnValue(never);
    const put = vi.spyOn(caches.default, "put").mockReturnValue(never);
    try {
      const started = Date.now();
      const stalled = await view(visitor, SHIRT_PAGE);
      expect(stalled.res.status).toBe(200);
      expect(stalled.cache).toBe("MISS");
      expect(stalled.html).toContain('<h1 class="product-title">Linen Field Shirt</h1>');
      expect(Date.now() - started).toBeLessThan(2 * CACHE_READ_MS + 1000);
    } finally {
      match.mockRestore();
      put.mockRestore();
    }
  });

  it("answers HEAD from the cached page, without a body", async () => {
    const visitor = visitorOnNewHost();
    await view(visitor, "/shop");
    const head = await visitor.fetch("/shop", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  it("answers a page this isolate holds before entering the app, only when the app would answer the same", async () => {
    const visitor = visitorOnNewHost();
    const first = await view(visitor, SHIRT_PAGE);
    await view(visitor, SHIRT_PAGE); // a HIT: now this isolate's copy
    const request = (path: string, init: RequestInit = {}, cookie = `crumb=${visitor.crumb}`) =>
      new Request(visitor.origin + path, { ...init, headers: { cookie, ...init.headers } });

    const fast = isolateCopyFor(request(SHIRT_PAGE));
    expect(fast?.headers.get("x-cache")).toBe("HIT");
    expect(await fast!.text()).toBe(first.html);
    // Each of these needs the app: a crumb to set, a body to drop, a key, or no page at all.
    expect(isolateCopyFor(request(SHIRT_PAGE, {}, ""))).toBeUndefined();
    expect(isolateCopyFor(request(SHIRT_PAGE, {}, "crumb=not-a-crumb"))).toBeUndefined();
    expect(isolateCopyFor(request(SHIRT_PAGE, { method: "HEAD" }))).toBeUndefined();
    expect(isolateCopyFor(request(SHIRT_PAGE, { headers: { authorization: "Bearer k" } }))).toBeUndefined();
    expect(isolateCopyFor(request("/api/commerce/shopping-cart"))).toBeUndefined();
    expect(isolateCopyFor(request("/config"))).toBeUndefined();
    expect(isolateCopyFor(request(MUG_PAGE))).toBeUndefined();
    // A change forgets the site's memo, so the next request goes through the app and misses.
    await bumpContentVersion(db, DEMO_WEBSITE_ID);
    expect(isolateCopyFor(request(SHIRT_PAGE))).toBeUndefined();
    expect((await view(visitor, SHIRT_PAGE)).cache).toBe("MISS");
  });

  it("answers a browser that takes gzip with the page gzipped once, and anyone else with its plain bytes", async () => {
    const visitor = visitorOnNewHost();
    const first = await view(visitor, SHIRT_PAGE);
    await view(visitor, SHIRT_PAGE); // a HIT: now this isolate's copy
    const asking = (acceptEncoding: string) =>
      isolateCopyFor(
        new Request(visitor.origin + SHIRT_PAGE, {
          headers: { cookie: `crumb=${visitor.crumb}`, "accept-encoding": acceptEncoding },
        }),
      )!;

    for (const browser of ["gzip, deflate, br, zstd", "br;q=1, GZIP;q=0.5", "*"]) {
      const gzipped = asking(browser);
      expect(gzipped.headers.get("content-encoding")).toBe("gzip");
      expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
      expect(gzipped.headers.get("x-cache")).toBe("HIT");
      const bytes = await gzipped.arrayBuffer();
      expect(bytes.byteLength).toBeLessThan(new TextEncoder().encode(first.html).byteLength / 2);
      const unzipped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      expect(await new Response(unzipped).text()).toBe(first.html);
    }
    for (const other of ["identity", "br, zstd", "gzip;q=0", "*;q=0", ""]) {
      const plain = asking(other);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(first.html);
    }
  });

  it("follows the client's own Accept-Encoding where the front line rewrote it (cf.clientAcceptEncoding)", async () => {
    const visitor = visitorOnNewHost();
    const first = await view(visitor, SHIRT_PAGE);
    await view(visitor, SHIRT_PAGE); // a HIT: now this isolate's copy
    // What Cloudflare (and wrangler dev) hands the worker: its own Accept-Encoding, the client's in cf.
    const asking = (clientAcceptEncoding: string) =>
      isolateCopyFor(
        new Request(visitor.origin + SHIRT_PAGE, {
          headers: { cookie: `crumb=${visitor.crumb}`, "accept-encoding": "br, gzip" },
          cf: { clientAcceptEncoding },
        }),
      )!;

    for (const client of ["", "identity"]) {
      const plain = asking(client);
      expect(plain.headers.get("content-encoding")).toBeNull();
      const html = await plain.text();
      expect(html.startsWith("<!doctype html>")).toBe(true);
      expect(html).toBe(first.html);
    }
    const gzipped = asking("gzip, deflate");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const unzipped = (await gzipped.body!.pipeThrough(new DecompressionStream("gzip")).getReader().read())
      .value;
    expect(new TextDecoder().decode(unzipped).startsWith("<!doctype html>")).toBe(true);
  });

  it("treats the same query in another order as the same page", async () => {
    const visitor = visitorOnNewHost();
    expect((await view(visitor, "/shop?b=2&a=1")).cache).toBe("MISS");
    expect((await view(visitor, "/shop?a=1&b=2")).cache).toBe("HIT");
    expect((await view(visitor, "/shop?a=1&b=3")).cache).toBe("MISS");
  });

  it("gives two visitors byte-identical cached HTML, each with their own crumb cookie", async () => {
    const host = `http://edge-${++hosts}.test`;
    const alice = new Visitor(host);
    const bob = new Visitor(host);
    const first = await view(alice, SHIRT_PAGE);
    const second = await view(bob, SHIRT_PAGE);
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.html).toBe(first.html);
    expect(alice.crumb).toMatch(/^[0-9a-f]{32}$/);
    expect(bob.crumb).toMatch(/^[0-9a-f]{32}$/);
    expect(bob.crumb).not.toBe(alice.crumb);
    for (const crumb of [alice.crumb!, bob.crumb!]) expect(first.html).not.toContain(crumb);
    // A visitor with a cart still gets the shared page; the cart arrives through islands.
    await alice.add(DemoProduct.CANDLES, "SQ-CANDLES", 1);
    const withCart = await view(alice, SHIRT_PAGE);
    expect(withCart.cache).toBe("HIT");
    expect(withCart.html).toBe(first.html);
  });

  it("never caches API answers", async () => {
    const visitor = visitorOnNewHost();
    for (let i = 0; i < 2; i++) {
      const res = await visitor.fetch("/api/commerce/shopping-cart");
      expect(res.headers.get("x-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

describe("a change makes the next view render afresh", () => {
  it("misses after a direct stock update in D1, once the host memo has expired", async () => {
    const visitor = visitorOnNewHost();
    const before = await view(visitor, MUG_PAGE);
    expect((await view(visitor, MUG_PAGE)).cache).toBe("HIT");
    const version = await readContentVersion(db, DEMO_WEBSITE_ID);

    await env.DB.prepare("UPDATE product_variants SET qty_in_stock = 0 WHERE sku = 'SQ-MUG'").run();
    expect(await readContentVersion(db, DEMO_WEBSITE_ID)).toBeGreaterThan(version!);
    // Behind the worker's back: other isolates see it once their host memo (1 s) expires.
    forgetAllWebsites();
    const after = await view(visitor, MUG_PAGE);
    expect(after.cache).toBe("MISS");
    expect(after.html).not.toBe(before.html);
    expect((await view(visitor, MUG_PAGE)).cache).toBe("HIT");
  });

  it("misses at once after a stock reservation", async () => {
    const visitor = visitorOnNewHost();
    await view(visitor, SHIRT_PAGE);
    expect((await view(visitor, SHIRT_PAGE)).cache).toBe("HIT");
    const reserved = await reserveStock(db, DEMO_WEBSITE_ID, crypto.randomUUID(), [
      { variantId: "var_shirt_m_oat", quantity: 1 },
    ]);
    expect(reserved.ok).toBe(true);
    expect((await view(visitor, SHIRT_PAGE)).cache).toBe("MISS");
  });

  it("misses at once after bumpContentVersion, and shows a changed title", async () => {
    const visitor = visitorOnNewHost();
    await view(visitor, MUG_PAGE);
    expect((await view(visitor, MUG_PAGE)).cache).toBe("HIT");
    await db
      .update(products)
      .set({ title: "Speckled Stoneware Mug, Glazed" })
      .where(eq(products.id, DemoProduct.MUG));
    await bumpContentVersion(db, DEMO_WEBSITE_ID);
    const after = await view(visitor, MUG_PAGE);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Speckled Stoneware Mug, Glazed");
  });

  it("bumps the version on writes to products, variants, collections, images and the site", async () => {
    const bumps = async (write: () => Promise<unknown>) => {
      const before = await readContentVersion(db, DEMO_WEBSITE_ID);
      await write();
      return (await readContentVersion(db, DEMO_WEBSITE_ID))! - before!;
    };
    expect(
      await bumps(() => db.update(products).set({ excerpt: "new" }).where(eq(products.id, DemoProduct.TOTE))),
    ).toBe(1);
    expect(
      await bumps(() =>
        db
          .update(productVariants)
          .set({ qtyInStock: sql`${productVariants.qtyInStock} + 1` })
          .where(eq(productVariants.sku, "SQ-THROW")),
      ),
    ).toBe(1);
    expect(
      await bumps(() => env.DB.prepare("UPDATE collections SET title = 'Store' WHERE id = 'col_shop'").run()),
    ).toBe(1);
    expect(
      await bumps(() =>
        env.DB.prepare("UPDATE image_assets SET alt_text = 'x' WHERE id = 'img_shirt_oat'").run(),
      ),
    ).toBe(1);
    expect(
      await bumps(() => env.DB.prepare("UPDATE websites SET title = 'Atelier' WHERE id = 'site_demo'").run()),
    ).toBe(1);
    expect(await bumps(() => bumpContentVersion(db, DEMO_WEBSITE_ID))).toBe(1);
  });
});

describe("what the edge cache refuses to store", () => {
  // The middleware alone, behind a stand-in for the website middleware.
  let version = 0;
  const app = new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("website", { id: "site_probe" } as AppEnv["Variables"]["website"]);
      c.set("shard", "DB");
      c.set("contentVersion", version);
      await next();
    })
    .use("*", edgeCache)
    .get("/with-cookie", (c) => {
      c.header("Cache-Control", "public, max-age=0, s-maxage=60");
      c.header("Set-Cookie", "visitor=alice; Path=/");
      return c.html(`<p>rendered ${Math.random()}</p>`);
    })
    .get("/private", (c) => {
      c.header("Cache-Control", "private, max-age=0");
      return c.html(`<p>rendered ${Math.random()}</p>`);
    })
    .get("/no-store", (c) => {
      c.header("Cache-Control", "no-store");
      return c.html(`<p>rendered ${Math.random()}</p>`);
    })
    .get("/missing", (c) => {
      c.header("Cache-Control", "public, max-age=0, s-maxage=60");
      return c.html(`<p>rendered ${Math.random()}</p>`, 404);
    })
    .get("/page", (c) => {
      c.header("Cache-Control", "public, max-age=0, s-maxage=60");
      return c.req.query("format") === "json"
        ? c.json({ rendered: Math.random() })
        : c.html(`<p>rendered ${Math.random()}</p>`);
    });
  const get = async (path: string) => {
    const res = await app.request(`https://probe.test${path}`, {}, env);
    return { cache: res.headers.get("x-cache"), body: await res.text(), res };
  };

  it.each(["/with-cookie", "/private", "/no-store", "/missing"])("never stores %s", async (path) => {
    version = 1;
    const first = await get(path);
    const second = await get(path);
    expect([first.cache, second.cache]).toEqual(["MISS", "MISS"]);
    expect(second.body).not.toBe(first.body);
    if (path === "/with-cookie") expect(second.res.headers.get("set-cookie")).toBe("visitor=alice; Path=/");
  });

  it("keeps ?format=json apart from the HTML page, each with its own content type", async () => {
    version = 2;
    const html = await get("/page");
    const json = await get("/page?format=json");
    expect([html.cache, json.cache]).toEqual(["MISS", "MISS"]);
    const [htmlAgain, jsonAgain] = [await get("/page"), await get("/page?format=json")];
    expect([htmlAgain.cache, jsonAgain.cache]).toEqual(["HIT", "HIT"]);
    expect(htmlAgain.res.headers.get("content-type")).toContain("text/html");
    expect(jsonAgain.res.headers.get("content-type")).toContain("application/json");
    expect(jsonAgain.body).toBe(json.body);
  });

  it("keys pages by site, version, protocol, host, path and sorted query", () => {
    const key = edgeCacheKey("https://Shop.test/a/b?z=1&a=2", "Shop.test", "site_x", 7);
    expect(key).toBe("https://shop.test/a/b?a=2&z=1&__site=site_x.7");
    expect(edgeCacheKey("https://shop.test/a/b?z=1&a=2", "shop.test", "site_x", 8)).not.toBe(key);
    expect(edgeCacheKey("http://shop.test/a/b?z=1&a=2", "shop.test", "site_x", 7)).not.toBe(key);
  });
});
