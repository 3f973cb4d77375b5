// /config/products: the site's products as a data table (GET /api/owner/products, products:read).
// The screen is its own chunk (products-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ScreenError } from "../components/ScreenError";
import { answer, api } from "../api";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadProducts = () => answer(api.products.$get());
export type ProductRow = Awaited<ReturnType<typeof loadProducts>>["products"][number];

export const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/products",
  beforeLoad: requireAccount,
  loader: loadProducts,
  component: lazyRouteComponent(() => import("./products-screen"), "ProductsScreen"),
  errorComponent: ScreenError,
});
