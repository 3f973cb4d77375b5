// /config/sign-in: email, password and remember me (POST /api/owner/session).
import { createRoute, Link, redirect, useNavigate, useRouter } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Button, Checkbox, Heading } from "react-aria-components";
import { signInBody } from "../../../worker/owner/schemas";
import { CheckedForm } from "../components/CheckedForm";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { checkForm, formValues, type FieldErrors } from "../components/zod-form";
import { GENERAL_ERROR } from "../api";
import { signIn } from "../session";
import { rootRoute } from "./root";

// While a submission is under way the button says so and a second submit is ignored. Not
// react-aria's isPending, whose announcement would point at the button after the screen has
// replaced it; not disabled, which would drop the keyboard user's focus.
function SignIn() {
  const navigate = useNavigate();
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(undefined);
    const checked = checkForm(signInBody, formValues(event.currentTarget, ["rememberMe"]));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await signIn(checked.data);
      await router.invalidate();
      await navigate({ to: "/products" });
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="auth">
      <Heading level={1}>Sign in</Heading>
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

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sign-in",
  beforeLoad: ({ context }) => {
    if (context.account) throw redirect({ to: "/products" });
  },
  component: SignIn,
});
