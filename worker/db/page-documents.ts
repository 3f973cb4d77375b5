// Drafts, publishes and versions of pages built in the site builder. A draft lives in page_drafts
// (no trigger: saving a draft changes nothing a visitor sees); a publish writes collections.document
// (its trigger bumps the content version, so edge-cached pages change at once) and a version row,
// in one batch.
import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { PageDocument } from "../site-content/document";
import { documentFromLegacyPage } from "../site-content/legacy-page";
import type { StoredPageDocument } from "../site-content/stored-document";
import type { Db } from "./client";
import { collections, pageDrafts, pageVersions } from "./schema";
import { forgetWebsite } from "./website-memo";

export type CollectionRow = typeof collections.$inferSelect;
export type DraftRow = typeof pageDrafts.$inferSelect;

const asDocument = (stored: StoredPageDocument) => stored as unknown as PageDocument;

export interface PageDraftState {
  collection: CollectionRow;
  draft: DraftRow | undefined;
  /** The draft as the editor opens it: the saved draft, else the published layout, else the old page. */
  document: PageDocument;
  /** The saves so far; 0 before the first. A save names the revision it started from. */
  revision: number;
}

export async function readDraftState(
  db: Db,
  websiteId: string,
  collectionId: string,
): Promise<PageDraftState | undefined> {
  const [collection, draft] = await db.batch([
    db
      .select()
      .from(collections)
      .where(and(eq(collections.websiteId, websiteId), eq(collections.id, collectionId))),
    db
      .select()
      .from(pageDrafts)
      .where(and(eq(pageDrafts.websiteId, websiteId), eq(pageDrafts.collectionId, collectionId))),
  ]);
  const row = collection[0];
  if (!row) return undefined;
  const saved = draft[0];
  const document = saved
    ? asDocument(saved.document)
    : row.document
      ? asDocument(row.document)
      : documentFromLegacyPage(row.body, row.blocks);
  return { collection: row, draft: saved, document, revision: saved?.revision ?? 0 };
}

/** Saves a draft made from `baseRevision`; "stale" when another save came first. */
export async function saveDraft(
  db: Db,
  websiteId: string,
  collectionId: string,
  save: { document: PageDocument; baseRevision: number; actor: string; needsReview: boolean; now: number },
): Promise<number | "stale"> {
  const values = {
    document: save.document as unknown as StoredPageDocument,
    updatedBy: save.actor,
    updatedOn: save.now,
    ...(save.needsReview ? { needsReview: true } : {}),
  };
  if (save.baseRevision === 0) {
    const inserted = await db
      .insert(pageDrafts)
      .values({ collectionId, websiteId, revision: 1, ...values })
      .onConflictDoNothing()
      .returning({ revision: pageDrafts.revision });
    return inserted[0]?.revision ?? "stale";
  }
  const updated = await db
    .update(pageDrafts)
    .set({ ...values, revision: save.baseRevision + 1 })
    .where(
      and(
        eq(pageDrafts.websiteId, websiteId),
        eq(pageDrafts.collectionId, collectionId),
        eq(pageDrafts.revision, save.baseRevision),
      ),
    )
    .returning({ revision: pageDrafts.revision });
  return updated[0]?.revision ?? "stale";
}

/** The statements of one page's publish, for a `db.batch` (one page here, every changed page in site-publish.ts). */
export function publishStatements(
  db: Db,
  websiteId: string,
  page: { collectionId: string; document: PageDocument; versionId: string },
  actor: string,
  now: number,
) {
  const stored = page.document as unknown as StoredPageDocument;
  return [
    db
      .update(collections)
      .set({ document: stored, enabled: true, updatedOn: now })
      .where(and(eq(collections.websiteId, websiteId), eq(collections.id, page.collectionId))),
    db.insert(pageVersions).values({
      id: page.versionId,
      websiteId,
      collectionId: page.collectionId,
      document: stored,
      publishedBy: actor,
      publishedOn: now,
    }),
    db
      .update(pageDrafts)
      .set({ needsReview: false, publishAt: null, scheduledDocument: null, scheduledBy: null })
      .where(eq(pageDrafts.collectionId, page.collectionId)),
  ] as const;
}

export const newVersionId = () => `pv_${crypto.randomUUID()}`;

