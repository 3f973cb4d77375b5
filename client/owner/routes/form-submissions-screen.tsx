// The submissions screen of a form (route in form-submissions.tsx, loaded as its own chunk): a data
// table with one column per field, newest first, and the CSV export.
import { getRouteApi, Link } from "@tanstack/react-router";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { Button, Heading } from "react-aria-components";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { toCsv } from "../csv";
import { downloadCsv } from "../download";
import { formatDateTime } from "../format-date";
import { submissionColumns, valueText } from "../submission-text";
import type { SubmissionRow } from "./form-submissions";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";

const formSubmissionsRoute = getRouteApi("/forms/$formId");

const column = createColumnHelper<TableFeatureSet, SubmissionRow>();

export function FormSubmissionsScreen() {
  const { name, fields: formFields, submissions } = formSubmissionsRoute.useLoaderData();
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
    downloadCsv(
      `${name ?? formId}-submissions.csv`,
      toCsv(["Submitted", ...fields.map((f) => f.label)], rows),
    );
  };

  return (
    <section>
      <Breadcrumbs
        trail={[{ label: "Forms", to: "/forms" }]}
        current={name ? `Submissions of ${name}` : "Submissions"}
      />
      {name ? (
        <p>
          <Link to="/forms/$formId/edit" params={{ formId }}>
            Edit {name}
          </Link>
        </p>
      ) : null}
      <Heading level={1}>{name ? `Submissions of ${name}` : "Submissions of a deleted form"}</Heading>
      <Button onPress={exportCsv} isDisabled={submissions.length === 0}>
        Export CSV
      </Button>
      <DataTable
        label="Submissions"
        columns={columns}
        rows={submissions}
        emptyText="No submissions match your search."
        empty={{
          title: "No submissions yet",
          body: "What visitors send with this form shows here, newest first, ready to export as CSV.",
        }}
      />
    </section>
  );
}
