// Pages in the site's other languages (page_translations): titles and description the navigation
// and page heads use, and the translated page document the page renderer takes as it is.
import { and, eq, inArray } from "drizzle-orm";
import type { TranslationBody } from "../multilingual/translation";
import type { Db } from "./client";
import { contentVersionBump } from "./content-version";
import { pageTranslations } from "./schema";
import { forgetWebsite } from "./website-memo";

export interface PageTranslation {
  collectionId: string;
  language: string;
  title: string;
  /** The translated title when no navigation title was given. */
  navigationTitle: string;
  description: string;
  /** The translated page document (the builder's JSON), or null for the main language's. */
  document: unknown;
  updatedOn: number;
}

type Row = typeof pageTranslations.$inferSelect;

const translationJson = (row: Row): PageTranslation => ({
  collectionId: row.collectionId,
  language: row.language,
  title: row.title,
  navigationTitle: row.navigationTitle || row.title,
  description: row.description,
  document: row.document ?? null,
  updatedOn: row.updatedOn,
});

/** A page's translation into `language`, for the page renderer; undefined when there is none. */
export async function translatedPage(
  db: Db,
  websiteId: string,
  collectionId: string,
  language: string,
): Promise<PageTranslation | undefined> {
  const row = await db
    .select()
    .from(pageTranslations)
    .where(
      and(
        eq(pageTranslations.websiteId, websiteId),
        eq(pageTranslations.collectionId, collectionId),
        eq(pageTranslations.language, language),
      ),
    )
    .get();
  return row ? translationJson(row) : undefined;
}

/** The translations into `language` of the pages among `ids`, by page id. */
export async function translationsOf(
  db: Db,
  websiteId: string,
  language: string,
  ids: string[],
): Promise<Map<string, PageTranslation>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pageTranslations)
    .where(
      and(
        eq(pageTranslations.websiteId, websiteId),
        eq(pageTranslations.language, language),
        inArray(pageTranslations.collectionId, ids),
      ),
    )
    .all();
  return new Map(rows.map((row) => [row.collectionId, translationJson(row)]));
}

/** How many pages each language has a translation for. */
export async function translationCounts(db: Db, websiteId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ language: pageTranslations.language, collectionId: pageTranslations.collectionId })
    .from(pageTranslations)
    .where(eq(pageTranslations.websiteId, websiteId))
    .all();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.language, (counts.get(row.language) ?? 0) + 1);
  return counts;
}

export async function saveTranslation(
  db: Db,
  websiteId: string,
  collectionId: string,
  language: string,
  body: TranslationBody,
): Promise<PageTranslation> {
  const values = { ...body, document: body.document ?? null, updatedOn: Date.now() };
  const [[row]] = await db.batch([
    db
      .insert(pageTranslations)
      .values({ websiteId, collectionId, language, ...values })
      .onConflictDoUpdate({ target: [pageTranslations.collectionId, pageTranslations.language], set: values })
      .returning(),
    contentVersionBump(db, websiteId),
  ]);
  forgetWebsite(websiteId);
  return translationJson(row!);
}

/** True when there was a translation to delete. */
export async function deleteTranslation(
  db: Db,
  websiteId: string,
  collectionId: string,
  language: string,
): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .delete(pageTranslations)
      .where(
        and(
          eq(pageTranslations.websiteId, websiteId),
          eq(pageTranslations.collectionId, collectionId),
          eq(pageTranslations.language, language),
        ),
      )
      .returning({ language: pageTranslations.language }),
    contentVersionBump(db, websiteId),
  ]);
  forgetWebsite(websiteId);
  return deleted.length > 0;
}
