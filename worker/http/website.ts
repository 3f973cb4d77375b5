// Resolves the website from the request's Host through the site directory (db/site-directory.ts):
// the site and the shard holding its rows (docs/shards.md). A host no website claims is served by
// the demo site when DEMO_SITE_FALLBACK is "true" (local development, previews), else refused with
// 404. The demo store is seeded on first need, so a fresh database serves it without a manual step;
// so is the 200-product catalogue on its own host (worker/seed/large-catalogue.ts). Both live on
// shard 0. What a host resolves to is remembered per isolate for a second (db/website-memo.ts).
// The request's `db` is a D1 session on the site's shard (http/d1-session.ts); the work it starts
// runs in that shard's context (db/shard-context.ts), so what it puts on a queue names the shard.
import type { MiddlewareHandler } from "hono";
import { websiteJson } from "../db/catalog-json";
import { createDb, type Db } from "../db/client";
import { findWebsiteById, normalizeHost } from "../db/hosts";
import { inShard } from "../db/shard-context";
import {
  directoryDb,
  dbForBinding,
  PRIMARY_SHARD,
  shardBinding,
  shardDb,
  type ShardName,
} from "../db/shards";
import { lookupHost } from "../db/site-directory";
import { ensureDemoSeed } from "../seed/demo";
import { ensureLargeCatalogueSeed, isLargeCatalogueHost } from "../seed/large-catalogue";
import { DEMO_HOSTS, DEMO_WEBSITE_ID } from "../seed/demo-data";
import { recallWebsite, rememberWebsite } from "../db/website-memo";
import type { AppEnv } from "./app-env";
import { keepBookmark, openSession } from "./d1-session";
import { WEBSITE_NOT_FOUND } from "./messages";
import { isSiteExpired } from "../site-status/expiry";

type WebsiteRow = NonNullable<Awaited<ReturnType<typeof findWebsiteById>>>;

/** The site on `host` and its shard: the directory says which, the shard holds the row. */
export async function findSiteByHost(
  env: Env,
  host: string,
): Promise<{ row: WebsiteRow; shard: ShardName } | undefined> {
  const entry = await lookupHost(directoryDb(env), host);
  if (!entry) return undefined;
  const row = entry.website ?? (await findWebsiteById(shardDb(env, entry.shard), entry.websiteId));
  return row && { row, shard: entry.shard };
}

export async function resolveWebsite(env: Env, host: string, fallbackToDemo: boolean) {
  const found = await findSiteByHost(env, host);
  if (found) return found;
  const db: Db = directoryDb(env);
  const onPrimary = (row: WebsiteRow | undefined) => row && { row, shard: PRIMARY_SHARD };
  if (isLargeCatalogueHost(normalizeHost(host))) {
    await ensureLargeCatalogueSeed(db);
    return findSiteByHost(env, host);
  }
  const isDemoHost = (DEMO_HOSTS as readonly string[]).includes(host.replace(/:\d+$/, "").toLowerCase());
  if (!fallbackToDemo && !isDemoHost) return undefined;
  const demo = await findWebsiteById(db, DEMO_WEBSITE_ID);
  if (demo) return onPrimary(demo);
  await ensureDemoSeed(db);
  return onPrimary(await findWebsiteById(db, DEMO_WEBSITE_ID));
}

export const websiteFromHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = (c.req.header("host") ?? new URL(c.req.url).host).toLowerCase();
  let site = recallWebsite(host);
  if (!site) {
    const found = await resolveWebsite(c.env, host, c.env.DEMO_SITE_FALLBACK === "true");
    if (!found) {
      return c.req.path.startsWith("/api/")
        ? c.json({ message: WEBSITE_NOT_FOUND }, 404)
        : c.text(WEBSITE_NOT_FOUND, 404);
    }
    const { row, shard } = found;
    site = { ...websiteJson(row), contentVersion: row.contentVersion, expired: isSiteExpired(row), shard };
    rememberWebsite(host, site);
  }
  const shard = site.shard;
  const d1 = shardBinding(c.env, shard);
  const session = openSession(c, d1, shard);
  c.set("db", session ? createDb(session.d1) : dbForBinding(d1));
  c.set("shard", shard);
  c.set("website", site.website);
  c.set("websiteSettings", site.websiteSettings);
  c.set("contentVersion", site.contentVersion);
  c.set("siteExpired", site.expired);
  await inShard(shard, next);
  if (session) keepBookmark(c, session, shard);
};
