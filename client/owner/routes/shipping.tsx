// /config/shipping: the store's shipping zones (countries, optionally regions) and their rates
// (flat, by weight, by order subtotal, free above an amount, local pickup); docs/shipping.md.
// Reading needs products:read, changes shipping:write (the worker refuses the others). The
// screen is its own chunk (shipping-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadZones = () => answer(api.shipping.zones.$get());
export type ZoneRow = Awaited<ReturnType<typeof loadZones>>["zones"][number];
export type RateRow = ZoneRow["rates"][number];

export const shippingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/shipping",
  beforeLoad: requireAccount,
  loader: loadZones,
  component: lazyRouteComponent(() => import("./shipping-screen"), "ShippingScreen"),
  errorComponent: ScreenError,
});
