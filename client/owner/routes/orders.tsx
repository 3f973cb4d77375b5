// /config/orders: the site's placed orders as a data table (GET /api/owner/orders, orders:read),
// newest first; each opens its detail (order-detail.tsx). The table searches, sorts and pages the
// rows on the client, like every panel table; the loader reads up to 1,000 orders. A status filter,
// saved views, and the CSV export of what the search and filter show (GET .../export.csv). The
// screen is its own chunk (orders-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { ordersApi } from "./orders-api";
import { rootRoute } from "./root";

const PAGE = 100;

async function loadOrders() {
  const rows = [];
  for (let page = 1; page <= 10; page++) {
    const found = await answer(ordersApi.$get({ query: { page: String(page), limit: String(PAGE) } }));
    rows.push(...found.orders);
    if (rows.length >= found.total) break;
  }
  return rows;
}
export type OrderRow = Awaited<ReturnType<typeof loadOrders>>[number];

export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/orders",
  beforeLoad: requireAccount,
  loader: loadOrders,
  component: lazyRouteComponent(() => import("./orders-screen"), "OrdersScreen"),
  errorComponent: ScreenError,
});
