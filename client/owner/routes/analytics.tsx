// /config/analytics: the site's analytics dashboard (analytics:read). The screen is its own chunk
// (analytics-dashboard.tsx), loaded only when an owner opens it; its range lives in the search
// params (analytics-search.ts), so a reload or a shared link shows the same days.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { analyticsSearch } from "../analytics-search";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const analyticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/analytics",
  validateSearch: analyticsSearch,
  beforeLoad: requireAccount,
  component: lazyRouteComponent(() => import("./analytics-dashboard"), "AnalyticsDashboard"),
});
