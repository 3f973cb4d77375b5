// /config/orders/{orderId}: one order (GET /api/owner/orders/{orderId}): its lines, totals,
// customer, address and payment, its refunds, and for a role with orders:write: Fulfil with a
// carrier and tracking number, Cancel (both behind the confirm dialog) and Refund (RefundDialog).
// The screen is its own chunk (order-detail-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { ordersApi } from "./orders-api";
import { rootRoute } from "./root";

const loadOrder = (orderId: string) => answer(ordersApi[":orderId"].$get({ param: { orderId } }));

export const orderDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/orders/$orderId",
  beforeLoad: requireAccount,
  loader: ({ params }) => loadOrder(params.orderId),
  component: lazyRouteComponent(() => import("./order-detail-screen"), "OrderDetailScreen"),
  errorComponent: ScreenError,
});
