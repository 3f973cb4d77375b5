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

/** Makes `document` the page's live layout and records it as a version. */
export async function publishDocument(
  db: Db,
  websiteId: string,
  collectionId: string,
  document: PageDocument,
  actor: string,
  now: number,
): Promise<string> {
  const id = `pv_${crypto.randomUUID()}`;
  const stored = document as unknown as StoredPageDocument;
  await db.batch([
    db
      .update(collections)
      .set({ document: stored, enabled: true, updatedOn: now })
      .where(and(eq(collections.websiteId, websiteId), eq(collections.id, collectionId))),
    db
      .insert(pageVersions)
      .values({ id, websiteId, collectionId, document: stored, publishedBy: actor, publishedOn: now }),
    db
      .update(pageDrafts)
      .set({ needsReview: false, publishAt: null, scheduledDocument: null, scheduledBy: null })
      .where(eq(pageDrafts.collectionId, collectionId)),
  ]);
  // The trigger bumped the content version; this isolate's memo of it must not outlive the publish.
  forgetWebsite(websiteId);
  return id;
}

/** Keeps `document` to be published at `publishAt` by the cron (a draft row is made if none exists). */
export async function scheduleDocument(
  db: Db,
  websiteId: string,
  collectionId: string,
  document: PageDocument,
  publishAt: number,
  actor: string,
): Promise<void> {
  const stored = document as unknown as StoredPageDocument;
  await db
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

export async function cancelSchedule(db: Db, websiteId: string, collectionId: string): Promise<void> {
  await db
    .update(pageDrafts)
    .set({ publishAt: null, scheduledDocument: null, scheduledBy: null })
    .where(and(eq(pageDrafts.websiteId, websiteId), eq(pageDrafts.collectionId, collectionId)));
}

/** Publishes every scheduled layout whose time has come; the count published. */
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
  for (const draft of due) {
    await publishDocument(
      db,
      draft.websiteId,
      draft.collectionId,
      asDocument(draft.scheduledDocument!),
      draft.scheduledBy ?? draft.updatedBy,
      now,
    );
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
