// /config/products/new and /config/products/$productId: the product editor. One form over the
// shared zod schema (worker/catalog-admin/schemas.ts): store page, title, URL, description, type,
// visibility, tags and categories, options and a variants table (prices, sale prices, stock),
// images by URL, a subscription plan and merchandising settings. Saved with POST or PUT
// /api/owner/catalog/products; an existing variant's stock changes in the stock dialog. The editor
// is its own chunk (product-editor-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent, useRouter } from "@tanstack/react-router";
import { ApiError } from "../api";
import { ErrorBanner } from "../components/ErrorBanner";
import { requireAccount } from "./guards";
import { loadEditor } from "./product-editor-load";
import { UNABLE_TO_LOAD } from "../components/ScreenError";
import { rootRoute } from "./root";
import { ScreenSkeleton } from "../components/feedback/Skeleton";

const errorComponent = function EditorError({ error }: { error: unknown }) {
  const router = useRouter();
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
    return <ErrorBanner message={error.message} />;
  }
  return <ErrorBanner message={UNABLE_TO_LOAD} onRetry={() => void router.invalidate()} />;
};

const pendingComponent = () => <ScreenSkeleton shape="form" />;

export const newProductRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/products/new",
  beforeLoad: requireAccount,
  loader: () => loadEditor(undefined),
  component: lazyRouteComponent(() => import("./product-editor-screen"), "NewProductScreen"),
  errorComponent,
  pendingComponent,
});

export const editProductRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/products/$productId",
  beforeLoad: requireAccount,
  validateSearch: (search: Record<string, unknown>): { saved?: number } =>
    search.saved === undefined ? {} : { saved: 1 },
  loader: ({ params }) => loadEditor(params.productId),
  component: lazyRouteComponent(() => import("./product-editor-screen"), "EditProductScreen"),
  errorComponent,
  pendingComponent,
});
