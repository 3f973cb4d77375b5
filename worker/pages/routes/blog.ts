// Blog and events collections (docs/blog-and-events.md): the list at the collection's URL (page
// type 1) and an item at /<collection>/<item> (page type 50). Only published items whose time has
// come reach these pages, so a draft or a future post is never rendered, cached or in `?format=json`.
// Events list the upcoming ones (not yet ended, soonest first) by default, the past ones (latest
// first) with `?view=past`: the spec's showPastOrUpcomingEvents.
import { z } from "zod";
import { collectionKind } from "../../blog/collection-kind";
import { publicItemJson } from "../../blog/item-json";
import { approvedComments } from "../../db/content-comments";
import { findVisibleItem, listVisibleEvents, listVisiblePosts } from "../../db/content-items";
import type { PageCollection } from "../../db/page-lookup";
import { pageTypeFor, type Access } from "../access/guard";
import { pageContext, siteContext } from "../context";
import type { PageCtx, PageView } from "../page";
import { PageType } from "../page-types";
import { paginate, pageUrl, totalPages } from "../pagination";
import { notFound } from "./not-found";

/** Items per list page when the theme's blog.conf / events.conf names none. */
export const DEFAULT_BLOG_PAGE_SIZE = 10;

const ListParams = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  view: z.enum(["upcoming", "past"]).default("upcoming"),
});

export async function blogListing(
  c: PageCtx,
  { collection }: PageCollection,
  access: Access,
): Promise<PageView> {
  const kind = collectionKind(collection)!;
  const params = ListParams.safeParse({
    page: c.req.query("page") ?? undefined,
    view: c.req.query("view") || undefined,
  });
  if (!params.success) return notFound(c);
  const { page, view } = params.data;
  const pageSize = c.get("theme").collectionConf(kind)?.pageSize ?? DEFAULT_BLOG_PAGE_SIZE;
  const db = c.get("db");
  const now = Date.now();
  const window = { offset: (page - 1) * pageSize, limit: pageSize };
  const [site, listing] = await Promise.all([
    siteContext(c, collection.fullUrl),
    kind === "events"
      ? listVisibleEvents(db, collection.id, now, view, window)
      : listVisiblePosts(db, collection.id, now, window),
  ]);
  if (page > totalPages(listing.total, pageSize)) return notFound(c);
  const filters = { view: kind === "events" && view === "past" ? "past" : undefined };
  const pagination = paginate(collection.fullUrl, filters, page, pageSize, listing.total);
  const events =
    kind === "events"
      ? {
          showPastOrUpcomingEvents: view,
          upcomingEventsUrl: collection.fullUrl,
          pastEventsUrl: pageUrl(collection.fullUrl, { view: "past" }, 1),
        }
      : {};
  return {
    template: `collections/${kind}.list`,
    context: pageContext(site, pageTypeFor(access, PageType.MAIN_CONTENT), {
      pageTitle: collection.title,
      collection: { ...collection, ...events },
      items: listing.rows.map((row) => publicItemJson(row, collection.urlId)),
      ...(pagination.totalPages > 1 ? { pagination } : {}),
    }),
    private: access !== "open",
  };
}

export async function blogItem(
  c: PageCtx,
  { collection }: PageCollection,
  access: Access,
): Promise<PageView> {
  const kind = collectionKind(collection)!;
  const db = c.get("db");
  const [site, row] = await Promise.all([
    siteContext(c, collection.fullUrl),
    findVisibleItem(db, collection.id, c.req.param("item") ?? "", Date.now()),
  ]);
  if (!row) return notFound(c);
  const comments = row.publicCommentCount > 0 ? await approvedComments(db, row.id) : [];
  return {
    template: `collections/${kind}.item`,
    context: pageContext(site, pageTypeFor(access, PageType.CONTENT_ITEM), {
      pageTitle: row.title,
      collection,
      item: { ...publicItemJson(row, collection.urlId), comments },
    }),
    private: access !== "open",
  };
}
