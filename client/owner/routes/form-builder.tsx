// /config/forms/{formId}/edit: the form builder (GET /api/owner/forms/{formId}, saved with PUT).
// The screen is its own chunk (form-builder-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer } from "../api";
import { ScreenError } from "../components/ScreenError";
import { builderApi } from "./forms";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadForm = async (formId: string) =>
  (await answer(builderApi[":formId"].$get({ param: { formId } }))).form;
export type BuiltForm = Awaited<ReturnType<typeof loadForm>>;

export const formBuilderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forms/$formId/edit",
  beforeLoad: requireAccount,
  loader: ({ params }) => loadForm(params.formId),
  component: lazyRouteComponent(() => import("./form-builder-screen"), "FormBuilderScreen"),
  errorComponent: ScreenError,
});
