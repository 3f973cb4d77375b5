// The email outbox: every email the worker sends is first a row in D1 (email_outbox), written in
// the same batch as what caused it, so a provider outage never loses one. Once that batch has
// committed, the row's id goes on the EMAILS queue (worker/email/dispatch.ts); the sender
// (worker/email/sender.ts) delivers it through an EmailProvider and retries with backoff.
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";

export interface OutboxEmail {
  websiteId: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** The same key twice enqueues one email (a retried request, a redelivered message). */
  idempotencyKey: string;
}

export const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;

/**
 * The insert of one email, not yet run: await it, or put it in a db.batch([...]) beside the write
 * that caused it so both commit or neither does. Pass `id` (from newId("email")) to dispatch the row
 * afterwards.
 */
export function enqueueEmail(db: Db, email: OutboxEmail, now = Date.now(), id = newId("email")) {
  return db
    .insert(emailOutbox)
    .values({ id, ...email, nextAttemptAt: now, createdOn: now })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey });
}
