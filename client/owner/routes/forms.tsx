// /config/forms: the site's forms with their fields and submissions (GET /api/owner/forms, forms:read
// or forms:write); New form, rename, duplicate and delete; each opens its builder
// (form-builder.tsx) and its submissions (form-submissions.tsx). The screen is its own chunk
// (forms-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer, api, appApi } from "../api";
import { ScreenError } from "../components/ScreenError";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

/** The submissions calls (/api/rest/forms); the builder's are `builderApi`. */
export const formsApi = appApi.rest.forms;
export const builderApi = api.forms;

const loadForms = async () => (await answer(builderApi.$get())).forms;
export type FormRow = Awaited<ReturnType<typeof loadForms>>[number];

export const formsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forms",
  beforeLoad: requireAccount,
  loader: loadForms,
  component: lazyRouteComponent(() => import("./forms-screen"), "FormsScreen"),
  errorComponent: ScreenError,
});
