// The per-site content version: pages are edge-cached under it, so bumping it makes the next
// request render afresh. Writes to products, variants (stock included), collections, images and
// the website row bump it by themselves (triggers in migrations/; forms too, for the form block); call bumpContentVersion for
// anything a visitor can see that those tables do not hold (a theme or navigation stored
// elsewhere, a publish that touches other tables).
import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { websites } from "./schema";
import { forgetWebsite } from "./website-memo";

/** The bump as a statement, for a `db.batch` that changes what visitors see; forgetWebsite after. */
export const contentVersionBump = (db: Db, websiteId: string) =>
  db
    .update(websites)
    .set({ contentVersion: sql`${websites.contentVersion} + 1` })
    .where(eq(websites.id, websiteId));

export async function bumpContentVersion(db: Db, websiteId: string): Promise<void> {
  await contentVersionBump(db, websiteId);
  forgetWebsite(websiteId);
}

export async function readContentVersion(db: Db, websiteId: string): Promise<number | undefined> {
  const row = await db
    .select({ contentVersion: websites.contentVersion })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .get();
  return row?.contentVersion;
}
