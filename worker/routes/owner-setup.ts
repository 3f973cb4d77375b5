// The panel home, under /api/owner/setup (docs/sign-up.md, docs/owner-home.md):
//   GET /  -> {checklist: {product, shipping, page, order}, done, recentOrders, today, lowStock}
//   (site:read). Each part is there only for a role that may read it, else null:
//   recentOrders (the five latest placed orders) and today's orders and sales: orders:read;
//   today's visits: analytics:read; lowStock (variants with at most 5 units): products:read.
// (POST /api/owner/setup, a site's first administrator, is in routes/owner.ts.)
import { Hono } from "hono";
import { dayStart, isoDayOf } from "../analytics/dashboard-range";
import { lowStock, todaysSales, todaysVisits } from "../db/home-summary";
import { recentOrders, setupChecklist } from "../db/setup-checklist";
import type { AppEnv } from "../http/app-env";
import { ownerSession, requirePermission } from "../http/owner";
import { can, type Permission } from "../owner/permissions";

export const RECENT_ORDERS = 5;

export const ownerSetup = new Hono<AppEnv>().get("/", requirePermission("site:read"), async (c) => {
  const db = c.get("db");
  const websiteId = c.get("website").id;
  // The owner token has no session and acts as an administrator.
  const session = await ownerSession(c);
  const may = (permission: Permission) => !session || can(session.role, permission);
  const today = dayStart(isoDayOf(Date.now()));
  const [checklist, orders, sales, visits, low] = await Promise.all([
    setupChecklist(db, websiteId),
    may("orders:read") ? recentOrders(db, websiteId, RECENT_ORDERS) : null,
    may("orders:read") ? todaysSales(db, websiteId, today) : null,
    may("analytics:read") ? todaysVisits(db, websiteId, today) : null,
    may("products:read") ? lowStock(db, websiteId) : null,
  ]);
  const done = Object.values(checklist).every(Boolean);
  return c.json(
    {
      checklist,
      done,
      recentOrders: orders,
      today: { date: isoDayOf(today), sales, visits },
      lowStock: low,
    },
    200,
  );
});
