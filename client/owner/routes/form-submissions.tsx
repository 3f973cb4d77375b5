// /config/forms/{formId}: a form's submissions as a data table, one column per field, newest
// first (GET /api/rest/forms/{formId}/submissions, forms:read), exported as CSV.
import { createRoute, Link } from "@tanstack/react-router";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { Button, Heading } from "react-aria-components";
import { answer } from "../api";
import { allPages } from "../all-pages";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ScreenError } from "../components/ScreenError";
import { toCsv } from "../csv";
import { downloadCsv } from "../download";
import { formatDateTime } from "../format-date";
import { submissionColumns, valueText } from "../submission-text";
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
  const submissions = await allPages(
    (cursor) => loadPage(formId, cursor),
    (page) => ((fields = page.fields), page.submissions),
  );
  return { fields, submissions };
}
type SubmissionRow = Awaited<ReturnType<typeof loadSubmissions>>["submissions"][number];

const column = createColumnHelper<TableFeatureSet, SubmissionRow>();

function Submissions() {
  const { fields: formFields, submissions } = formSubmissionsRoute.useLoaderData();
  const { formId } = formSubmissionsRoute.useParams();
  const fields = useMemo(() => submissionColumns(formFields, submissions), [formFields, submissions]);
  const columns = useMemo(
    () =>
      [
        column.accessor("createdOn", {
          header: "Submitted",
          cell: (info) => formatDateTime(info.getValue()),
          enableGlobalFilter: false,
        }),
        ...fields.map(({ id, label }) =>
          column.accessor((s) => valueText(s.values[id]), { id: `field-${id}`, header: label }),
        ),
      ] as ColumnDef<TableFeatureSet, SubmissionRow, any>[],
    [fields],
  );

  const exportCsv = () => {
    const rows = submissions.map((s) => [
      new Date(s.createdOn).toISOString(),
      ...fields.map(({ id }) => valueText(s.values[id])),
    ]);
    downloadCsv(`${formId}-submissions.csv`, toCsv(["Submitted", ...fields.map((f) => f.label)], rows));
  };

  return (
    <section>
      <p>
        <Link to="/forms">Back to forms</Link>
      </p>
      <Heading level={1}>Submissions of {formId}</Heading>
      <Button onPress={exportCsv} isDisabled={submissions.length === 0}>
        Export CSV
      </Button>
      <DataTable
        label="Submissions"
        columns={columns}
        rows={submissions}
        emptyText="No submissions match your search."
      />
    </section>
  );
}

export const formSubmissionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forms/$formId",
  beforeLoad: requireAccount,
  loader: ({ params }) => loadSubmissions(params.formId),
  component: Submissions,
  errorComponent: ScreenError,
});
