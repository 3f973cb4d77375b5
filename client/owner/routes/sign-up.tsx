// /config/sign-up: a new site from a starting template, with its first administrator
// (POST /api/owner/sign-up). The site answers on its own host, where its owner then signs in.
import { createRoute, Link } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Button, Heading, Label, Radio, RadioGroup } from "react-aria-components";
import { signUpBody } from "../../../worker/owner/schemas";
import { CheckedForm } from "../components/CheckedForm";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { checkForm, formValues, type FieldErrors } from "../components/zod-form";
import { answer, api, GENERAL_ERROR } from "../api";
import { rootRoute } from "./root";

// While a submission is under way the button says so and a second submit is ignored. Not
// react-aria's isPending, whose announcement would point at the button after the screen has
// replaced it; not disabled, which would drop the keyboard user's focus.
function SignUp() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [siteUrl, setSiteUrl] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(undefined);
    const checked = checkForm(signUpBody, formValues(event.currentTarget));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      const made = await answer(api["sign-up"].$post({ json: checked.data }));
      setSiteUrl(made.siteUrl);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  if (siteUrl) {
    return (
      <section className="auth" aria-live="polite">
        <Heading level={1}>Your site is ready</Heading>
        <p>
          Sign in to your new site at <a href={siteUrl}>{siteUrl}</a>.
        </p>
      </section>
    );
  }

  return (
    <section className="auth">
      <Heading level={1}>Create your site</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <CheckedForm onSubmit={submit} errors={errors} onErrorsChange={setErrors}>
        <TextField name="email" type="email" label="Email" autoComplete="username" isRequired />
        <TextField
          name="password"
          type="password"
          label="Password"
          description="At least 10 characters."
          autoComplete="new-password"
          isRequired
        />
        <TextField name="siteTitle" label="Site title" isRequired />
        <TextField
          name="siteName"
          label="Site name"
          description="Lower-case letters, digits and hyphens; it becomes your site's address."
          isRequired
        />
        <RadioGroup name="template" defaultValue="blank" className="radio-group">
          <Label>Start from</Label>
          <Radio value="blank">A blank site</Radio>
          <Radio value="demo">A copy of the demo store</Radio>
        </RadioGroup>
        <Button type="submit" className="button-primary">
          {pending ? "Creating…" : "Create site"}
        </Button>
      </CheckedForm>
      <p>
        Already have a site? <Link to="/sign-in">Sign in</Link>
      </p>
    </section>
  );
}

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sign-up",
  component: SignUp,
});
