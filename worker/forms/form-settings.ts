// What the form builder may save (PUT /api/owner/forms/{id}, POST /api/owner/forms): the stored
// definition (field-types.ts) with the owner's checks and the spec's owner messages in front of it.
// Each failure is a custom issue so the route answers its words as they are. No HTTP here.
import { z } from "zod";
import {
  ADD_EMAIL_SUBJECT,
  addOptions,
  EMAIL_FORMAT,
  EMPTY_OPTION,
  FIELD_ID_TAKEN,
  FORM_NAME_MISSING,
  MAX_LENGTH_INVALID,
  notAPageUrl,
  notAnExpectedOption,
  TOO_MANY_RECIPIENTS,
} from "./builder-messages";
import { isValidEmail } from "./email-check";
import { FIELD_TYPES, fieldDefinition, formDefinition, type FormDefinition } from "./field-types";

export const MAX_RECIPIENTS = 10;

/** A redirect after submitting: an http(s) address, or a path on this site ("/thanks"). */
export function isRedirectTarget(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const CHOICE_LISTS = {
  checkbox: "options",
  radio: "options",
  select: "options",
  likert: "questions",
} as const;

function checkField(raw: Record<string, unknown>, ctx: z.RefinementCtx, path: (string | number)[]) {
  const type = String(raw.type);
  if (!(FIELD_TYPES as readonly string[]).includes(type)) {
    ctx.addIssue({ code: "custom", message: notAnExpectedOption(type), path: [...path, "type"] });
    return;
  }
  const label = typeof raw.label === "string" ? raw.label.trim() : "";
  const list = CHOICE_LISTS[type as keyof typeof CHOICE_LISTS];
  if (list) {
    const choices = raw[list];
    if (!Array.isArray(choices) || choices.length === 0) {
      ctx.addIssue({ code: "custom", message: addOptions(label), path: [...path, list] });
      return;
    }
    if (choices.some((c) => typeof c !== "string" || c.trim() === "")) {
      ctx.addIssue({ code: "custom", message: EMPTY_OPTION(label), path: [...path, list] });
      return;
    }
  }
  if (type === "textarea" && raw.maxLength !== undefined) {
    const max = raw.maxLength;
    if (typeof max !== "number" || !Number.isInteger(max) || max < 0 || max > 100_000) {
      ctx.addIssue({ code: "custom", message: MAX_LENGTH_INVALID, path: [...path, "maxLength"] });
    }
  }
}

const ownerField = z.looseObject({ type: z.string().max(40) });

/** The builder's body: every setting of the form; omitted ones take the stored defaults. */
export const formSettingsBody = z
  .object({
    name: z.string().max(200),
    fields: z.array(ownerField).max(100).default([]),
    submitButtonText: z.string().max(100).optional(),
    submissionText: z.string().max(5000).optional(),
    postSubmitHtml: z.string().max(20000).optional(),
    redirectUrl: z.string().trim().max(2083).default(""),
    notifyRecipients: z.array(z.string().trim().max(256)).default([]),
    notifySubject: z.string().trim().max(200).default(""),
    useCaptcha: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.name.trim() === "") ctx.addIssue({ code: "custom", message: FORM_NAME_MISSING, path: ["name"] });
    body.fields.forEach((field, i) => checkField(field, ctx, ["fields", i]));
    if (!isRedirectTarget(body.redirectUrl)) {
      ctx.addIssue({ code: "custom", message: notAPageUrl(body.redirectUrl), path: ["redirectUrl"] });
    }
    if (body.notifyRecipients.length > MAX_RECIPIENTS) {
      ctx.addIssue({
        code: "custom",
        message: TOO_MANY_RECIPIENTS(MAX_RECIPIENTS),
        path: ["notifyRecipients"],
      });
    }
    body.notifyRecipients.forEach((email, i) => {
      if (!isValidEmail(email))
        ctx.addIssue({ code: "custom", message: EMAIL_FORMAT, path: ["notifyRecipients", i] });
    });
    if (body.notifyRecipients.length > 0 && body.notifySubject === "") {
      ctx.addIssue({ code: "custom", message: ADD_EMAIL_SUBJECT, path: ["notifySubject"] });
    }
    const ids = body.fields.map((f) => f.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: FIELD_ID_TAKEN, path: ["fields"] });
    }
  })
  .transform((body, ctx): FormDefinition => {
    const fields = [];
    for (const [i, raw] of body.fields.entries()) {
      const parsed = fieldDefinition.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const where = ["fields", i, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))];
        ctx.addIssue({
          code: "custom",
          message: `Invalid ${where.join(".")}: ${issue.message}`,
          path: where,
        });
        return z.NEVER;
      }
      fields.push(parsed.data);
    }
    // The builder's recipients replace the single address older forms kept.
    return formDefinition.parse({ ...body, name: body.name.trim(), fields, notifyEmail: "" });
  });
export type FormSettingsInput = z.input<typeof formSettingsBody>;

/** A stored definition as the builder edits it: the older single address joins the recipients. */
export function editableForm(form: FormDefinition): FormDefinition {
  const recipients = form.notifyEmail ? [form.notifyEmail, ...form.notifyRecipients] : form.notifyRecipients;
  return { ...form, notifyEmail: "", notifyRecipients: [...new Set(recipients)] };
}

/** Just the name: the list's Rename. */
export const renameBody = z.object({ name: z.string().max(200) }).superRefine((body, ctx) => {
  if (body.name.trim() === "") ctx.addIssue({ code: "custom", message: FORM_NAME_MISSING, path: ["name"] });
});

/** A form of 100 fields with long options is larger than the default 16 KB body. */
export const MAX_FORM_BODY = 128 * 1024;

/** A saved form as the owner calls and the public API answer it: its id and its settings. */
export const builtFormJson = (id: string, form: FormDefinition) => ({ id, ...editableForm(form) });
