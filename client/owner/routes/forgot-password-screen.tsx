// /config/forgot-password: asks for a link to choose a new password (POST /api/owner/password-reset).
// The answer is the same whether or not the email has an account, so the screen shows it as it is.
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { passwordResetRequestBody } from "../../../worker/owner/schemas";
import { CheckedForm } from "../components/CheckedForm";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { answer, api } from "../api";

export function ForgotPassword() {
  const [sent, setSent] = useState<string>();

  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    passwordResetRequestBody,
    async (data) => {
      const body = await answer(api["password-reset"].$post({ json: data }));
      setSent(body.message);
    },
  );

  return (
    <section className="auth">
      <Heading level={1}>Reset your password</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <CheckedForm onSubmit={submit} errors={errors} onErrorsChange={setErrors}>
          <TextField name="email" type="email" label="Email" autoComplete="username" isRequired autoFocus />
          <Button type="submit" className="button-primary">
            {pending ? "Sending…" : "Send me a link"}
          </Button>
        </CheckedForm>
      )}
      <p>
        <Link to="/sign-in">Back to sign-in</Link>
      </p>
    </section>
  );
}
