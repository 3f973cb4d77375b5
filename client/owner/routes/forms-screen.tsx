// The Forms screen (route in forms.tsx, loaded as its own chunk): the site's forms by name with
// their fields and submissions; New form opens the builder of a new form; each form can be
// renamed, duplicated and deleted (after a question). An empty site says how to start.
import { getRouteApi, Link, useNavigate, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Button, Heading, Input, Label, TextField } from "react-aria-components";
import { answer, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { formatDateTime } from "../format-date";
import { builderApi, type FormRow } from "./forms";
import { toast } from "../components/feedback/toast";
import { happened, named } from "../components/feedback/named";
import { EmptyState } from "../components/EmptyState";

const formsRoute = getRouteApi("/forms");

const message = (err: unknown) => (err instanceof Error ? err.message : GENERAL_ERROR);

function RenameButton({ row, onDone }: { row: FormRow; onDone: (error?: string) => void }) {
  const [name, setName] = useState(row.name);
  return (
    <ConfirmDialog
      trigger={<Button aria-label={`Rename ${row.name}`}>Rename</Button>}
      title={`Rename ${row.name}`}
      yesLabel="Rename"
      noLabel="Cancel"
      onAnswer={async (yes) => {
        if (!yes) return setName(row.name);
        try {
          await answer(builderApi[":formId"].rename.$post({ param: { formId: row.id }, json: { name } }));
          toast.success(`${named(row.name, "Form")} renamed to ${named(name, "")}`);
          onDone();
        } catch (err) {
          onDone(message(err));
        }
      }}
    >
      <TextField className="field" value={name} onChange={setName}>
        <Label>New name</Label>
        <Input />
      </TextField>
    </ConfirmDialog>
  );
}

function DeleteButton({ row, onDone }: { row: FormRow; onDone: (error?: string) => void }) {
  return (
    <ConfirmDialog
      trigger={<Button aria-label={`Delete ${row.name}`}>Delete</Button>}
      title={`Delete ${named(row.name, "this form")}?`}
      yesLabel="Delete form"
      noLabel="Keep form"
      onAnswer={async (yes) => {
        if (!yes) return;
        try {
          await answer(builderApi[":formId"].$delete({ param: { formId: row.id } }));
          toast.success(happened(row.name, "Form", "deleted"));
          onDone();
        } catch (err) {
          onDone(message(err));
        }
      }}
    >
      <p>
        Pages showing this form say it is not configured until you choose another. Its {row.submissionCount}{" "}
        submissions stay listed.
      </p>
    </ConfirmDialog>
  );
}

export function FormsScreen() {
  const forms = formsRoute.useLoaderData();
  const router = useRouter();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const done = (error?: string) => {
    setFailure(error);
    void router.invalidate();
  };
  const duplicate = async (row: FormRow) => {
    try {
      await answer(builderApi[":formId"].duplicate.$post({ param: { formId: row.id } }));
      toast.success(happened(row.name, "Form", "duplicated"));
      done();
    } catch (err) {
      done(message(err));
    }
  };
  const create = async () => {
    setPending(true);
    try {
      const { form } = await answer(builderApi.$post({ json: { name: "New form" } }));
      await navigate({ to: "/forms/$formId/edit", params: { formId: form.id } });
    } catch (err) {
      setFailure(message(err));
      setPending(false);
    }
  };

  const column = createColumnHelper<TableFeatureSet, FormRow>();
  const columns = column.columns([
    column.accessor("name", {
      header: "Form",
      cell: (info) => (
        <Link to="/forms/$formId/edit" params={{ formId: info.row.original.id }}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor("fieldCount", { header: "Fields", enableGlobalFilter: false }),
    column.accessor("submissionCount", {
      header: "Submissions",
      enableGlobalFilter: false,
      cell: (info) => (
        <Link
          to="/forms/$formId"
          params={{ formId: info.row.original.id }}
          aria-label={`Submissions of ${info.row.original.name}: ${info.getValue()}`}
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor((f) => f.lastSubmittedOn ?? 0, {
      id: "lastSubmittedOn",
      header: "Last submission",
      cell: (info) => formatDateTime(info.row.original.lastSubmittedOn, "None yet"),
      enableGlobalFilter: false,
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: (info) => (
        <span className="row-actions">
          <RenameButton row={info.row.original} onDone={done} />
          <Button
            aria-label={`Duplicate ${info.row.original.name}`}
            onPress={() => void duplicate(info.row.original)}
          >
            Duplicate
          </Button>
          <DeleteButton row={info.row.original} onDone={done} />
        </span>
      ),
    }),
  ]);

  return (
    <section>
      <Heading level={1}>Forms</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <Button onPress={() => void create()} isDisabled={pending}>
        New form
      </Button>
      {forms.length === 0 ? (
        <EmptyState
          title="No forms yet"
          body="Make one, add its fields and say who is told of each submission, then place it on a page with the page editor's Form block."
          action={
            <Button className="button-primary" onPress={() => void create()} isDisabled={pending}>
              Create your first form
            </Button>
          }
        />
      ) : (
        <DataTable label="Forms" columns={columns} rows={forms} emptyText="No forms match your search." />
      )}
    </section>
  );
}
