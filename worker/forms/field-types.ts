// A form's definition (spec section 3): its fields, each of one of the spec's types with that
// type's options, as a zod schema. The owner's editor gets the same schema as JSON Schema from
// GET /api/template/GetTemplateSchema?type=form (template-schema.ts); the worker parses stored
// definitions with it before validating a visitor's answers.
import { z } from "zod";
import { LIKERT_DEFAULT_ANSWERS } from "./messages";

/** Every field type of spec section 3, the form block's and the owner editor's. */
export const FIELD_TYPES = [
  "date",
  "name",
  "time",
  "address",
  "checkbox",
  "likert",
  "radio",
  "select",
  "phone",
  "plain",
  "section",
  "text",
  "textarea",
  "email",
  "currency",
  "number",
  "website",
  "password",
  "hidden",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

// In a module of its own (no zod), so the browser's form block can import it cheaply.
export { SUB_VALUE_PARTS } from "./sub-values";

export const FIELD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const choice = z.string().min(1).max(200);
const common = {
  id: z.string().regex(FIELD_ID),
  label: z.string().max(500).default(""),
  description: z.string().max(2000).default(""),
  required: z.boolean().default(false),
};
const placeholder = z.string().max(200).default("");

const single = <T extends "plain" | "text" | "email" | "currency" | "number" | "website" | "password">(
  type: T,
) => z.object({ type: z.literal(type), ...common, placeholder });

export const fieldDefinition = z.discriminatedUnion("type", [
  z.object({ type: z.literal("date"), ...common }),
  z.object({ type: z.literal("name"), ...common }),
  z.object({ type: z.literal("time"), ...common, showSeconds: z.boolean().default(false) }),
  z.object({ type: z.literal("address"), ...common }),
  z.object({ type: z.literal("phone"), ...common, showCountryCode: z.boolean().default(false) }),
  z.object({ type: z.literal("checkbox"), ...common, options: z.array(choice).min(1).max(100) }),
  z.object({ type: z.literal("radio"), ...common, options: z.array(choice).min(1).max(100) }),
  z.object({ type: z.literal("select"), ...common, options: z.array(choice).min(1).max(100) }),
  z.object({
    type: z.literal("likert"),
    ...common,
    questions: z.array(choice).min(1).max(50),
    answers: z
      .array(choice)
      .min(2)
      .max(10)
      .default([...LIKERT_DEFAULT_ANSWERS]),
  }),
  z.object({ type: z.literal("section"), ...common }),
  single("plain"),
  single("text"),
  z.object({
    type: z.literal("textarea"),
    ...common,
    placeholder,
    /** Anything but a non-negative number counts as 0, and 0 means no limit (textarea-counter.ts). */
    maxLength: z.unknown().optional(),
  }),
  single("email"),
  single("currency"),
  single("number"),
  single("website"),
  single("password"),
  z.object({
    type: z.literal("hidden"),
    ...common,
    /** Used when the page's URL has no query parameter named like the field (field-values.ts). */
    default: z.string().max(2000).default(""),
  }),
]);
export type FieldDefinition = z.output<typeof fieldDefinition>;

export const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const formDefinition = z
  .object({
    name: z.string().min(1).max(200),
    fields: z.array(fieldDefinition).max(100),
    submitButtonText: z.string().max(100).default("Submit"),
    /** Shown in place of the form after a successful submission, unless redirectUrl is set. */
    submissionText: z.string().max(5000).default(""),
    /** Owner's HTML shown (and its scripts run) after a successful submission. */
    postSubmitHtml: z.string().max(20000).default(""),
    redirectUrl: z.string().max(2083).default(""),
    /** Where the owner's notification of each submission goes; none when empty. */
    notifyEmail: z.string().max(256).default(""),
    /** The form builder's recipients of each submission's notification (with notifyEmail, if set). */
    notifyRecipients: z.array(z.string().max(256)).max(20).default([]),
    /** The notification's subject; empty for "New submission to {form} on {site}". */
    notifySubject: z.string().max(200).default(""),
    /** Whether the site's captcha guards this form (only when the site has a captcha key). */
    useCaptcha: z.boolean().default(false),
  })
  .refine((form) => new Set(form.fields.map((f) => f.id)).size === form.fields.length, {
    error: "Field ids must be unique within a form.",
    path: ["fields"],
  });
export type FormDefinition = z.output<typeof formDefinition>;
export type FormDefinitionInput = z.input<typeof formDefinition>;
