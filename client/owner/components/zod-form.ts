// The form pattern: a react-aria <Form> whose values are checked by the zod schema the worker
// validates the same call with; the first problem per field is shown under that field
// (validationErrors), and the worker's own answer, if it refuses, in the form's banner.
import type { ZodType, output } from "zod";

export type FieldErrors = Record<string, string>;

export function checkForm<S extends ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A form's text fields as an object (checkboxes become booleans when named in `checkboxes`). */
export function formValues(form: HTMLFormElement, checkboxes: string[] = []): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const [key, value] of data) if (typeof value === "string") values[key] = value;
  for (const name of checkboxes) values[name] = data.get(name) !== null;
  return values;
}
