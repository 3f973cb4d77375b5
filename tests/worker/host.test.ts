// Which website a request is for, from its Host.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { normalizeHost } from "../../worker/db/hosts";
import { websiteHosts, websites } from "../../worker/db/schema";
import { resolveWebsite } from "../../worker/http/website";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import { ENTRIES, Visitor } from "./helpers";

const db = createDb(env.DB);

async function addSite(id: string, host: string) {
  await db
    .insert(websites)
    .values({ id, identifier: id, title: `Site ${id}`, currency: "EUR" })
    .onConflictDoNothing();
  await db.insert(websiteHosts).values({ host, websiteId: id }).onConflictDoNothing();
}

async function cartWebsite(url: string, host?: string) {
  const res = await exports.default.fetch(url, host ? { headers: { host } } : {});
  return {
    status: res.status,
    body: (await res.json()) as { websiteId?: string; currency?: string; message?: string },
  };
}

describe("host resolution", () => {
  it("serves the demo site on localhost and 127.0.0.1, with any port", async () => {
    expect((await cartWebsite("http://localhost:5173/api/commerce/shopping-cart")).body.websiteId).toBe(
      DEMO_WEBSITE_ID,
    );
    expect((await cartWebsite("http://127.0.0.1:8787/api/commerce/shopping-cart")).body.websiteId).toBe(
      DEMO_WEBSITE_ID,
    );
  });

  it("serves the website that claims the host, with its own store settings", async () => {
    await addSite("site_other", "shop.other.test");
    const { body } = await cartWebsite("https://shop.other.test/api/commerce/shopping-cart");
    expect(body).toMatchObject({ websiteId: "site_other", currency: "EUR" });
    const upper = await cartWebsite("https://SHOP.Other.TEST:443/api/commerce/shopping-cart");
    expect(upper.body.websiteId).toBe("site_other");
  });

  it("reads the Host header, not only the URL", async () => {
    await addSite("site_header", "header.test");
    const { body } = await cartWebsite("http://internal/api/commerce/shopping-cart", "header.test");
    expect(body.websiteId).toBe("site_header");
  });

  it("falls back to the demo site for unknown hosts in development", async () => {
    expect(env.DEMO_SITE_FALLBACK).toBe("true");
    const { body } = await cartWebsite("https://nobody.example/api/commerce/shopping-cart");
    expect(body.websiteId).toBe(DEMO_WEBSITE_ID);
  });

  it("refuses unknown hosts when the fallback is off, but still serves the demo hosts", async () => {
    await ensureDemoSeed(db);
    expect(await resolveWebsite(env, "nobody.example", false)).toBeUndefined();
    expect((await resolveWebsite(env, "localhost:5173", false))?.row.id).toBe(DEMO_WEBSITE_ID);
  });

  it("keeps carts apart per website", async () => {
    await addSite("site_carts", "carts.test");
    const add = await new Visitor("https://carts.test").post(ENTRIES, {
      itemId: "prd_beeswax_candles",
      sku: "SQ-CANDLES",
      quantity: 1,
    });
    // The demo's products do not belong to this website.
    expect(add.status).toBe(404);
  });

  it("normalizes hosts", () => {
    expect(normalizeHost("Shop.Example.COM:8080")).toBe("shop.example.com");
    expect(normalizeHost("example.com.")).toBe("example.com");
    expect(normalizeHost("[::1]:8787")).toBe("[::1]");
  });
});
