// Comments on a content item: whether they show, and the label of their count.

/** commentState value of an item whose comments are open. */
export const COMMENTS_OPEN = 1;

/** 'No Comments', '1 Comment', 'N Comments'. */
export function commentCountLabel(count: number): string {
  const amount = count === 0 ? "No" : String(count);
  return `${amount} Comment${count === 1 ? "" : "s"}`;
}

export interface CommentedItem {
  commentState?: number;
  publicCommentCount?: number;
}

/**
 * Comments show when they are open or some are public, and never when the site turned
 * comments off (`commentsEnabled` false; undefined means the site setting is unknown).
 */
export function commentsShown(item: CommentedItem, commentsEnabled: boolean | undefined): boolean {
  if (commentsEnabled === false) return false;
  return item.commentState === COMMENTS_OPEN || (item.publicCommentCount ?? 0) > 0;
}
