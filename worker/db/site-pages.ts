// The site's pages and collections as the site builder's page list shows them, with their status
// words (spec section 3), and creating, renaming and deleting them.
import { and, asc, count, eq } from "drizzle-orm";
import { CollectionType } from "./schema";
import { collectionKind } from "../blog/collection-kind";
import type { PageStatusWord, PageSummary } from "../site-content/page-api";
import type { Db } from "./client";
import { collections, pageDrafts } from "./schema";
import { forgetWebsite } from "./website-memo";
import type { CollectionRow, DraftRow } from "./page-documents";

export function pageSummary(row: CollectionRow, draft: DraftRow | undefined): PageSummary {
  const statuses: PageStatusWord[] = [];
  if (!row.enabled) statuses.push(row.document || row.body ? "Private" : "Draft");
  if (draft?.publishAt) statuses.push("Scheduled");
  if (draft?.needsReview) statuses.push("Needs Review");
  if (row.passwordHash) statuses.push("This page is locked");
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    urlId: row.urlId,
    fullUrl: row.isHomepage ? "/" : `/${row.urlId}`,
    navigationTitle: row.navigationTitle ?? row.title,
    isHomepage: row.isHomepage,
    editable: row.type === CollectionType.PAGE,
    statuses,
    publishAt: draft?.publishAt ?? null,
    typeName: collectionKind(row) ?? null,
  };
}

export async function listSitePages(db: Db, websiteId: string): Promise<PageSummary[]> {
  const [rows, drafts] = await db.batch([
    db
      .select()
      .from(collections)
      .where(eq(collections.websiteId, websiteId))
      .orderBy(asc(collections.navigationIndex), asc(collections.title)),
    db.select().from(pageDrafts).where(eq(pageDrafts.websiteId, websiteId)),
  ]);
  const byPage = new Map(drafts.map((d) => [d.collectionId, d]));
  return rows.map((row) => pageSummary(row, byPage.get(row.id)));
}

export async function countSitePages(db: Db, websiteId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(collections)
    .where(eq(collections.websiteId, websiteId))
    .get();
  return row?.n ?? 0;
}

export async function urlIdTaken(
  db: Db,
  websiteId: string,
  urlId: string,
  exceptId?: string,
): Promise<boolean> {
  const row = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.urlId, urlId)))
    .get();
  return row !== undefined && row.id !== exceptId;
}

export async function takenUrlIds(db: Db, websiteId: string): Promise<string[]> {
  const rows = await db
    .select({ urlId: collections.urlId })
    .from(collections)
    .where(eq(collections.websiteId, websiteId));
  return rows.map((r) => r.urlId);
}

export async function createSitePage(
  db: Db,
  page: {
    id: string;
    websiteId: string;
    type: number;
    title: string;
    urlId: string;
    navigationTitle: string | null;
    typeName?: string;
  },
): Promise<CollectionRow> {
  // A page stays hidden until its first publish (status Draft); a collection of products opens at once.
  const [row] = await db
    .insert(collections)
    .values({
      ...page,
      type: page.type as CollectionType,
      enabled: page.type !== CollectionType.PAGE,
      // A generic collection is a blog unless made as events.
      typeName: page.type === CollectionType.GENERIC ? (page.typeName ?? "blog") : null,
    })
    .returning();
  forgetWebsite(page.websiteId);
  return row!;
}

export async function renameSitePage(
  db: Db,
  websiteId: string,
  id: string,
  changes: { title?: string; urlId?: string; navigationTitle?: string },
): Promise<CollectionRow | undefined> {
  const [row] = await db
    .update(collections)
    .set({ ...changes, updatedOn: Date.now() })
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)))
    .returning();
  forgetWebsite(websiteId);
  return row;
}

export async function deleteSitePage(db: Db, websiteId: string, id: string): Promise<void> {
  await db.delete(collections).where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)));
  forgetWebsite(websiteId);
}
