// The languages a site offers besides its main one (site_languages). Changing them changes every
// page's language switcher, so each write bumps the content version in the same batch.
import { eq } from "drizzle-orm";
import { canonicalLanguage } from "../multilingual/languages";
import type { Db } from "./client";
import { contentVersionBump } from "./content-version";
import { siteLanguages } from "./schema";
import { forgetWebsite } from "./website-memo";

export interface SiteLanguagesRow {
  languages: string[];
  connectedOn: number;
  updatedOn: number;
}

export async function readSiteLanguages(db: Db, websiteId: string): Promise<SiteLanguagesRow | undefined> {
  return db
    .select({
      languages: siteLanguages.languages,
      connectedOn: siteLanguages.connectedOn,
      updatedOn: siteLanguages.updatedOn,
    })
    .from(siteLanguages)
    .where(eq(siteLanguages.websiteId, websiteId))
    .get();
}

/** The site's other language that `tag` names (any case, any canonical spelling), or undefined. */
export async function findSiteLanguage(db: Db, websiteId: string, tag: string): Promise<string | undefined> {
  const canonical = canonicalLanguage(tag);
  if (!canonical) return undefined;
  const row = await readSiteLanguages(db, websiteId);
  return row?.languages.find((l) => l === canonical);
}

export async function writeSiteLanguages(db: Db, websiteId: string, languages: string[]): Promise<void> {
  const updatedOn = Date.now();
  await db.batch([
    db
      .insert(siteLanguages)
      .values({ websiteId, languages, updatedOn })
      .onConflictDoUpdate({ target: siteLanguages.websiteId, set: { languages, updatedOn } }),
    contentVersionBump(db, websiteId),
  ]);
  forgetWebsite(websiteId);
}

/** True when the site had languages to disconnect; translations stay for a later reconnection. */
export async function deleteSiteLanguages(db: Db, websiteId: string): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .delete(siteLanguages)
      .where(eq(siteLanguages.websiteId, websiteId))
      .returning({ websiteId: siteLanguages.websiteId }),
    contentVersionBump(db, websiteId),
  ]);
  forgetWebsite(websiteId);
  return deleted.length > 0;
}
