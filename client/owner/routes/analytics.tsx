// /config/analytics: the site's analytics dashboard (analytics:read). The screen is its own chunk
// (analytics-dashboard.tsx), loaded only when an owner opens it.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const analyticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/analytics",
  beforeLoad: requireAccount,
  component: lazyRouteComponent(() => import("./analytics-dashboard"), "AnalyticsDashboard"),
});
