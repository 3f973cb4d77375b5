// Hosts and the website rows they lead to (the site directory, db/site-directory.ts, says which
// shard holds a host's site).
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { websites, websiteHosts } from "./schema";

/** "Shop.Example.com:8787" -> "shop.example.com". */
export function normalizeHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.replace(/:\d+$/, "").replace(/\.$/, "");
}

export async function findWebsiteById(db: Db, id: string) {
  return db.select().from(websites).where(eq(websites.id, id)).get();
}

/**
 * Where links in the site's emails point when no request is at hand (an automatic restock email):
 * the first host the site claimed. Undefined when it claims none.
 */
export async function siteOrigin(db: Db, websiteId: string): Promise<string | undefined> {
  const row = await db
    .select({ host: websiteHosts.host })
    .from(websiteHosts)
    .where(eq(websiteHosts.websiteId, websiteId))
    .orderBy(asc(sql`rowid`))
    .get();
  if (!row) return undefined;
  const local = row.host === "localhost" || row.host === "127.0.0.1";
  return `${local ? "http" : "https"}://${row.host}`;
}
