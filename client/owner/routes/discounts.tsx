// /config/discounts: the store's discount codes and automatic discounts (docs/discounts.md). The
// table shows each one's status (active, scheduled, expired, used up, off) and uses; the form
// above makes or edits one; delete asks first. The screen is its own chunk (discounts-screen.tsx),
// loaded when opened, with the products and categories the form's limits choose from.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

async function loadDiscounts() {
  const [discounts, products, categories] = await Promise.all([
    answer(api.discounts.$get()),
    answer(api.products.$get()),
    answer(api.catalog.categories.$get()),
  ]);
  return {
    discounts: discounts.discounts,
    products: products.products.map((p) => ({ id: p.id, name: p.title })),
    categories: categories.items.map((c) => c.name),
  };
}
export type DiscountsData = Awaited<ReturnType<typeof loadDiscounts>>;

export const discountsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/discounts",
  beforeLoad: requireAccount,
  loader: loadDiscounts,
  component: lazyRouteComponent(() => import("./discounts-screen"), "DiscountsScreen"),
  errorComponent: ScreenError,
});
