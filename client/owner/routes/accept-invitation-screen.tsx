// /config/accept-invitation?token=…: the invitation email's page. Shows the site and the role;
// someone without an account chooses a password, someone with one just accepts (and signs in
// with their own password afterwards).
import { getRouteApi, Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { acceptInvitationBody } from "../../../worker/owner/schemas";
import { answer, appApi } from "../api";
import { CheckedForm } from "../components/CheckedForm";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { formValues } from "../components/zod-form";

const invitations = appApi.owner.invitations;
const invitationRoute = getRouteApi("/accept-invitation");

export function AcceptInvitation() {
  const { token } = invitationRoute.useSearch();
  const invitation = invitationRoute.useLoaderData();
  const [done, setDone] = useState(false);

  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    acceptInvitationBody,
    async (data) => {
      await answer(invitations.accept.$post({ json: data }));
      setDone(true);
    },
    { read: (form) => ({ ...formValues(form), token }), bannerFields: ["token"] },
  );

  return (
    <section className="auth">
      <Heading level={1}>Join {invitation.siteTitle}</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {done ? (
        <p role="status">
          You now contribute to {invitation.siteTitle} as {invitation.roleLabel}.{" "}
          <Link to="/sign-in">Sign in</Link>
        </p>
      ) : (
        <CheckedForm onSubmit={submit} errors={errors} onErrorsChange={setErrors}>
          <p>
            {invitation.email} is invited as {invitation.roleLabel}.
          </p>
          {invitation.hasAccount ? (
            <p>You already have an account: accept, then sign in with your password.</p>
          ) : (
            <TextField
              name="password"
              type="password"
              label="Choose a password"
              description="At least 10 characters."
              autoComplete="new-password"
              isRequired
              autoFocus
            />
          )}
          <Button type="submit" className="button-primary">
            {pending ? "Accepting…" : "Accept the invitation"}
          </Button>
        </CheckedForm>
      )}
    </section>
  );
}
