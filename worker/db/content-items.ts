// Posts and events in D1: the owner's list and writes, and what visitors see (published items whose
// time has come; events upcoming or past). Every write a visitor can see bumps the content version
// through the content_items triggers (migrations/0032_blog_and_events.sql).
import { and, asc, count, desc, eq, gte, lt, lte } from "drizzle-orm";
import type { Db } from "./client";
import { collections, contentItems } from "./schema";
import { forgetWebsite } from "./website-memo";
import type { ContentItemRow } from "../blog/item-json";

export type NewContentItem = typeof contentItems.$inferInsert;

/** A blog or events collection of the site (generic type), by id. */
export async function findBlogCollection(db: Db, websiteId: string, id: string) {
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id), eq(collections.type, 1)))
    .get();
}

/** Whether the site has a collection of this id, of any type. */
export async function collectionExists(db: Db, websiteId: string, id: string): Promise<boolean> {
  const row = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)))
    .get();
  return row !== undefined;
}

export async function listOwnerItems(
  db: Db,
  websiteId: string,
  collectionId: string,
): Promise<ContentItemRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.websiteId, websiteId), eq(contentItems.collectionId, collectionId)))
    .orderBy(desc(contentItems.publishOn))
    .limit(500);
}

export async function findItem(db: Db, websiteId: string, id: string) {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.websiteId, websiteId), eq(contentItems.id, id)))
    .get();
}

export async function itemUrlTaken(db: Db, collectionId: string, urlId: string, exceptId?: string) {
  const row = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.collectionId, collectionId), eq(contentItems.urlId, urlId)))
    .get();
  return row !== undefined && row.id !== exceptId;
}

export async function takenItemUrls(db: Db, collectionId: string): Promise<string[]> {
  const rows = await db
    .select({ urlId: contentItems.urlId })
    .from(contentItems)
    .where(eq(contentItems.collectionId, collectionId));
  return rows.map((r) => r.urlId);
}

export async function insertItem(db: Db, item: NewContentItem): Promise<ContentItemRow> {
  const [row] = await db.insert(contentItems).values(item).returning();
  forgetWebsite(item.websiteId);
  return row!;
}

export async function updateItem(
  db: Db,
  websiteId: string,
  id: string,
  changes: Partial<NewContentItem>,
): Promise<ContentItemRow | undefined> {
  const [row] = await db
    .update(contentItems)
    .set({ ...changes, updatedOn: Date.now() })
    .where(and(eq(contentItems.websiteId, websiteId), eq(contentItems.id, id)))
    .returning();
  forgetWebsite(websiteId);
  return row;
}

export async function deleteItem(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(contentItems)
    .where(and(eq(contentItems.websiteId, websiteId), eq(contentItems.id, id)))
    .returning({ id: contentItems.id });
  forgetWebsite(websiteId);
  return rows.length > 0;
}

/** Published and its time has come. */
const visible = (now: number) => and(eq(contentItems.status, "published"), lte(contentItems.publishOn, now));

/** A page of a blog's visible posts, newest first, and how many there are. */
export async function listVisiblePosts(
  db: Db,
  collectionId: string,
  now: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ContentItemRow[]; total: number }> {
  const where = and(eq(contentItems.collectionId, collectionId), visible(now));
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.publishOn), desc(contentItems.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * A page of an events collection's visible events: upcoming (not yet ended) soonest first, or past
 * (ended) latest first.
 */
export async function listVisibleEvents(
  db: Db,
  collectionId: string,
  now: number,
  view: "upcoming" | "past",
  page: { offset: number; limit: number },
): Promise<{ rows: ContentItemRow[]; total: number }> {
  const where = and(
    eq(contentItems.collectionId, collectionId),
    visible(now),
    view === "upcoming" ? gte(contentItems.endDate, now) : lt(contentItems.endDate, now),
  );
  const order =
    view === "upcoming"
      ? [asc(contentItems.startDate), asc(contentItems.id)]
      : [desc(contentItems.startDate), desc(contentItems.id)];
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A visible item by its collection and URL. */
export async function findVisibleItem(db: Db, collectionId: string, urlId: string, now: number) {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.collectionId, collectionId), eq(contentItems.urlId, urlId), visible(now)))
    .get();
}

/** A visible item by id, with its site's settings: what the comment and like calls act on. */
export async function findVisibleItemById(db: Db, websiteId: string, id: string, now: number) {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.websiteId, websiteId), eq(contentItems.id, id), visible(now)))
    .get();
}

/**
 * Scheduled items whose time has come are marked live; the update bumps their site's content
 * version, so edge-cached lists show them within the cron's minute. Answers how many.
 */
export async function markDueItemsLive(db: Db, now: number): Promise<number> {
  const rows = await db
    .update(contentItems)
    .set({ live: true })
    .where(and(eq(contentItems.live, false), visible(now)))
    .returning({ websiteId: contentItems.websiteId });
  for (const websiteId of new Set(rows.map((r) => r.websiteId))) forgetWebsite(websiteId);
  return rows.length;
}
