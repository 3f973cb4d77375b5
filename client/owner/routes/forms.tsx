// /config/forms: the site's forms with their submission counts (GET /api/rest/forms, forms:read);
// each opens its submissions (form-submissions.tsx). The screen is its own chunk
// (forms-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, appApi } from "../api";
import { allPages } from "../all-pages";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const formsApi = appApi.rest.forms;

const loadForms = () =>
  allPages(
    (cursor) => answer(formsApi.$get({ query: { limit: "100", ...(cursor ? { cursor } : {}) } })),
    (page) => page.forms,
  );
export type FormRow = Awaited<ReturnType<typeof loadForms>>[number];

export const formsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forms",
  beforeLoad: requireAccount,
  loader: loadForms,
  component: lazyRouteComponent(() => import("./forms-screen"), "FormsScreen"),
  errorComponent: ScreenError,
});
