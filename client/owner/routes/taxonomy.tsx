// /config/categories-and-tags: the store's categories and tags (spec section 2's tag and category
// management): add, edit, merge, remove. Rows are chosen with checkboxes; edit takes exactly one
// ('You may only edit one {tagType} at a time'), merge two or more, remove asks first. The screen
// is its own chunk (taxonomy-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const load = async () => {
  const [tags, categories] = await Promise.all([
    answer(api.catalog.tags.$get()),
    answer(api.catalog.categories.$get()),
  ]);
  return { tags: tags.items, categories: categories.items };
};
export type Item = Awaited<ReturnType<typeof load>>["tags"][number];

export const taxonomyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/categories-and-tags",
  beforeLoad: requireAccount,
  loader: load,
  component: lazyRouteComponent(() => import("./taxonomy-screen"), "TaxonomyScreen"),
  errorComponent: ScreenError,
});
