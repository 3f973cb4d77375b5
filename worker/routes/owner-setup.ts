// The panel home's setup checklist, under /api/owner/setup (docs/sign-up.md):
//   GET /  -> {checklist: {product, shipping, page, order}, done, recentOrders}   (site:read)
// recentOrders: the five latest placed orders for a role that may read orders, else null.
// (POST /api/owner/setup, a site's first administrator, is in routes/owner.ts.)
import { Hono } from "hono";
import { recentOrders, setupChecklist } from "../db/setup-checklist";
import type { AppEnv } from "../http/app-env";
import { ownerSession, requirePermission } from "../http/owner";
import { can } from "../owner/permissions";

export const RECENT_ORDERS = 5;

export const ownerSetup = new Hono<AppEnv>().get("/", requirePermission("site:read"), async (c) => {
  const db = c.get("db");
  const websiteId = c.get("website").id;
  // The owner token has no session and acts as an administrator.
  const session = await ownerSession(c);
  const readsOrders = !session || can(session.role, "orders:read");
  const [checklist, orders] = await Promise.all([
    setupChecklist(db, websiteId),
    readsOrders ? recentOrders(db, websiteId, RECENT_ORDERS) : null,
  ]);
  const done = Object.values(checklist).every(Boolean);
  return c.json({ checklist, done, recentOrders: orders }, 200);
});
