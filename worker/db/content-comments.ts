// Comments on posts and events, and likes. A comment waits for the owner's approval; approving or
// deleting one recounts the item's publicCommentCount in the same batch, and that update (a column
// visitors see) bumps the content version. A like recounts likeCount, which bumps nothing.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { collections, contentComments, contentItems, contentLikes } from "./schema";
import { forgetWebsite } from "./website-memo";
import type { OwnerComment } from "../blog/item-api";

const MAX_SHOWN_COMMENTS = 200;

export async function addComment(
  db: Db,
  comment: { id: string; websiteId: string; itemId: string; authorName: string; body: string; now: number },
): Promise<void> {
  await db.insert(contentComments).values({
    id: comment.id,
    websiteId: comment.websiteId,
    itemId: comment.itemId,
    authorName: comment.authorName,
    body: comment.body,
    createdOn: comment.now,
  });
}

/** An item's approved comments, oldest first, for its page. */
export async function approvedComments(db: Db, itemId: string) {
  return db
    .select({
      id: contentComments.id,
      authorName: contentComments.authorName,
      body: contentComments.body,
      createdOn: contentComments.createdOn,
    })
    .from(contentComments)
    .where(and(eq(contentComments.itemId, itemId), eq(contentComments.status, "approved")))
    .orderBy(asc(contentComments.createdOn), asc(contentComments.id))
    .limit(MAX_SHOWN_COMMENTS);
}

/** The site's comments for moderation, newest first; pending only unless `all`. */
export async function ownerComments(db: Db, websiteId: string, all: boolean): Promise<OwnerComment[]> {
  const rows = await db
    .select({
      id: contentComments.id,
      itemId: contentComments.itemId,
      itemTitle: contentItems.title,
      itemUrlId: contentItems.urlId,
      collectionUrlId: collections.urlId,
      authorName: contentComments.authorName,
      text: contentComments.body,
      status: contentComments.status,
      createdOn: contentComments.createdOn,
    })
    .from(contentComments)
    .innerJoin(contentItems, eq(contentItems.id, contentComments.itemId))
    .innerJoin(collections, eq(collections.id, contentItems.collectionId))
    .where(
      and(eq(contentComments.websiteId, websiteId), all ? undefined : eq(contentComments.status, "pending")),
    )
    .orderBy(desc(contentComments.createdOn), desc(contentComments.id))
    .limit(500);
  return rows.map(({ itemUrlId, collectionUrlId, ...row }) => ({
    ...row,
    itemUrl: `/${collectionUrlId}/${itemUrlId}`,
  }));
}

function recountComments(db: Db, itemId: string) {
  return db
    .update(contentItems)
    .set({
      publicCommentCount: sql`(SELECT count(*) FROM content_comments WHERE item_id = ${itemId} AND status = 'approved')`,
    })
    .where(eq(contentItems.id, itemId));
}

async function findComment(db: Db, websiteId: string, id: string) {
  return db
    .select({ itemId: contentComments.itemId, status: contentComments.status })
    .from(contentComments)
    .where(and(eq(contentComments.websiteId, websiteId), eq(contentComments.id, id)))
    .get();
}

/** Approves a comment; false when there is none. */
export async function approveComment(db: Db, websiteId: string, id: string): Promise<boolean> {
  const comment = await findComment(db, websiteId, id);
  if (!comment) return false;
  if (comment.status === "approved") return true;
  await db.batch([
    db
      .update(contentComments)
      .set({ status: "approved" })
      .where(and(eq(contentComments.websiteId, websiteId), eq(contentComments.id, id))),
    recountComments(db, comment.itemId),
  ]);
  forgetWebsite(websiteId);
  return true;
}

/** Deletes a comment (pending or approved); false when there is none. */
export async function deleteComment(db: Db, websiteId: string, id: string): Promise<boolean> {
  const comment = await findComment(db, websiteId, id);
  if (!comment) return false;
  await db.batch([
    db
      .delete(contentComments)
      .where(and(eq(contentComments.websiteId, websiteId), eq(contentComments.id, id))),
    recountComments(db, comment.itemId),
  ]);
  if (comment.status === "approved") forgetWebsite(websiteId);
  return true;
}

/** One like per visitor key: liking again changes nothing. Answers the item's like count. */
export async function likeItem(db: Db, itemId: string, visitorKey: string): Promise<number> {
  const [, , row] = await db.batch([
    db.insert(contentLikes).values({ itemId, visitorKey }).onConflictDoNothing(),
    db
      .update(contentItems)
      .set({ likeCount: sql`(SELECT count(*) FROM content_likes WHERE item_id = ${itemId})` })
      .where(eq(contentItems.id, itemId)),
    db.select({ likeCount: contentItems.likeCount }).from(contentItems).where(eq(contentItems.id, itemId)),
  ]);
  return row[0]?.likeCount ?? 0;
}
