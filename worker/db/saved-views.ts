// Saved views of the panel's tables, per site and owner account (worker/routes/owner-saved-views.ts).
// Saving under a name the owner already used for that table replaces that view.
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "./client";
import { savedViews, type SavedViewTable } from "./schema";

export type SavedViewRow = typeof savedViews.$inferSelect;

const ofOwner = (websiteId: string, accountId: string, table: SavedViewTable) =>
  and(
    eq(savedViews.websiteId, websiteId),
    eq(savedViews.accountId, accountId),
    eq(savedViews.tableName, table),
  );

export const listSavedViews = (db: Db, websiteId: string, accountId: string, table: SavedViewTable) =>
  db
    .select()
    .from(savedViews)
    .where(ofOwner(websiteId, accountId, table))
    .orderBy(asc(savedViews.name))
    .all();

export async function countSavedViews(db: Db, websiteId: string, accountId: string, table: SavedViewTable) {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(ofOwner(websiteId, accountId, table))
    .all();
  return row?.n ?? 0;
}

/** Inserts the view, or replaces the state of the owner's view of that name. Answers the row. */
export async function saveView(
  db: Db,
  view: Omit<SavedViewRow, "createdOn">,
  now: number,
): Promise<SavedViewRow> {
  const [row] = await db
    .insert(savedViews)
    .values({ ...view, createdOn: now })
    .onConflictDoUpdate({
      target: [savedViews.websiteId, savedViews.accountId, savedViews.tableName, savedViews.name],
      set: { state: view.state },
    })
    .returning();
  return row!;
}

/** Deletes one of the owner's views; false when it is not theirs (or does not exist). */
export async function deleteSavedView(db: Db, websiteId: string, accountId: string, id: string) {
  const rows = await db
    .delete(savedViews)
    .where(
      and(eq(savedViews.id, id), eq(savedViews.websiteId, websiteId), eq(savedViews.accountId, accountId)),
    )
    .returning({ id: savedViews.id });
  return rows.length > 0;
}

export const findSavedViewByName = (
  db: Db,
  websiteId: string,
  accountId: string,
  table: SavedViewTable,
  name: string,
) =>
  db
    .select()
    .from(savedViews)
    .where(and(ofOwner(websiteId, accountId, table), eq(savedViews.name, name)))
    .get();
