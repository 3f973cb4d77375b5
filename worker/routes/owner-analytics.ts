// The owner dashboard's data, under /api/owner/analytics (analytics:read: administrators, store
// managers and reporting contributors, worker/owner/permissions.ts):
//   GET /?from=YYYY-MM-DD&to=YYYY-MM-DD  -> the rollups of those UTC days (worker/analytics/dashboard.ts)
//   plus the store's currency, for the revenue. Read from the site's own shard (docs/shards.md).
import { Hono } from "hono";
import { readDashboard } from "../analytics/dashboard";
import { dashboardRange } from "../analytics/dashboard-range";
import { shardBinding } from "../db/shards";
import type { AppEnv } from "../http/app-env";
import { requirePermission } from "../http/owner";
import { validate } from "../http/validation";

export const ownerAnalytics = new Hono<AppEnv>()
  .use("*", requirePermission("analytics:read"))
  .get("/", validate("query", dashboardRange), async (c) => {
    const dashboard = await readDashboard(
      shardBinding(c.env, c.get("shard")),
      c.get("website").id,
      c.req.valid("query"),
    );
    const currency = c.get("websiteSettings").storeSettings.selectedCurrency;
    return c.json({ ...dashboard, currency }, 200);
  });
