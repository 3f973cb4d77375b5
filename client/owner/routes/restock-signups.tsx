// /config/restock/{productId}/{variantId}: one variant's restock sign-ups, newest first
// (GET .../restock?productId&variantId, restock:read). The screen is its own chunk
// (restock-signups-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer } from "../api";
import { allPages } from "../all-pages";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { restockApi } from "./restock-api";
import { rootRoute } from "./root";

const loadSignups = (productId: string, variantId: string) =>
  allPages(
    (cursor) =>
      answer(
        restockApi.$get({
          query: { productId, variantId, limit: "100", ...(cursor ? { cursor } : {}) },
        }),
      ),
    (page) => page.signUps,
  );
export type SignupRow = Awaited<ReturnType<typeof loadSignups>>[number];

export const restockSignupsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/restock/$productId/$variantId",
  beforeLoad: requireAccount,
  loader: ({ params }) => loadSignups(params.productId, params.variantId),
  component: lazyRouteComponent(() => import("./restock-signups-screen"), "RestockSignupsScreen"),
  errorComponent: ScreenError,
});
