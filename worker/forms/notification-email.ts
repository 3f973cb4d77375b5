// The owner's notification of a new submission: each field's label and answer, as text and as
// HTML (escaped). Section fields carry no answer and are left out.
import { escapeHtml } from "../template/strings";
import type { OutboxEmail } from "../email/outbox";
import type { FormDefinition } from "./field-types";
import type { FieldValue } from "./field-values";
import { NO_ANSWER } from "./messages";

function answerText(value: FieldValue | undefined): string {
  if (value === undefined) return NO_ANSWER;
  if (typeof value === "string") return value.trim() || NO_ANSWER;
  if (Array.isArray(value)) return value.filter((part) => part.trim() !== "").join(", ") || NO_ANSWER;
  const lines = Object.entries(value).map(
    ([question, answers]) => `${question}: ${answers.join(", ") || NO_ANSWER}`,
  );
  return lines.join("; ") || NO_ANSWER;
}

/** Who is told of a submission: the builder's recipients and the older single address, once each. */
export function notificationRecipients(form: FormDefinition): string[] {
  const all = [form.notifyEmail, ...form.notifyRecipients].map((email) => email.trim()).filter(Boolean);
  return [...new Set(all.map((email) => email.toLowerCase()))].map((lower) =>
    all.find((email) => email.toLowerCase() === lower)!,
  );
}

/** One email per recipient; the first keeps the key `form-submission:{id}` (one per submission before). */
export function submissionNotifications(
  form: FormDefinition,
  values: Record<string, FieldValue>,
  meta: { websiteId: string; submissionId: string; siteTitle: string },
): OutboxEmail[] {
  const email = submissionNotification(form, values, meta);
  return notificationRecipients(form).map((to, i) => ({
    ...email,
    to,
    idempotencyKey: i === 0 ? email.idempotencyKey : `${email.idempotencyKey}:${i}`,
  }));
}

export function submissionNotification(
  form: FormDefinition,
  values: Record<string, FieldValue>,
  meta: { websiteId: string; submissionId: string; siteTitle: string },
): OutboxEmail {
  const rows = form.fields
    .filter((field) => field.type !== "section")
    .map((field) => [field.label || field.id, answerText(values[field.id])] as const);
  const subject = form.notifySubject.trim() || `New submission to ${form.name} on ${meta.siteTitle}`;
  return {
    websiteId: meta.websiteId,
    to: form.notifyEmail,
    subject,
    textBody: rows.map(([label, answer]) => `${label}: ${answer}`).join("\n"),
    htmlBody:
      `<h1>${escapeHtml(subject)}</h1><dl>` +
      rows.map(([label, answer]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(answer)}</dd>`).join("") +
      `</dl>`,
    idempotencyKey: `form-submission:${meta.submissionId}`,
  };
}
