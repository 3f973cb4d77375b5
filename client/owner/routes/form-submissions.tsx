// /config/forms/{formId}: a form's submissions as a data table, one column per field, newest
// first (GET /api/rest/forms/{formId}/submissions, forms:read), exported as CSV. The screen is its
// own chunk (form-submissions-screen.tsx), loaded when opened.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { answer } from "../api";
import { allPages } from "../all-pages";
import { ScreenError } from "../components/ScreenError";
import { formsApi } from "./forms";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadPage = (formId: string, cursor: string | undefined) =>
  answer(
    formsApi[":formId"].submissions.$get({
      param: { formId },
      query: { limit: "100", ...(cursor ? { cursor } : {}) },
    }),
  );

async function loadSubmissions(formId: string) {
  let fields: { id: string; label: string }[] = [];
  let name: string | null = null;
  const submissions = await allPages(
    (cursor) => loadPage(formId, cursor),
    (page) => ((fields = page.fields), (name = page.name), page.submissions),
  );
  return { name, fields, submissions };
}
export type SubmissionRow = Awaited<ReturnType<typeof loadSubmissions>>["submissions"][number];

export const formSubmissionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forms/$formId",
  beforeLoad: requireAccount,
  loader: ({ params }) => loadSubmissions(params.formId),
  component: lazyRouteComponent(() => import("./form-submissions-screen"), "FormSubmissionsScreen"),
  errorComponent: ScreenError,
});
