// Publishing the whole site (docs/site-builder.md, "Publishing the whole site"): the pages whose
// draft differs from their live layout, and publishing them together: one D1 batch in which each
// page becomes a version, or one publish time kept on each page for the cron, which publishes a
// site's due pages in one batch too.
import { and, asc, eq } from "drizzle-orm";
import type { PageChange } from "../site-content/page-api";
import type { PageDocument } from "../site-content/document";
import type { Db } from "./client";
import { collections, CollectionType, pageDrafts } from "./schema";
import {
  newVersionId,
  publishStatements,
  scheduleStatement,
  type CollectionRow,
  type DraftRow,
} from "./page-documents";
import { pageSummary } from "./site-pages";
import { forgetWebsite } from "./website-memo";

export interface ChangedPage {
  collection: CollectionRow;
  draft: DraftRow;
}

/**
 * A draft is an unpublished change when its layout is not the live one. Both columns hold
 * JSON.stringify of a document the schema parsed (keys in the schema's order), and a publish copies
 * the draft's document, so equal layouts are equal text.
 */
const differs = (page: ChangedPage) =>
  page.collection.document === null ||
  JSON.stringify(page.draft.document) !== JSON.stringify(page.collection.document);

/** The site's pages with unpublished changes, in the page list's order. */
export async function changedPages(db: Db, websiteId: string): Promise<ChangedPage[]> {
  const [rows, drafts] = await db.batch([
    db
      .select()
      .from(collections)
      .where(and(eq(collections.websiteId, websiteId), eq(collections.type, CollectionType.PAGE)))
      .orderBy(asc(collections.navigationIndex), asc(collections.title)),
    db.select().from(pageDrafts).where(eq(pageDrafts.websiteId, websiteId)),
  ]);
  const byPage = new Map(drafts.map((d) => [d.collectionId, d]));
  return rows.flatMap((collection) => {
    const draft = byPage.get(collection.id);
    return draft && differs({ collection, draft }) ? [{ collection, draft }] : [];
  });
}

export function pageChange({ collection, draft }: ChangedPage): PageChange {
  return {
    ...pageSummary(collection, draft),
    revision: draft.revision,
    updatedBy: draft.updatedBy,
    updatedOn: draft.updatedOn,
  };
}

/**
 * The pages named, if each still has unpublished changes at the revision named; undefined when any
 * does not (a save, a publish or a discard came since the owner looked), so nothing is published.
 */
export function pagesAsSeen(
  changed: ChangedPage[],
  named: { id: string; revision: number }[],
): ChangedPage[] | undefined {
  const byId = new Map(changed.map((page) => [page.collection.id, page]));
  const chosen: ChangedPage[] = [];
  for (const { id, revision } of named) {
    const page = byId.get(id);
    if (!page || page.draft.revision !== revision) return undefined;
    chosen.push(page);
  }
  return chosen;
}

/**
 * Publishes the pages' drafts at once: one batch, so visitors see all of them or none; each page
 * gets its version. The collections trigger bumps the content version inside the same transaction.
 * Answers the version id of each page.
 */
export async function publishPages(
  db: Db,
  websiteId: string,
  pages: ChangedPage[],
  actor: string,
  now: number,
): Promise<Record<string, string>> {
  const versionIds: Record<string, string> = {};
  const statements = pages.flatMap(({ collection, draft }) => {
    const versionId = newVersionId();
    versionIds[collection.id] = versionId;
    const document = draft.document as unknown as PageDocument;
    return publishStatements(db, websiteId, { collectionId: collection.id, document, versionId }, actor, now);
  });
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  forgetWebsite(websiteId);
  return versionIds;
}

/** Keeps each page's current draft to be published at `publishAt`; the cron publishes them together. */
export async function schedulePages(
  db: Db,
  websiteId: string,
  pages: ChangedPage[],
  publishAt: number,
  actor: string,
): Promise<void> {
  const statements = pages.map(({ collection, draft }) =>
    scheduleStatement(
      db,
      websiteId,
      collection.id,
      draft.document as unknown as PageDocument,
      publishAt,
      actor,
    ),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
