// What a visitor's answer to each field type looks like (spec section 3), and turning what the
// browser sent into that shape:
//   address, date, name, time  a list of sub-values, one per part of SUB_VALUE_PARTS, in order
//   phone                      4 parts (country, area, prefix, line); "" is prepended to 3 parts
//   checkbox                   the list of checked values
//   radio, select              the one chosen value ("" when none)
//   likert                     question -> the list of checked answers
//   hidden                     the page URL's query parameter of the same name (the field id),
//                              else the field's default
//   section                    no value (anything sent is ignored)
//   every other type           one string
import type { FieldDefinition, FieldType } from "./field-types";
import { SUB_VALUE_PARTS } from "./sub-values";

export type FieldValue = string | string[] | Record<string, string[]>;

/** Longest answer kept for one value or sub-value; the body limit caps the whole form anyway. */
export const MAX_VALUE_LENGTH = 10_000;

export type Normalized = { ok: true; value: FieldValue | undefined } | { ok: false };

const isText = (v: unknown): v is string => typeof v === "string" && v.length <= MAX_VALUE_LENGTH;
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 100 && v.every(isText);
const MALFORMED: Normalized = { ok: false };
const ok = (value: FieldValue | undefined): Normalized => ({ ok: true, value });

/** The value a field has when the visitor sent nothing for it. */
export function emptyValue(field: FieldDefinition): FieldValue | undefined {
  switch (field.type) {
    case "section":
      return undefined;
    case "address":
    case "date":
    case "name":
    case "time":
    case "phone":
      return SUB_VALUE_PARTS[field.type].map(() => "");
    case "checkbox":
      return [];
    case "likert":
      return {};
    case "hidden":
      return field.default;
    default:
      return "";
  }
}

/** `raw` (what the browser sent for this field) in the field type's shape, or not ok. */
export function normalizeFieldValue(field: FieldDefinition, raw: unknown): Normalized {
  if (field.type === "section") return ok(undefined);
  if (raw === undefined || raw === null) return ok(emptyValue(field));
  switch (field.type) {
    case "phone":
      if (!isTextList(raw)) return MALFORMED;
      if (raw.length === 3) return ok(["", ...raw]);
      return raw.length === 4 ? ok(raw) : MALFORMED;
    case "address":
    case "date":
    case "name":
    case "time":
      return isTextList(raw) && raw.length === SUB_VALUE_PARTS[field.type].length ? ok(raw) : MALFORMED;
    case "checkbox":
      return isTextList(raw) ? ok([...new Set(raw)]) : MALFORMED;
    case "likert":
      return normalizeLikert(raw);
    default:
      return isText(raw) ? ok(raw) : MALFORMED;
  }
}

function normalizeLikert(raw: unknown): Normalized {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return MALFORMED;
  const value: Record<string, string[]> = {};
  for (const [question, answers] of Object.entries(raw)) {
    if (typeof answers === "string") value[question] = [answers];
    else if (isTextList(answers)) value[question] = [...new Set(answers)];
    else return MALFORMED;
  }
  return ok(value);
}

/** Whether a value counts as not answered (for 'Required'). */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every((part) => part.trim() === "");
  return Object.values(value).every((answers) => answers.length === 0);
}

/** A hidden field's value on a page: its URL query parameter of the same name, else its default. */
export function hiddenFieldValue(
  field: FieldDefinition & { type: "hidden" },
  query: URLSearchParams,
): string {
  return query.get(field.id) ?? field.default;
}

/** The types whose value is a list of sub-values (for the form summary). */
export const hasSubValues = (type: FieldType): type is keyof typeof SUB_VALUE_PARTS =>
  type in SUB_VALUE_PARTS;
