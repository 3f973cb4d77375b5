// The builder's field types (spec section 3) as the owner reads them, and what each one edits
// besides the common label, description and required. No React here.
import type { FieldDefinition, FieldType } from "../../../../worker/forms/field-types";

export const FIELD_LABELS: Record<FieldType, string> = {
  text: "Text",
  textarea: "Paragraph",
  email: "Email",
  name: "Name",
  phone: "Phone",
  address: "Address",
  date: "Date",
  time: "Time",
  number: "Number",
  currency: "Currency",
  website: "Website",
  password: "Password",
  checkbox: "Checkboxes",
  radio: "Radio buttons",
  select: "Dropdown",
  likert: "Survey (likert)",
  section: "Section heading",
  plain: "Plain text",
  hidden: "Hidden",
};

/** A new field of `type`, with an id no other field of the form has. */
export function newField(type: FieldType, taken: readonly string[]): FieldDefinition {
  let id: string;
  do id = `${type}_${Math.random().toString(36).slice(2, 8)}`;
  while (taken.includes(id));
  const base = { id, label: FIELD_LABELS[type], description: "", required: false };
  switch (type) {
    case "checkbox":
    case "radio":
    case "select":
      return { ...base, type, options: ["Option 1", "Option 2"] };
    case "likert":
      return {
        ...base,
        type,
        questions: ["Question 1"],
        answers: ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"],
      };
    case "time":
      return { ...base, type, showSeconds: false };
    case "phone":
      return { ...base, type, showCountryCode: false };
    case "hidden":
      return { ...base, type, default: "" };
    case "textarea":
      return { ...base, type, placeholder: "", maxLength: 0 };
    case "plain":
    case "text":
    case "email":
    case "currency":
    case "number":
    case "website":
    case "password":
      return { ...base, type, placeholder: "" };
    default:
      return { ...base, type } as FieldDefinition;
  }
}

/** Lines of a text area as a list, blank lines left out. */
export const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
