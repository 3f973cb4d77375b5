// The site's header and footer settings (site_header_footer); a site that never saved them has the
// defaults. A save bumps the content version in the same batch: every page shows the header.
import { eq } from "drizzle-orm";
import { DEFAULT_HEADER_FOOTER, type HeaderFooter } from "../header-footer/schemas";
import type { Db } from "./client";
import { contentVersionBump } from "./content-version";
import { siteHeaderFooter } from "./schema";
import { forgetWebsite } from "./website-memo";

export async function readHeaderFooter(db: Db, websiteId: string): Promise<HeaderFooter> {
  const row = await db
    .select({ header: siteHeaderFooter.header, footer: siteHeaderFooter.footer })
    .from(siteHeaderFooter)
    .where(eq(siteHeaderFooter.websiteId, websiteId))
    .get();
  return row ?? DEFAULT_HEADER_FOOTER;
}

export async function writeHeaderFooter(db: Db, websiteId: string, value: HeaderFooter): Promise<void> {
  const set = { header: value.header, footer: value.footer, updatedOn: Date.now() };
  await db.batch([
    db
      .insert(siteHeaderFooter)
      .values({ websiteId, ...set })
      .onConflictDoUpdate({ target: siteHeaderFooter.websiteId, set }),
    contentVersionBump(db, websiteId),
  ]);
  forgetWebsite(websiteId);
}
