// The Forms screen (route in forms.tsx, loaded as its own chunk): the site's forms as a data table
// with their submission counts; each opens its submissions.
import { getRouteApi, Link } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { Heading } from "react-aria-components";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { formatDateTime } from "../format-date";
import type { FormRow } from "./forms";

const formsRoute = getRouteApi("/forms");

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

export function FormsScreen() {
  const forms = formsRoute.useLoaderData();
  return (
    <section>
      <Heading level={1}>Form submissions</Heading>
      <DataTable label="Forms" columns={columns} rows={forms} emptyText="No forms match your search." />
    </section>
  );
}
