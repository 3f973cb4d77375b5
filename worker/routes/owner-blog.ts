// The owner's blog and events calls, under /api/owner/blog (docs/blog-and-events.md):
//   GET    /collections/:collectionId/items         content:read   -> {collection, items}
//   POST   /collections/:collectionId/items         content:write  -> 201 {item}
//   GET    /items/:id                               content:read   -> {item}
//   PUT    /items/:id                               content:write  -> {item}
//   DELETE /items/:id                               content:write  -> 204
//   GET    /comments[?all=1]                        comments:moderate -> {comments} (pending, or all)
//   POST   /comments/:id/approve                    comments:moderate -> 204
//   DELETE /comments/:id                            comments:moderate -> 204
//   GET    /settings                                content:read   -> {commentsEnabled, simpleLikingEnabled}
//   PUT    /settings                                settings:write -> the same
// Publishing (status published, now or at a later publishOn) needs content:publish: a draft
// editor's saves stay drafts. Every answer is `private, no-store` (requirePermission).
import { Hono, type Context } from "hono";
import { collectionKind, recordTypeOf, type BlogKind } from "../blog/collection-kind";
import { blogSettingsBody, itemBody, type ItemBody } from "../blog/item-api";
import { ownerItemJson, visibleAt, type ContentItemRow } from "../blog/item-json";
import {
  COLLECTION_NOT_FOUND,
  COMMENT_NOT_FOUND,
  EVENT_DATES_REQUIRED,
  ITEM_NOT_FOUND,
  ITEM_URL_TAKEN,
  NOT_A_BLOG,
} from "../blog/messages";
import { storeSlug } from "../catalog-admin/slug";
import { readBlogSettings, saveBlogSettings } from "../db/blog-settings";
import { approveComment, deleteComment, ownerComments } from "../db/content-comments";
import {
  collectionExists,
  deleteItem,
  findBlogCollection,
  findItem,
  insertItem,
  itemUrlTaken,
  listOwnerItems,
  takenItemUrls,
  updateItem,
  type NewContentItem,
} from "../db/content-items";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { ownerSession, requirePermission } from "../http/owner";
import { limitBody, requireJson, validateFields } from "../http/validation";
import { PERMISSION_DENIED } from "../owner/messages";
import { can } from "../owner/permissions";
import { renderRichText } from "../site-content/rich-text/render";
import { emptyRichText } from "../site-content/rich-text/schema";

/** A long post with images fits well within this. */
const MAX_ITEM_BYTES = 512 * 1024;

type Ctx = Context<AppEnv>;

/** Whether this request may make an item visible: a session's role, or the owner token. */
async function mayPublish(c: Ctx): Promise<boolean> {
  const session = await ownerSession(c);
  // No session past requirePermission: the owner token, which acts as an administrator.
  return session === undefined || can(session.role, "content:publish");
}

/** The columns of an item from the owner's body, or the message when it does not fit the kind. */
function itemColumns(
  body: ItemBody,
  kind: BlogKind,
  now: number,
  existing?: ContentItemRow,
): Partial<NewContentItem> | string {
  if (kind === "events" && (body.startDate == null || body.endDate == null)) return EVENT_DATES_REQUIRED;
  const document = body.body ?? emptyRichText();
  // Without a time: an edit keeps the item's date, a first publish (or a new item) is dated now.
  const keepsDate = existing !== undefined && existing.status === "published";
  const publishOn = body.publishOn ?? (keepsDate ? existing.publishOn : now);
  const isEvent = kind === "events";
  return {
    title: body.title,
    excerpt: body.excerpt,
    body: document,
    bodyHtml: renderRichText(document),
    mainImage: body.mainImage,
    author: body.author,
    tags: body.tags,
    categories: body.categories,
    status: body.status,
    publishOn,
    live: visibleAt({ status: body.status, publishOn }, now),
    commentState: body.commentState,
    startDate: isEvent ? body.startDate! : null,
    endDate: isEvent ? body.endDate! : null,
    location: isEvent ? body.location : null,
  };
}

async function collectionOf(c: Ctx, id: string) {
  const collection = await findBlogCollection(c.get("db"), c.get("website").id, id);
  if (!collection) return undefined;
  const kind = collectionKind(collection);
  return kind ? { collection, kind } : undefined;
}

