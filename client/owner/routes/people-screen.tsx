// The People screen (route in people.tsx, loaded as its own chunk): invite by email with a role,
// the contributors with their roles to change or remove, and the pending invitations to withdraw.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState, type FormEvent } from "react";
import { Button, Heading } from "react-aria-components";
import { invitationBody } from "../../../worker/owner/schemas";
import { ContributorRole } from "../../../worker/owner/roles";
import { answer, api, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { CheckedForm } from "../components/CheckedForm";
import { ErrorBanner } from "../components/ErrorBanner";
import { RoleSelect } from "../components/RoleSelect";
import { TextField } from "../components/TextField";
import { checkForm, formValues, type FieldErrors } from "../components/zod-form";
import { formatDateTime } from "../format-date";
import type { ContributorRow, InvitationRow } from "./people";
import { toast } from "../components/feedback/toast";
import { ROLE_LABELS } from "../../../worker/owner/permissions";

const people = api.people;
const peopleRoute = getRouteApi("/people");

/** Runs a change, then reloads the lists; a refusal goes to the banner. */
function useChange(setFailure: (message: string | undefined) => void) {
  const router = useRouter();
  return async (call: () => Promise<unknown>, done?: string) => {
    setFailure(undefined);
    try {
      await call();
      if (done) toast.success(done);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
    await router.invalidate();
  };
}

export function PeopleScreen() {
  const { contributors, invitations } = peopleRoute.useLoaderData();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [invited, setInvited] = useState<string>();
  const [pending, setPending] = useState(false);
  const change = useChange(setFailure);

  const person = createColumnHelper<TableFeatureSet, ContributorRow>();
  const personColumns = person.columns([
    person.accessor("email", { header: "Email" }),
    person.accessor("roleLabel", {
      header: "Role",
      cell: (info) => {
        const row = info.row.original;
        return (
          <RoleSelect
            id={`role-${row.accountId}`}
            label={`Role of ${row.email}`}
            value={row.role}
            onChange={(role) =>
              void change(
                () =>
                  answer(
                    people.contributors[":accountId"].$put({
                      param: { accountId: row.accountId },
                      json: { role: role as ContributorRole },
                    }),
                  ),
                `${row.email} is now ${ROLE_LABELS[role as ContributorRole]}`,
              )
            }
          />
        );
      },
    }),
    person.accessor("since", {
      header: "Since",
      cell: (info) => formatDateTime(info.getValue()),
      enableGlobalFilter: false,
    }),
    person.display({
      id: "remove",
      header: "Remove",
      cell: (info) => {
        const row = info.row.original;
        return (
          <ConfirmDialog
            trigger={<Button aria-label={`Remove ${row.email}`}>Remove</Button>}
            title={`Remove ${row.email}?`}
            yesLabel="Remove"
            noLabel="Keep"
            onAnswer={(yes) => {
              if (yes)
                void change(
                  () =>
                    answer(
                      people.contributors[":accountId"].$delete({ param: { accountId: row.accountId } }),
                    ),
                  `${row.email} removed from the site`,
                );
            }}
          >
            <p>They lose access to this site at once and are signed out of it.</p>
          </ConfirmDialog>
        );
      },
    }),
  ]);

  const invitation = createColumnHelper<TableFeatureSet, InvitationRow>();
  const invitationColumns = invitation.columns([
    invitation.accessor("email", { header: "Email" }),
    invitation.accessor("roleLabel", { header: "Role" }),
    invitation.accessor("invitedBy", { header: "Invited by" }),
    invitation.accessor("expiresAt", {
      header: "Expires",
      cell: (info) => formatDateTime(info.getValue()),
      enableGlobalFilter: false,
    }),
    invitation.display({
      id: "withdraw",
      header: "Withdraw",
      cell: (info) => {
        const row = info.row.original;
        return (
          <ConfirmDialog
            trigger={<Button aria-label={`Withdraw the invitation of ${row.email}`}>Withdraw</Button>}
            title={`Withdraw the invitation of ${row.email}?`}
            yesLabel="Withdraw"
            noLabel="Keep"
            onAnswer={(yes) => {
              if (yes)
                void change(
                  () => answer(people.invitations[":id"].$delete({ param: { id: row.id } })),
                  `Invitation of ${row.email} withdrawn`,
                );
            }}
          >
            <p>The emailed link stops working.</p>
          </ConfirmDialog>
        );
      },
    }),
  ]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(undefined);
    setInvited(undefined);
    const form = event.currentTarget;
    const values = formValues(form);
    const checked = checkForm(invitationBody, { ...values, role: Number(values.role) });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    await change(async () => {
      const { invitation } = await answer(people.invitations.$post({ json: checked.data }));
      setInvited(`Invitation sent to ${invitation.email}.`);
      form.reset();
    });
    setPending(false);
  };

  return (
    <section>
      <Heading level={1}>People</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {invited ? <p role="status">{invited}</p> : null}
      <CheckedForm onSubmit={submit} aria-label="Invite someone" errors={errors} onErrorsChange={setErrors}>
        <Heading level={2}>Invite someone</Heading>
        <TextField name="email" type="email" label="Email" isRequired />
        <RoleSelect id="invite-role" name="role" label="Role" defaultValue={ContributorRole.VIEWER} />
        <Button type="submit" className="button-primary">
          {pending ? "Sending…" : "Send invitation"}
        </Button>
      </CheckedForm>
      <Heading level={2}>Contributors</Heading>
      <DataTable label="Contributors" columns={personColumns} rows={contributors} emptyText="Nobody yet." />
      <Heading level={2}>Pending invitations</Heading>
      <DataTable
        label="Pending invitations"
        columns={invitationColumns}
        rows={invitations}
        emptyText="No pending invitations."
      />
    </section>
  );
}
