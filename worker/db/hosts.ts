// Which website answers on a host.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { websites, websiteHosts } from "./schema";

/** "Shop.Example.com:8787" -> "shop.example.com". */
export function normalizeHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.replace(/:\d+$/, "").replace(/\.$/, "");
}

export async function findWebsiteByHost(db: Db, host: string) {
  const row = await db
    .select({ website: websites })
    .from(websiteHosts)
    .innerJoin(websites, eq(websites.id, websiteHosts.websiteId))
    // A custom domain answers once its owner has proven it (worker/db/domains.ts).
    .where(and(eq(websiteHosts.host, normalizeHost(host)), isNull(websiteHosts.verificationToken)))
    .get();
  return row?.website;
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
