// Keeping a form's checked answers (spec section 7, SaveFormSubmission): the submission, its
// notification email (an outbox row) and the automation connection's deliveries in one D1 batch,
// then the email and the deliveries on their queues. Shared by the block's JSON call and its
// script-free post (worker/pages/routes/form-post.ts).
import { dispatchJobs } from "../connections/jobs";
import { eventDeliveries } from "../connections/webhooks/store";
import type { WebsiteJson } from "../db/catalog-types";
import type { Db } from "../db/client";
import { storeSubmission } from "../db/forms";
import { dispatchEmails } from "../email/dispatch";
import { enqueueEmail, newId } from "../email/outbox";
import type { FormDefinition } from "./field-types";
import { submissionNotifications } from "./notification-email";
import type { FormValues } from "./validate";

export interface Answers {
  formId: string;
  form: FormDefinition;
  values: FormValues;
  pageEvent: Record<string, string>;
  /** The one-time submission key and the crumb it was issued to. */
  key: { key: string; crumb: string };
}

/** False when the key was not one this visitor may use (already used, or not theirs). */
export async function saveAnswers(
  env: Pick<Env, "EMAILS" | "CONNECTIONS">,
  db: Db,
  website: WebsiteJson,
  { formId, form, values, pageEvent, key }: Answers,
  now: number,
): Promise<boolean> {
  const submissionId = newId("sub");
  const emails = submissionNotifications(form, values, {
    websiteId: website.id,
    submissionId,
    siteTitle: website.siteTitle,
  }).map((email) => ({ email, id: newId("email") }));
  const notify = emails.map(({ email, id }) => enqueueEmail(db, email, now, id));
  // The automation connection's deliveries are stored with the submission, in one batch.
  const webhooks = await eventDeliveries(
    db,
    website.id,
    "form.submitted",
    submissionId,
    { formId, submissionId, values, pageEvent },
    now,
  );
  const stored = await storeSubmission(
    db,
    { id: submissionId, websiteId: website.id, formId, values, pageEvent },
    key,
    now,
    [...notify, ...webhooks.statements],
  );
  if (!stored) return false;
  // Stored: a failed queue send is the sweep's to repair, not the visitor's problem.
  if (emails.length > 0)
    await dispatchEmails(
      env.EMAILS,
      emails.map(({ id }) => id),
    );
  await dispatchJobs(env.CONNECTIONS, webhooks.jobs);
  return true;
}
