// /config/taxes: the store's tax rates by country and region, and whether prices are entered with
// tax included (docs/taxes.md). Reading needs products:read, changing taxes:write. The screen is
// its own chunk (taxes-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const taxesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/taxes",
  beforeLoad: requireAccount,
  loader: () => answer(api.taxes.$get()),
  component: lazyRouteComponent(() => import("./taxes-screen"), "TaxesScreen"),
  errorComponent: ScreenError,
});
