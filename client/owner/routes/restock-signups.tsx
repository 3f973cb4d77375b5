// /config/restock/{productId}/{variantId}: one variant's restock sign-ups, newest first
// (GET .../restock?productId&variantId, restock:read). The screen is its own chunk
// (restock-signups-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
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

/**
 * How the screen names the variant: its product's title and the variant's option values
 * ('Linen Apron, L / Natural'), its SKU apart; undefined when the product is gone. Every role with
 * restock:read has products:read (worker/owner/permissions.ts).
 */
async function loadVariantName(productId: string, variantId: string) {
  const { product } = await answer(api.catalog.products[":productId"].$get({ param: { productId } }));
  const variant = product.variants.find((v) => v.id === variantId);
  const values = product.options.map((o) => variant?.attributes[o]).filter((v) => v);
  return { title: product.title, options: values.join(" / "), sku: variant?.sku ?? "" };
}
export type VariantName = Awaited<ReturnType<typeof loadVariantName>>;

export const restockSignupsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/restock/$productId/$variantId",
  beforeLoad: requireAccount,
  loader: async ({ params }) => {
    const [signUps, name] = await Promise.all([
      loadSignups(params.productId, params.variantId),
      loadVariantName(params.productId, params.variantId).catch(() => undefined),
    ]);
    return { signUps, name };
  },
  component: lazyRouteComponent(() => import("./restock-signups-screen"), "RestockSignupsScreen"),
  errorComponent: ScreenError,
});
