// /config/forms: the site's forms with their submission counts (GET /api/rest/forms, forms:read);
// each opens its submissions (form-submissions.tsx).
import { createRoute, Link } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { Heading } from "react-aria-components";
import { answer, appApi } from "../api";
import { allPages } from "../all-pages";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ScreenError } from "../components/ScreenError";
import { formatDateTime } from "../format-date";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

export const formsApi = appApi.rest.forms;

const loadForms = () =>
  allPages(
    (cursor) => answer(formsApi.$get({ query: { limit: "100", ...(cursor ? { cursor } : {}) } })),
    (page) => page.forms,
  );
type FormRow = Awaited<ReturnType<typeof loadForms>>[number];

export const formName = (form: { id: string; name: string | null }) => form.name ?? form.id;

const column = createColumnHelper<TableFeatureSet, FormRow>();
const columns = column.columns([
  column.accessor((f) => formName(f), {
    id: "name",
    header: "Form",
    cell: (info) => (
      <Link to="/forms/$formId" params={{ formId: info.row.original.id }}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor("submissionCount", { header: "Submissions", enableGlobalFilter: false }),
  column.accessor((f) => f.lastSubmittedOn ?? 0, {
    id: "lastSubmittedOn",
    header: "Last submission",
    cell: (info) => formatDateTime(info.row.original.lastSubmittedOn, "None yet"),
    enableGlobalFilter: false,
  }),
]);

function Forms() {
  const forms = formsRoute.useLoaderData();
  return (
    <section>
      <Heading level={1}>Form submissions</Heading>
      <DataTable label="Forms" columns={columns} rows={forms} emptyText="No forms match your search." />
    </section>
  );
}

export const formsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forms",
  beforeLoad: requireAccount,
  loader: loadForms,
  component: Forms,
  errorComponent: ScreenError,
});
