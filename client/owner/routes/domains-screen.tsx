// The Domains screen (route in domains.tsx, loaded as its own chunk): the form that connects a
// domain, and the site's addresses with their state (the TXT record a pending one needs), Verify
// and Remove (after a question).
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { Button, Heading } from "react-aria-components";
import { domainBody } from "../../../worker/domains/hostname";
import { answer, api, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { CheckedForm } from "../components/CheckedForm";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import type { DomainRow } from "./domains";
import { toast } from "../components/feedback/toast";
import { FirstStepButton } from "../components/feedback/FirstStepButton";

const domains = api.domains;
const domainsRoute = getRouteApi("/domains");

/** What a pending domain needs, or where a verified one stands. */
function Status({ row }: { row: DomainRow }) {
  if (row.primary) return <span>Your site's address</span>;
  if (!row.record) return <span>Connected</span>;
  return (
    <span>
      Pending: add a TXT record named <code>{row.record.name}</code> with the value{" "}
      <code>{row.record.value}</code>
    </span>
  );
}

function Actions({ row, onDone }: { row: DomainRow; onDone: (error?: string) => void }) {
  if (row.primary) return null;
  /** Runs a call; once it succeeded, `done` (if any) says so in a toast. */
  const act = async (call: () => Promise<unknown>, done?: string) => {
    try {
      await call();
      if (done) toast.success(done);
      onDone();
    } catch (err) {
      onDone(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };
  return (
    <>
      {row.record ? (
        <Button
          aria-label={`Verify ${row.host}`}
          onPress={() => void act(() => answer(domains[":host"].verify.$post({ param: { host: row.host } })))}
        >
          Verify
        </Button>
      ) : null}
      <ConfirmDialog
        trigger={<Button aria-label={`Remove ${row.host}`}>Remove</Button>}
        title={`Remove ${row.host}?`}
        yesLabel="Remove domain"
        noLabel="Keep domain"
        onAnswer={async (yes) => {
          if (yes)
            await act(
              () => answer(domains[":host"].$delete({ param: { host: row.host } })),
              `${row.host} removed`,
            );
        }}
      >
        <p>Visitors on this address stop reaching your site at once.</p>
      </ConfirmDialog>
    </>
  );
}

export function DomainsScreen() {
  const { domains: rows } = domainsRoute.useLoaderData();
  const router = useRouter();

  const afterAction = (error?: string) => {
    setFailure(error);
    void router.invalidate();
  };

  const column = createColumnHelper<TableFeatureSet, DomainRow>();
  const columns = column.columns([
    column.accessor("host", { header: "Domain" }),
    column.display({ id: "status", header: "Status", cell: (info) => <Status row={info.row.original} /> }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: (info) => <Actions row={info.row.original} onDone={afterAction} />,
    }),
  ]);

  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    domainBody,
    async (data, form) => {
      await answer(domains.$post({ json: data }));
      toast.success(`${data.host} added; add its TXT record to connect it`);
      form.reset();
      await router.invalidate();
    },
  );

  return (
    <section>
      <Heading level={1}>Domains</Heading>
      <p>
        Point your domain's DNS at this service, connect it here, and prove it is yours with the TXT record
        shown; it answers visitors once verified.
      </p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <CheckedForm
        onSubmit={submit}

        aria-label="Connect a domain"
        errors={errors}
        onErrorsChange={setErrors}
      >
        <TextField name="host" label="Domain" description="For example shop.example.com." isRequired />
        <Button type="submit" className="button-primary">
          {pending ? "Connecting…" : "Connect domain"}
        </Button>
      </CheckedForm>
      <DataTable
        label="Domains"
        columns={columns}
        rows={rows}
        emptyText="No domains match your search."
        empty={{
          title: "No domains yet",
          body: "Connect an address you own, like shop.example.com, and visitors reach your site there.",
          action: <FirstStepButton form="Connect a domain">Connect your first domain</FirstStepButton>,
        }}
      />
    </section>
  );
}
