// A site's custom CSS row (schema.ts siteCustomCss); saving bumps the content version, since every
// page links the stylesheet under it.
import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { bumpContentVersion } from "./content-version";
import { siteCustomCss } from "./schema";

/** The site's custom CSS, "" when it has none. */
export async function readCustomCss(db: Db, websiteId: string): Promise<string> {
  const row = await db
    .select({ css: siteCustomCss.css })
    .from(siteCustomCss)
    .where(eq(siteCustomCss.websiteId, websiteId))
    .get();
  return row?.css ?? "";
}

/** Whether pages should link a stylesheet (the site has non-blank custom CSS). */
export async function hasCustomCss(db: Db, websiteId: string): Promise<boolean> {
  const row = await db
    .select({ one: sql<number>`1` })
    .from(siteCustomCss)
    .where(sql`${siteCustomCss.websiteId} = ${websiteId} AND trim(${siteCustomCss.css}) <> ''`)
    .get();
  return row !== undefined;
}

export async function saveCustomCss(db: Db, websiteId: string, css: string): Promise<void> {
  await db
    .insert(siteCustomCss)
    .values({ websiteId, css, updatedOn: Date.now() })
    .onConflictDoUpdate({ target: siteCustomCss.websiteId, set: { css, updatedOn: Date.now() } });
  await bumpContentVersion(db, websiteId);
}