export const ownerBlog = new Hono<AppEnv>()
  .get("/collections/:collectionId/items", requirePermission("content:read"), async (c) => {
    const found = await collectionOf(c, c.req.param("collectionId"));
    if (!found) return apiError(c, 404, COLLECTION_NOT_FOUND);
    const { collection, kind } = found;
    const now = Date.now();
    const rows = await listOwnerItems(c.get("db"), c.get("website").id, collection.id);
    return c.json({
      collection: {
        id: collection.id,
        title: collection.title,
        typeName: kind,
        fullUrl: `/${collection.urlId}`,
      },
      items: rows.map((row) => ownerItemJson(row, collection.urlId, now)),
    });
  })
  .post(
    "/collections/:collectionId/items",
    requirePermission("content:write"),
    requireJson,
    limitBody(MAX_ITEM_BYTES),
    validateFields(itemBody),
    async (c) => {
      const body = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const found = await collectionOf(c, c.req.param("collectionId"));
      if (!found) {
        const other = await collectionExists(db, websiteId, c.req.param("collectionId"));
        return apiError(c, other ? 409 : 404, other ? NOT_A_BLOG : COLLECTION_NOT_FOUND);
      }
      const { collection, kind } = found;
      if (body.status === "published" && !(await mayPublish(c))) return apiError(c, 403, PERMISSION_DENIED);
      const now = Date.now();
      const columns = itemColumns(body, kind, now);
      if (typeof columns === "string") return apiError(c, 400, columns);
      let urlId = body.urlId;
      if (urlId) {
        if (await itemUrlTaken(db, collection.id, urlId)) return apiError(c, 409, ITEM_URL_TAKEN);
      } else {
        urlId = storeSlug(
          body.title,
          kind === "events" ? "Event" : "Post",
          await takenItemUrls(db, collection.id),
        );
      }
      const row = await insertItem(db, {
        ...(columns as NewContentItem),
        id: `item_${crypto.randomUUID()}`,
        websiteId,
        collectionId: collection.id,
        recordType: recordTypeOf(kind),
        urlId,
        createdOn: now,
        updatedOn: now,
      });
      return c.json({ item: ownerItemJson(row, collection.urlId, now) }, 201);
    },
  )
  .get("/items/:id", requirePermission("content:read"), async (c) => {
    const row = await findItem(c.get("db"), c.get("website").id, c.req.param("id"));
    if (!row) return apiError(c, 404, ITEM_NOT_FOUND);
    const found = await collectionOf(c, row.collectionId);
    if (!found) return apiError(c, 404, ITEM_NOT_FOUND);
    return c.json({ item: ownerItemJson(row, found.collection.urlId, Date.now()) });
  })
  .put(
    "/items/:id",
    requirePermission("content:write"),
    requireJson,
    limitBody(MAX_ITEM_BYTES),
    validateFields(itemBody),
    async (c) => {
      const body = c.req.valid("json");
      const db = c.get("db");
      const websiteId = c.get("website").id;
      const existing = await findItem(db, websiteId, c.req.param("id"));
      const found = existing && (await collectionOf(c, existing.collectionId));
      if (!existing || !found) return apiError(c, 404, ITEM_NOT_FOUND);
      // Changing what visitors see of a published item is publishing too.
      if ((body.status === "published" || existing.status === "published") && !(await mayPublish(c))) {
        return apiError(c, 403, PERMISSION_DENIED);
      }
      const now = Date.now();
      const columns = itemColumns(body, found.kind, now, existing);
      if (typeof columns === "string") return apiError(c, 400, columns);
      const urlId = body.urlId ?? existing.urlId;
      if (urlId !== existing.urlId && (await itemUrlTaken(db, existing.collectionId, urlId, existing.id))) {
        return apiError(c, 409, ITEM_URL_TAKEN);
      }
      const row = await updateItem(db, websiteId, existing.id, { ...columns, urlId });
      if (!row) return apiError(c, 404, ITEM_NOT_FOUND);
      return c.json({ item: ownerItemJson(row, found.collection.urlId, now) });
    },
  )
  .delete("/items/:id", requirePermission("content:write"), async (c) => {
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const existing = await findItem(db, websiteId, c.req.param("id"));
    if (!existing) return apiError(c, 404, ITEM_NOT_FOUND);
    if (existing.status === "published" && !(await mayPublish(c))) return apiError(c, 403, PERMISSION_DENIED);
    await deleteItem(db, websiteId, existing.id);
    return c.body(null, 204);
  })
  .get("/comments", requirePermission("comments:moderate"), async (c) =>
    c.json({ comments: await ownerComments(c.get("db"), c.get("website").id, c.req.query("all") === "1") }),
  )
  .post("/comments/:id/approve", requirePermission("comments:moderate"), async (c) => {
    const done = await approveComment(c.get("db"), c.get("website").id, c.req.param("id"));
    return done ? c.body(null, 204) : apiError(c, 404, COMMENT_NOT_FOUND);
  })
  .delete("/comments/:id", requirePermission("comments:moderate"), async (c) => {
    const done = await deleteComment(c.get("db"), c.get("website").id, c.req.param("id"));
    return done ? c.body(null, 204) : apiError(c, 404, COMMENT_NOT_FOUND);
  })
  .get("/settings", requirePermission("content:read"), async (c) =>
    c.json((await readBlogSettings(c.get("db"), c.get("website").id))!),
  )
  .put(
    "/settings",
    requirePermission("settings:write"),
    requireJson,
    limitBody(),
    validateFields(blogSettingsBody),
    async (c) => c.json((await saveBlogSettings(c.get("db"), c.get("website").id, c.req.valid("json")))!),
  );
