// Reading and saving a site's styles and saved swatches. Styles reach every page, so saving them
// bumps the content version (edge-cached pages change at once); swatches are the panel's alone.
import { eq, sql } from "drizzle-orm";
import { DEFAULT_SITE_STYLES, siteStylesSchema, type SiteStyles } from "../site-styles/schema";
import { siteStylesTag } from "../site-styles/css";
import type { Db } from "./client";
import { bumpContentVersion } from "./content-version";
import { siteStyles } from "./schema";

export interface StoredSiteStyles {
  styles: SiteStyles;
  swatches: string[];
}

/** Stored styles pass the schema again on the way out: a row from an older schema falls back. */
function stylesOf(stored: unknown): SiteStyles {
  const parsed = siteStylesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SITE_STYLES;
}

export async function readSiteStyles(db: Db, websiteId: string): Promise<StoredSiteStyles> {
  const row = await db
    .select({ styles: siteStyles.styles, swatches: siteStyles.swatches })
    .from(siteStyles)
    .where(eq(siteStyles.websiteId, websiteId))
    .get();
  return { styles: row?.styles ? stylesOf(row.styles) : DEFAULT_SITE_STYLES, swatches: row?.swatches ?? [] };
}

export async function saveSiteStyles(db: Db, websiteId: string, styles: SiteStyles): Promise<void> {
  await db
    .insert(siteStyles)
    .values({ websiteId, styles })
    .onConflictDoUpdate({
      target: siteStyles.websiteId,
      set: { styles, updatedAt: sql`(unixepoch() * 1000)` },
    });
  await bumpContentVersion(db, websiteId);
}

export async function saveSwatches(db: Db, websiteId: string, swatches: string[]): Promise<void> {
  await db
    .insert(siteStyles)
    .values({ websiteId, swatches })
    .onConflictDoUpdate({ target: siteStyles.websiteId, set: { swatches } });
}

export const DEFAULT_STYLES_TAG = siteStylesTag(DEFAULT_SITE_STYLES);
