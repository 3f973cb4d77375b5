// The file manager's rows (schema `files`), always within one website.
import { and, desc, eq } from "drizzle-orm";
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
