// /config/accept-invitation?token=…: the invitation email's page. Shows the site and the role;
// someone without an account chooses a password, someone with one just accepts (and signs in
// with their own password afterwards).
import { createRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { z } from "zod";
import { acceptInvitationBody } from "../../../worker/owner/schemas";
import { answer, appApi, GENERAL_ERROR } from "../api";
import { CheckedForm } from "../components/CheckedForm";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { formValues } from "../components/zod-form";
import { rootRoute } from "./root";

const invitations = appApi.owner.invitations;

function AcceptInvitation() {
  const { token } = acceptInvitationRoute.useSearch();
  const invitation = acceptInvitationRoute.useLoaderData();
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

export const acceptInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/accept-invitation",
  validateSearch: z.object({ token: z.string().catch("") }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps }) => answer(invitations.$get({ query: { token: deps.token } })),
  component: AcceptInvitation,
  errorComponent: ({ error }) => (
    <section className="auth">
      <ErrorBanner message={error instanceof Error ? error.message : GENERAL_ERROR} />
    </section>
  ),
});
