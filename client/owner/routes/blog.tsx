// /config/blog/$collectionId: the posts of a blog or the events of an events collection (made in
// Pages), and /config/comments: comments waiting for approval and the site's comment and like
// settings. The screens are their own chunk (blog-screen.tsx), loaded only when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/blog/$collectionId",
  beforeLoad: requireAccount,
  loader: ({ params }) =>
    answer(
      api.blog.collections[":collectionId"].items.$get({ param: { collectionId: params.collectionId } }),
    ),
  component: lazyRouteComponent(() => import("./blog-screen"), "BlogScreen"),
  errorComponent: ScreenError,
});

export const commentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/comments",
  beforeLoad: requireAccount,
  loader: async () => {
    const [{ comments }, settings] = await Promise.all([
      answer(api.blog.comments.$get({ query: {} })),
      answer(api.blog.settings.$get()),
    ]);
    return { comments, settings };
  },
  component: lazyRouteComponent(() => import("./blog-screen"), "CommentsScreen"),
  errorComponent: ScreenError,
});
