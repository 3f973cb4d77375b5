// Saved views of the panel's tables, under /api/owner/saved-views (docs/owner-saved-views.md):
//   GET    /?table=products|orders -> { views }            the signed-in owner's, by name
//   POST   /  {table, name, state} -> 201 { view } (200 when it replaced the owner's view of that name)
//   DELETE /{viewId}               -> 204
// A view is the owner's own: another contributor of the site neither sees nor deletes it. Reading
// or saving a table's views needs that table's read permission (products:read, orders:read).
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  countSavedViews,
  deleteSavedView,
  findSavedViewByName,
  listSavedViews,
  saveView,
} from "../db/saved-views";
import type { SavedViewTable } from "../db/schema";
import { newId } from "../email/outbox";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { ownerSession, requirePermission } from "../http/owner";
import { validate } from "../http/validation";
import { PERMISSION_DENIED } from "../owner/messages";
import { can, type Permission } from "../owner/permissions";
import {
  MAX_VIEWS_PER_TABLE,
  savedViewBody,
  TOO_MANY_VIEWS,
  viewNotFound,
  viewTable,
} from "../owner/saved-view-schema";

const READS: Record<SavedViewTable, Permission> = { products: "products:read", orders: "orders:read" };

/** The acting account (the owner token's views are "api"'s), or undefined when the role may not read `table`. */
async function ownerFor(c: Context<AppEnv>, table: SavedViewTable): Promise<string | undefined> {
  const session = await ownerSession(c);
  if (!session) return "api";
  return can(session.role, READS[table]) ? session.accountId : undefined;
}

export const ownerSavedViews = new Hono<AppEnv>()
  .get("/", requirePermission("site:read"), validate("query", z.object({ table: viewTable })), async (c) => {
    const { table } = c.req.valid("query");
    const accountId = await ownerFor(c, table);
    if (!accountId) return apiError(c, 403, PERMISSION_DENIED);
    return c.json({ views: await listSavedViews(c.get("db"), c.get("website").id, accountId, table) }, 200);
  })
  .post("/", requirePermission("site:read"), validate("json", savedViewBody), async (c) => {
    const { table, name, state } = c.req.valid("json");
    const accountId = await ownerFor(c, table);
    if (!accountId) return apiError(c, 403, PERMISSION_DENIED);
    const db = c.get("db");
    const websiteId = c.get("website").id;
    const replacing = await findSavedViewByName(db, websiteId, accountId, table, name);
    if (!replacing && (await countSavedViews(db, websiteId, accountId, table)) >= MAX_VIEWS_PER_TABLE) {
      return apiError(c, 409, TOO_MANY_VIEWS);
    }
    const view = await saveView(
      db,
      { id: newId("view"), websiteId, accountId, tableName: table, name, state },
      Date.now(),
    );
    return c.json({ view }, replacing ? 200 : 201);
  })
  .delete("/:viewId", requirePermission("site:read"), async (c) => {
    const session = await ownerSession(c);
    const id = c.req.param("viewId");
    if (!(await deleteSavedView(c.get("db"), c.get("website").id, session?.accountId ?? "api", id))) {
      return apiError(c, 404, viewNotFound(id));
    }
    return c.body(null, 204);
  });
