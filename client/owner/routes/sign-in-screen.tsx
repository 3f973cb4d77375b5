// /config/sign-in: email, password and remember me (POST /api/owner/session). Also what the
// welcome screen shows, with its refusal, when sign-up's handover is refused (welcome.tsx).
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Checkbox, Heading } from "react-aria-components";
import { signInBody } from "../../../worker/owner/schemas";
import { CheckedForm } from "../components/CheckedForm";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { formValues } from "../components/zod-form";
import { signIn } from "../session";

// While a submission is under way the button says so and a second submit is ignored. Not
// react-aria's isPending, whose announcement would point at the button after the screen has
// replaced it; not disabled, which would drop the keyboard user's focus.
export function SignIn({ notice }: { notice?: string | undefined }) {
  const [shownNotice, setShownNotice] = useState(notice);
  const navigate = useNavigate();
  const router = useRouter();

  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    signInBody,
    async (data) => {
      await signIn(data);
      await router.invalidate();
      await navigate({ to: "/products" });
    },
    { read: (form) => formValues(form, ["rememberMe"]) },
  );

  return (
    <section className="auth">
      <Heading level={1}>Sign in</Heading>
      {shownNotice && !failure ? (
        <ErrorBanner message={shownNotice} onDismiss={() => setShownNotice(undefined)} />
      ) : null}
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <CheckedForm onSubmit={submit} errors={errors} onErrorsChange={setErrors}>
        <TextField name="email" type="email" label="Email" autoComplete="username" isRequired autoFocus />
        <TextField
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          isRequired
        />
        <Checkbox name="rememberMe" value="on" className="checkbox">
          <span className="checkbox-box" aria-hidden="true" />
          Remember me
        </Checkbox>
        <Button type="submit" className="button-primary">
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </CheckedForm>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p>
        New to Atelier? <Link to="/sign-up">Create a site</Link>
      </p>
    </section>
  );
}
