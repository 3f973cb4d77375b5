// Rows of posts and events as the owner edits them and as templates (and `?format=json`) see them,
// with the spec's field names (section 3: id, fullUrl, title, recordType, excerpt,
// publicCommentCount, commentState, likeCount, startDate, endDate, location…). Pure: no queries.
import type { contentItems } from "../db/schema";
import type { ImageRef } from "../site-content/image-ref";
import type { RichTextDoc } from "../site-content/rich-text/schema";
import type { EventLocation, OwnerItem } from "./item-api";
import type { ItemStatusWord } from "./messages";

export type ContentItemRow = typeof contentItems.$inferSelect;

export function itemStatusWord(
  row: Pick<ContentItemRow, "status" | "publishOn">,
  now: number,
): ItemStatusWord {
  if (row.status === "draft") return "Draft";
  return row.publishOn > now ? "Scheduled" : "Published";
}

/** Whether visitors may see the item: published and its time has come. */
export const visibleAt = (row: Pick<ContentItemRow, "status" | "publishOn">, now: number) =>
  row.status === "published" && row.publishOn <= now;

const itemUrl = (collectionUrlId: string, urlId: string) => `/${collectionUrlId}/${urlId}`;

/** What the owner's and the visitor's views of an item share: who it is and where it lives. */
const itemIdentity = (row: ContentItemRow, collectionUrlId: string) => ({
  id: row.id,
  collectionId: row.collectionId,
  recordType: row.recordType,
  urlId: row.urlId,
  fullUrl: itemUrl(collectionUrlId, row.urlId),
  title: row.title,
  excerpt: row.excerpt,
});

export function ownerItemJson(row: ContentItemRow, collectionUrlId: string, now: number): OwnerItem {
  return {
    ...itemIdentity(row, collectionUrlId),
    body: row.body as RichTextDoc,
    mainImage: (row.mainImage as ImageRef | null) ?? null,
    author: row.author,
    tags: row.tags,
    categories: row.categories,
    status: row.status,
    statusWord: itemStatusWord(row, now),
    publishOn: row.publishOn,
    commentState: row.commentState,
    publicCommentCount: row.publicCommentCount,
    likeCount: row.likeCount,
    startDate: row.startDate,
    endDate: row.endDate,
    location: (row.location as EventLocation | null) ?? null,
    updatedOn: row.updatedOn,
  };
}

/** A visitor's view of an item: what templates render and `?format=json` shows. No drafts reach here. */
export function publicItemJson(row: ContentItemRow, collectionUrlId: string) {
  const image = row.mainImage as ImageRef | null;
  const location = row.location as EventLocation | null;
  return {
    ...itemIdentity(row, collectionUrlId),
    body: row.bodyHtml,
    author: { displayName: row.author },
    tags: row.tags,
    categories: row.categories,
    publishOn: row.publishOn,
    addedOn: row.createdOn,
    updatedOn: row.updatedOn,
    commentState: row.commentState,
    publicCommentCount: row.publicCommentCount,
    likeCount: row.likeCount,
    assetUrl: image?.src ?? "",
    ...(image
      ? {
          mainImageId: image.fileId ?? image.src,
          mainImage: {
            assetUrl: image.src,
            altText: image.alt,
            ...(image.width && image.height ? { originalSize: `${image.width}x${image.height}` } : {}),
            mediaFocalPoint: image.focalPoint ?? { x: 0.5, y: 0.5 },
          },
        }
      : {}),
    ...(row.startDate != null && row.endDate != null
      ? { startDate: row.startDate, endDate: row.endDate }
      : {}),
    ...(location ? { location } : {}),
  };
}
export type PublicItem = ReturnType<typeof publicItemJson>;