/** Makes `document` the page's live layout and records it as a version. */
export async function publishDocument(
  db: Db,
  websiteId: string,
  collectionId: string,
  document: PageDocument,
  actor: string,
  now: number,
): Promise<string> {
  const versionId = newVersionId();
  await db.batch(publishStatements(db, websiteId, { collectionId, document, versionId }, actor, now));
  // The trigger bumped the content version; this isolate's memo of it must not outlive the publish.
  forgetWebsite(websiteId);
  return versionId;
}

/** The statement that keeps `document` to be published at `publishAt` (a draft row is made if none exists). */
export function scheduleStatement(
  db: Db,
  websiteId: string,
  collectionId: string,
  document: PageDocument,
  publishAt: number,
  actor: string,
) {
  const stored = document as unknown as StoredPageDocument;
  return db
    .insert(pageDrafts)
    .values({
      collectionId,
      websiteId,
      document: stored,
      updatedBy: actor,
      publishAt,
      scheduledDocument: stored,
      scheduledBy: actor,
    })
    .onConflictDoUpdate({
      target: pageDrafts.collectionId,
      set: { publishAt, scheduledDocument: stored, scheduledBy: actor },
    });
}

/** Keeps `document` to be published at `publishAt` by the cron. */
export async function scheduleDocument(
  db: Db,
  websiteId: string,
  collectionId: string,
  document: PageDocument,
  publishAt: number,
  actor: string,
): Promise<void> {
  await scheduleStatement(db, websiteId, collectionId, document, publishAt, actor);
}

export async function cancelSchedule(db: Db, websiteId: string, collectionId: string): Promise<void> {
  await db
    .update(pageDrafts)
    .set({ publishAt: null, scheduledDocument: null, scheduledBy: null })
    .where(and(eq(pageDrafts.websiteId, websiteId), eq(pageDrafts.collectionId, collectionId)));
}

/**
 * Publishes every scheduled layout whose time has come; the count published. A site's due pages go
 * live together, in one batch (a site-wide publish scheduled for a time is one change for visitors).
 */
export async function publishDueDocuments(db: Db, now: number): Promise<number> {
  const due = await db
    .select()
    .from(pageDrafts)
    .where(
      and(
        isNotNull(pageDrafts.publishAt),
        lte(pageDrafts.publishAt, now),
        isNotNull(pageDrafts.scheduledDocument),
      ),
    );
  const bySite = new Map<string, DraftRow[]>();
  for (const draft of due) bySite.set(draft.websiteId, [...(bySite.get(draft.websiteId) ?? []), draft]);
  for (const [websiteId, drafts] of bySite) {
    const statements = drafts.flatMap((draft) =>
      publishStatements(
        db,
        websiteId,
        {
          collectionId: draft.collectionId,
          document: asDocument(draft.scheduledDocument!),
          versionId: newVersionId(),
        },
        draft.scheduledBy ?? draft.updatedBy,
        now,
      ),
    );
    const [first, ...rest] = statements;
    await db.batch([first!, ...rest]);
    forgetWebsite(websiteId);
  }
  return due.length;
}

export interface VersionSummary {
  id: string;
  publishedBy: string;
  publishedOn: number;
}

export async function listVersions(
  db: Db,
  websiteId: string,
  collectionId: string,
): Promise<VersionSummary[]> {
  return db
    .select({
      id: pageVersions.id,
      publishedBy: pageVersions.publishedBy,
      publishedOn: pageVersions.publishedOn,
    })
    .from(pageVersions)
    .where(and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.collectionId, collectionId)))
    .orderBy(desc(pageVersions.publishedOn), desc(pageVersions.id))
    .limit(100);
}

export async function findVersion(
  db: Db,
  websiteId: string,
  collectionId: string,
  versionId: string,
): Promise<PageDocument | undefined> {
  const row = await db
    .select({ document: pageVersions.document })
    .from(pageVersions)
    .where(
      and(
        eq(pageVersions.websiteId, websiteId),
        eq(pageVersions.collectionId, collectionId),
        eq(pageVersions.id, versionId),
      ),
    )
    .get();
  return row ? asDocument(row.document) : undefined;
}

/** The published layout of a page, if it has one. */
export async function findPublishedDocument(
  db: Db,
  websiteId: string,
  collectionId: string,
): Promise<PageDocument | null> {
  const row = await db
    .select({ document: collections.document })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, collectionId)))
    .get();
  return row?.document ? asDocument(row.document) : null;
}
