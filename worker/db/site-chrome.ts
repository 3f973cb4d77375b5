// What every page's header and footer need, in one D1 batch: the stored navigations, the pages
// with a navigation index (the main navigation of a site that never saved one), the header and
// footer settings and the site's other languages.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { DEFAULT_HEADER_FOOTER, type HeaderFooter } from "../header-footer/schemas";
import type { NavigationItem } from "../navigation/schemas";
import type { Db } from "./client";
import { collections, siteHeaderFooter, siteLanguages, siteNavigations } from "./schema";

export interface SiteChromeRows {
  navigations: Map<string, NavigationItem[]>;
  headerFooter: HeaderFooter;
  /** The languages besides the main one; empty when none. */
  languages: string[];
}

export async function readSiteChrome(
  db: Db,
  websiteId: string,
  mainName: string | undefined,
): Promise<SiteChromeRows> {
  const [rows, indexed, headerFooter, languages] = await db.batch([
    db.select().from(siteNavigations).where(eq(siteNavigations.websiteId, websiteId)),
    db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.websiteId, websiteId), isNotNull(collections.navigationIndex)))
      .orderBy(asc(collections.navigationIndex)),
    db
      .select({ header: siteHeaderFooter.header, footer: siteHeaderFooter.footer })
      .from(siteHeaderFooter)
      .where(eq(siteHeaderFooter.websiteId, websiteId)),
    db
      .select({ languages: siteLanguages.languages })
      .from(siteLanguages)
      .where(eq(siteLanguages.websiteId, websiteId)),
  ]);
  const navigations = new Map(rows.map((row) => [row.name, row.items]));
  if (mainName !== undefined && !navigations.has(mainName)) {
    navigations.set(
      mainName,
      indexed.map((row) => ({ collectionId: row.id })),
    );
  }
  return {
    navigations,
    headerFooter: headerFooter[0] ?? DEFAULT_HEADER_FOOTER,
    languages: languages[0]?.languages ?? [],
  };
}
