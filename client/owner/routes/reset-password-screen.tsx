// /config/reset-password?token=…: the emailed link's page, where the owner chooses a new password
// (POST /api/owner/password-reset/confirm). Every session of the account ends; they sign in again.
import { getRouteApi, Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { passwordResetBody } from "../../../worker/owner/schemas";
import { CheckedForm } from "../components/CheckedForm";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { formValues } from "../components/zod-form";
import { answer, api } from "../api";

const resetRoute = getRouteApi("/reset-password");

export function ResetPassword() {
  const { token } = resetRoute.useSearch();
  const [done, setDone] = useState<string>();

  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    passwordResetBody,
    async (data) => {
      const body = await answer(api["password-reset"].confirm.$post({ json: data }));
      setDone(body.message);
    },
    { read: (form) => ({ ...formValues(form), token }), bannerFields: ["token"] },
  );

  return (
    <section className="auth">
      <Heading level={1}>Choose a new password</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {done ? (
        <p role="status">
          {done} <Link to="/sign-in">Sign in</Link>
        </p>
      ) : (
        <CheckedForm onSubmit={submit} errors={errors} onErrorsChange={setErrors}>
          <TextField
            name="password"
            type="password"
            label="New password"
            description="At least 10 characters."
            autoComplete="new-password"
            isRequired
            autoFocus
          />
          <Button type="submit" className="button-primary">
            {pending ? "Saving…" : "Save the new password"}
          </Button>
        </CheckedForm>
      )}
    </section>
  );
}
