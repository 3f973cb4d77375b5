// The site settings commentsEnabled and simpleLikingEnabled (spec section 3), on the website row:
// its update trigger bumps the content version, so cached pages show or hide comments at once.
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { websites } from "./schema";
import { forgetWebsite } from "./website-memo";
import type { BlogSettings } from "../blog/item-api";

const columns = {
  commentsEnabled: websites.commentsEnabled,
  simpleLikingEnabled: websites.simpleLikingEnabled,
};

export async function readBlogSettings(db: Db, websiteId: string): Promise<BlogSettings | undefined> {
  return db.select(columns).from(websites).where(eq(websites.id, websiteId)).get();
}

export async function saveBlogSettings(
  db: Db,
  websiteId: string,
  changes: Partial<BlogSettings>,
): Promise<BlogSettings | undefined> {
  if (Object.keys(changes).length === 0) return readBlogSettings(db, websiteId);
  const [row] = await db.update(websites).set(changes).where(eq(websites.id, websiteId)).returning(columns);
  forgetWebsite(websiteId);
  return row;
}
