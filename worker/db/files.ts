// The file manager's rows (schema `files`), always within one website.
import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import { STALE_UPLOAD_MS } from "../files/file-json";
import type { Db } from "./client";
import { files, type FileState } from "./schema";

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

const ofSite = (websiteId: string, id: string) => and(eq(files.websiteId, websiteId), eq(files.id, id));

export const listFiles = (db: Db, websiteId: string) =>
  db
    .select()
    .from(files)
    .where(eq(files.websiteId, websiteId))
    .orderBy(desc(files.createdOn), desc(files.id))
    .all();

export const findFile = (db: Db, websiteId: string, id: string) =>
  db.select().from(files).where(ofSite(websiteId, id)).get();

export const insertFile = (db: Db, row: NewFileRow) => db.insert(files).values(row).run();

/**
 * Files that take room: ready ones, and uploads under way (their announced size, reserved so two
 * uploads at once cannot both fit in the room of one). Failed, cancelled and abandoned uploads keep
 * no bytes.
 */
const takesRoom = (websiteId: string, now: number) =>
  and(
    eq(files.websiteId, websiteId),
    or(
      eq(files.state, "ready"),
      and(eq(files.state, "uploading"), gt(files.createdOn, now - STALE_UPLOAD_MS)),
    ),
  );

/** The bytes a site's files take. */
export async function storageUsed(db: Db, websiteId: string, now = Date.now()): Promise<number> {
  const row = await db
    .select({ used: sql<number>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(takesRoom(websiteId, now))
    .get();
  return row?.used ?? 0;
}

/**
 * Inserts an upload's row only if the site's files and it fit in `quotaBytes`: one statement, so
 * the check and the reservation cannot be split by another upload. Answers whether it was inserted.
 */
export async function insertFileWithinQuota(
  db: Db,
  row: Pick<NewFileRow, "id" | "websiteId" | "name" | "contentType" | "size" | "r2Key">,
  quotaBytes: number,
  now = Date.now(),
): Promise<boolean> {
  const used = db
    .select({ used: sql`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(takesRoom(row.websiteId, now));
  const result = await db.run(sql`
    INSERT INTO ${files} (id, website_id, name, content_type, size, r2_key, state, created_on, updated_on)
    SELECT ${row.id}, ${row.websiteId}, ${row.name}, ${row.contentType}, ${row.size}, ${row.r2Key}, 'uploading', ${now}, ${now}
    WHERE (${used}) + ${row.size} <= ${quotaBytes}`);
  return result.meta.changes === 1;
}

/** Changes a file's fields; answers the row after the change, or undefined when there is no such file. */
export const updateFile = (
  db: Db,
  websiteId: string,
  id: string,
  change: Partial<
    Pick<
      FileRow,
      "name" | "altText" | "focalPointX" | "focalPointY" | "width" | "height" | "colorData" | "size" | "state"
    >
  >,
  now = Date.now(),
) =>
  db
    .update(files)
    .set({ ...change, updatedOn: now })
    .where(ofSite(websiteId, id))
    .returning()
    .get();

export const setFileState = (db: Db, websiteId: string, id: string, state: FileState) =>
  updateFile(db, websiteId, id, { state });

/** Deletes the row; answers it (for its R2 key), or undefined when there was none. */
export const deleteFile = (db: Db, websiteId: string, id: string) =>
  db.delete(files).where(ofSite(websiteId, id)).returning().get();
