// Resolves the website from the request's Host. A host no website claims is served by the demo
// site when DEMO_SITE_FALLBACK is "true" (local development, previews), else refused with 404.
// The demo store is seeded on first need, so a fresh database serves it without a manual step;
// so is the 200-product catalogue on its own host (worker/seed/large-catalogue.ts).
// What a host resolves to is remembered per isolate for a second (db/website-memo.ts).
import type { MiddlewareHandler } from "hono";
import { websiteJson } from "../db/catalog-json";
import { createDb, type Db } from "../db/client";
import { findWebsiteByHost, findWebsiteById, normalizeHost } from "../db/hosts";
import { ensureDemoSeed } from "../seed/demo";
import { ensureLargeCatalogueSeed, isLargeCatalogueHost } from "../seed/large-catalogue";
import { DEMO_HOSTS, DEMO_WEBSITE_ID } from "../seed/demo-data";
import { recallWebsite, rememberWebsite } from "../db/website-memo";
import type { AppEnv } from "./app-env";
import { WEBSITE_NOT_FOUND } from "./messages";
import { isSiteExpired } from "../site-status/expiry";

export async function resolveWebsite(db: Db, host: string, fallbackToDemo: boolean) {
  const found = await findWebsiteByHost(db, host);
  if (found) return found;
  if (isLargeCatalogueHost(normalizeHost(host))) {
    await ensureLargeCatalogueSeed(db);
    return findWebsiteByHost(db, host);
  }
  const isDemoHost = (DEMO_HOSTS as readonly string[]).includes(host.replace(/:\d+$/, "").toLowerCase());
  if (!fallbackToDemo && !isDemoHost) return undefined;
  const demo = await findWebsiteById(db, DEMO_WEBSITE_ID);
  if (demo) return demo;
  await ensureDemoSeed(db);
  return findWebsiteById(db, DEMO_WEBSITE_ID);
}

/** One drizzle handle per D1 binding per isolate: building it walks the whole schema. */
const dbs = new WeakMap<D1Database, Db>();
function dbFor(d1: D1Database): Db {
  let db = dbs.get(d1);
  if (!db) dbs.set(d1, (db = createDb(d1)));
  return db;
}

export const websiteFromHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = dbFor(c.env.DB);
  const host = (c.req.header("host") ?? new URL(c.req.url).host).toLowerCase();
  let site = recallWebsite(host);
  if (!site) {
    const row = await resolveWebsite(db, host, c.env.DEMO_SITE_FALLBACK === "true");
    if (!row) {
      return c.req.path.startsWith("/api/")
        ? c.json({ message: WEBSITE_NOT_FOUND }, 404)
        : c.text(WEBSITE_NOT_FOUND, 404);
    }
    site = { ...websiteJson(row), contentVersion: row.contentVersion, expired: isSiteExpired(row) };
    rememberWebsite(host, site);
  }
  c.set("db", db);
  c.set("website", site.website);
  c.set("websiteSettings", site.websiteSettings);
  c.set("contentVersion", site.contentVersion);
  c.set("siteExpired", site.expired);
  await next();
};
