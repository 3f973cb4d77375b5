// The panel's form submission, once for every form: the values read from the form are checked
// with the call's zod schema (problems under their fields, or in the banner for values that are no
// field, such as a link's token), then sent, one submission at a time; a refusal from the worker
// goes to the form's banner in its own words.
import { useState, type FormEvent } from "react";
import type { ZodType, output } from "zod";
import { GENERAL_ERROR } from "../api";
import { checkForm, formValues, type FieldErrors } from "./zod-form";

interface Options {
  /** The values to check, from the form (default: its text fields). */
  read?: (form: HTMLFormElement) => unknown;
  /** Checked values that have no field of their own: their problem is shown in the banner. */
  bannerFields?: string[];
}

export function useCheckedSubmit<S extends ZodType>(
  schema: S,
  send: (data: output<S>, form: HTMLFormElement) => Promise<void>,
  { read = (form) => formValues(form), bannerFields = [] }: Options = {},
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(undefined);
    const form = event.currentTarget;
    const checked = checkForm(schema, read(form));
    if (!checked.ok) {
      const banner = bannerFields.map((field) => checked.errors[field]).find((e) => e !== undefined);
      if (banner) setFailure(banner);
      return setErrors(checked.errors);
    }
    setErrors({});
    setPending(true);
    try {
      await send(checked.data, form);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    } finally {
      setPending(false);
    }
  };

  return { submit, errors, setErrors, failure, setFailure, pending };
}
