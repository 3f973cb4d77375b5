// The development mailbox: with no email API configured, "sending" stores the message in D1
// (mailbox_messages) and /dev/mailbox lists it. Keyed by the outbox row's idempotency key, so a
// message delivered twice is stored once.
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailboxMessages } from "../db/schema";
import { newId } from "./outbox";
import type { EmailMessage, EmailProvider } from "./provider";

export const MAILBOX_PAGE_SIZE = 100;

export function devMailbox(db: Db, now: () => number = Date.now): EmailProvider {
  return {
    kind: "mailbox",
    async send(message: EmailMessage) {
      await db
        .insert(mailboxMessages)
        .values({ id: newId("mail"), ...message, sentAt: now() })
        .onConflictDoNothing({ target: mailboxMessages.idempotencyKey });
      return { status: "delivered" };
    },
  };
}

/** What was sent, newest first. */
export function listMailbox(db: Db, limit = MAILBOX_PAGE_SIZE) {
  return db
    .select()
    .from(mailboxMessages)
    .orderBy(desc(mailboxMessages.sentAt), desc(mailboxMessages.id))
    .limit(limit)
    .all();
}
