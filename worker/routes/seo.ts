// GET /sitemap.xml and /robots.txt for the website the host belongs to. Both are the same for
// every visitor, so shared caches may keep them.
import { Hono } from "hono";
import { readSiteLanguages } from "../db/site-languages";
import { listSitemapEntries } from "../db/sitemap";
import type { AppEnv } from "../http/app-env";
import { robotsTxt, sitemapXml } from "../seo/sitemap-xml";

// The sitemap follows the catalogue as pages do; robots.txt only changes with a deploy.
const SITEMAP_CACHE = "public, max-age=0, s-maxage=300";
const ROBOTS_CACHE = "public, max-age=3600";

export const seo = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const [entries, languages] = await Promise.all([
      listSitemapEntries(db, websiteId),
      readSiteLanguages(db, websiteId),
    ]);
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", SITEMAP_CACHE);
    const origin = new URL(c.req.url).origin;
    return c.body(
      sitemapXml(origin, entries, { main: c.get("website").language, others: languages?.languages ?? [] }),
    );
  })
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", ROBOTS_CACHE);
    return c.text(robotsTxt(new URL(c.req.url).origin));
  });
