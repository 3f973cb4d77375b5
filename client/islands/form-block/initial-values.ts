// A form's answers before the visitor types: each field's empty shape (worker/forms/field-values.ts),
// the phone in the parts it shows, hidden fields from the page URL's query, else their default.
import type { FieldDefinition } from "../../../worker/forms/field-types";
import { emptyValue, hiddenFieldValue, type FieldValue } from "../../../worker/forms/field-values";

export function initialValues(
  fields: FieldDefinition[],
  query?: URLSearchParams,
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value =
      field.type === "hidden" && query
        ? hiddenFieldValue(field, query)
        : field.type === "phone" && !field.showCountryCode
          ? ["", "", ""] // 3 parts; the worker prepends the empty country code (spec section 3)
          : emptyValue(field);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}
