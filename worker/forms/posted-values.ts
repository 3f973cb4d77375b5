// A form block's answers as a browser posts them without script (application/x-www-form-urlencoded,
// the names client/islands/form-block/FormField.tsx gives its controls), in the shape the block's
// JSON sends (field id -> value), for the same checks (worker/forms/validate.ts):
//   a single value           its field id
//   a list of sub-values     `id.n`, n the part's place (a phone without country code: 3 parts)
//   checkbox                 its field id, once per ticked option
//   likert                   `id.q`, q the question's place: the question's one answer
import type { FieldDefinition } from "./field-types";
import { emptyValue, type FieldValue } from "./field-values";
import { SUB_VALUE_PARTS } from "./sub-values";

export type Posted = { get(name: string): string | null; getAll(name: string): string[] };

export function postedValues(fields: FieldDefinition[], body: Posted): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const id = field.id;
    switch (field.type) {
      case "section":
        continue;
      case "address":
      case "date":
      case "name":
      case "time":
      case "phone": {
        const count =
          field.type === "phone" && !field.showCountryCode ? 3 : SUB_VALUE_PARTS[field.type].length;
        values[id] = Array.from({ length: count }, (_, i) => body.get(`${id}.${i}`) ?? "");
        break;
      }
      case "checkbox":
        values[id] = body.getAll(id).filter((v) => field.options.includes(v));
        break;
      case "likert":
        values[id] = Object.fromEntries(
          field.questions.map((q, i) => {
            const answer = body.get(`${id}.${i}`);
            return [q, answer ? [answer] : []];
          }),
        );
        break;
      default: {
        const value = body.get(id);
        const empty = emptyValue(field);
        if (value !== null) values[id] = value;
        else if (empty !== undefined) values[id] = empty;
      }
    }
  }
  return values;
}
