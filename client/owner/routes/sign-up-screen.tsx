// /config/sign-up: a new site from a starting template, with its first administrator
// (POST /api/owner/sign-up). The site answers on its own host; the browser goes on to its welcome
// link there, whose one-time handover signs the new administrator in (welcome.tsx, docs/sign-up.md).
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading, Label, Radio, RadioGroup } from "react-aria-components";
import { signUpBody } from "../../../worker/owner/schemas";
import { CheckedForm } from "../components/CheckedForm";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { ErrorBanner } from "../components/ErrorBanner";
import { TextField } from "../components/TextField";
import { answer, api } from "../api";

// While a submission is under way the button says so and a second submit is ignored. Not
// react-aria's isPending, whose announcement would point at the button after the screen has
// replaced it; not disabled, which would drop the keyboard user's focus.
export function SignUp() {
  const [siteUrl, setSiteUrl] = useState<string>();

  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    signUpBody,
    async (data) => {
      const made = await answer(api["sign-up"].$post({ json: data }));
      setSiteUrl(made.siteUrl);
      window.location.assign(made.welcomeUrl);
    },
  );

  if (siteUrl) {
    return (
      <section className="auth" aria-live="polite">
        <Heading level={1}>Your site is ready</Heading>
        <p>
          Opening your new site at <a href={siteUrl}>{siteUrl}</a>…
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
