// /config/reviews?status=pending|published|rejected: the store's product reviews of one status
// (GET /api/owner/reviews, products:read), newest first; Publish, Reject and Delete each review
// (products:write; Delete after a question). The screen is its own chunk (reviews-screen.tsx),
// loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { allPages } from "../all-pages";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { reviewSearch, type ReviewStatus } from "./review-search";
import { rootRoute } from "./root";

const loadReviews = (status: ReviewStatus) =>
  allPages(
    (cursor) => answer(api.reviews.$get({ query: { status, limit: "50", ...(cursor ? { cursor } : {}) } })),
    (page) => page.reviews,
  );
export type ReviewRow = Awaited<ReturnType<typeof loadReviews>>[number];

export const reviewsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reviews",
  beforeLoad: requireAccount,
  validateSearch: reviewSearch,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: ({ deps }) => loadReviews(deps.status),
  component: lazyRouteComponent(() => import("./reviews-screen"), "ReviewsScreen"),
  errorComponent: ScreenError,
});
