// Outbox rows and EMAILS queue deliveries for the sender's tests.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "../../worker/db/client";
import { emailOutbox, mailboxMessages } from "../../worker/db/schema";
import { enqueueEmail, newId } from "../../worker/email/outbox";
import { sendEmails, type SenderOptions } from "../../worker/email/sender";
import { QUEUES } from "../../worker/queues";
import { deliverBatch } from "../worker/queue-delivery";
import { ensureDemoSeed } from "../../worker/seed/demo";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";

export const db = createDb(env.DB);

/** A pending outbox row, written without a queue send (as if that send had failed). */
export async function pendingEmail(now: number, overrides: { to?: string; subject?: string } = {}) {
  await ensureDemoSeed(db);
  const id = newId("email");
  await enqueueEmail(
    db,
    {
      websiteId: DEMO_WEBSITE_ID,
      to: overrides.to ?? "owner@example.com",
      subject: overrides.subject ?? "A new submission",
      textBody: "Name: Ada",
      htmlBody: "<p>Name: Ada</p>",
      idempotencyKey: `test:${id}`,
    },
    now,
    id,
  );
  return id;
}

export const outboxRow = async (id: string) =>
  (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get())!;

export const mailboxFor = (idempotencyKey: string) =>
  db.select().from(mailboxMessages).where(eq(mailboxMessages.idempotencyKey, idempotencyKey)).all();

/** One EMAILS batch carrying these row ids (`attempts` as the queue would count them). */
export const deliver = (ids: string[], options: SenderOptions, attempts = 1) =>
  deliverBatch(QUEUES.emails, ids, (batch) => sendEmails(batch, env, options), attempts);

export { eventually } from "../worker/queue-delivery";
