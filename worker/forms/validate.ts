// Validating a visitor's answers against the form's definition (spec section 5). The same rules
// run in the browser first and in the worker (POST /api/rest/forms/validate/{formId} and
// SaveFormSubmission); errors are keyed by field id, one message per field.
import { isValidEmail } from "./email-check";
import type { FieldDefinition, FormDefinition } from "./field-types";
import { isEmptyValue, normalizeFieldValue, type FieldValue } from "./field-values";
import {
  CHARACTER_LIMIT_EXCEEDED,
  EMAIL_NOT_VALID,
  FIELD_VALUE_MALFORMED,
  LIKERT_MISSING_QUESTION,
  notAnExpectedOption,
  REQUIRED,
  UNKNOWN_FIELD,
} from "./messages";
import { effectiveMaxLength } from "./textarea-counter";

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, FieldValue>;

export type FormCheck = { ok: true; values: FormValues } | { ok: false; errors: FieldErrors };

/** The one message for a field's (already shaped) value, or undefined when it is valid. */
export function fieldError(field: FieldDefinition, value: FieldValue | undefined): string | undefined {
  if (field.type === "section") return undefined; // always valid
  if (field.type === "likert") return likertError(field, value as Record<string, string[]>);
  if (isEmptyValue(value)) return field.required ? REQUIRED : undefined;
  switch (field.type) {
    case "email":
      return isValidEmail(value) ? undefined : EMAIL_NOT_VALID;
    case "textarea": {
      const max = effectiveMaxLength(field.maxLength);
      return max > 0 && (value as string).length > max ? CHARACTER_LIMIT_EXCEEDED : undefined;
    }
    case "radio":
    case "select":
      return offered(field.options, [value as string]);
    case "checkbox":
      return offered(field.options, value as string[]);
    default:
      return undefined;
  }
}

function offered(options: readonly string[], chosen: readonly string[]): string | undefined {
  const stray = chosen.find((value) => !options.includes(value));
  return stray === undefined ? undefined : notAnExpectedOption(stray);
}

function likertError(field: FieldDefinition & { type: "likert" }, value: Record<string, string[]>) {
  for (const [question, answers] of Object.entries(value)) {
    if (!field.questions.includes(question)) return notAnExpectedOption(question);
    const stray = offered(field.answers, answers);
    if (stray) return stray;
  }
  if (!field.required) return undefined;
  const missing = field.questions.some((question) => (value[question] ?? []).length === 0);
  return missing ? LIKERT_MISSING_QUESTION : undefined;
}

/**
 * Shapes and checks every answer. `sent` is the parsed `form` object (field id -> value); fields
 * it leaves out count as empty, ids the form does not have are errors, section fields are dropped.
 */
export function checkForm(form: Pick<FormDefinition, "fields">, sent: Record<string, unknown>): FormCheck {
  const errors: FieldErrors = {};
  const values: FormValues = {};
  const known = new Set(form.fields.map((field) => field.id));
  for (const id of Object.keys(sent)) if (!known.has(id)) errors[id] = UNKNOWN_FIELD(id);
  for (const field of form.fields) {
    const shaped = normalizeFieldValue(field, Object.hasOwn(sent, field.id) ? sent[field.id] : undefined);
    if (!shaped.ok) {
      errors[field.id] = FIELD_VALUE_MALFORMED;
      continue;
    }
    const error = fieldError(field, shaped.value);
    if (error) errors[field.id] = error;
    else if (shaped.value !== undefined) values[field.id] = shaped.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
