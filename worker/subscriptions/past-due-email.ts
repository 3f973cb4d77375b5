// When a renewal is refused for good: ACTIVE → PAST_DUE and an email telling the customer why, in
// one batch. The email is written only if the subscription is still ACTIVE at that cycle (not
// cancelled meanwhile, not already past due), and at most once per cycle (its idempotency key).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, subscriptions } from "../db/schema";
import { markPastDue, type SubscriptionRow } from "../db/subscriptions";
import { dispatchEmails, type EmailQueueMessage } from "../email/dispatch";
import { newId } from "../email/outbox";
import { escapeHtml, escapeHtmlAttribute } from "../template/strings";

export const pastDueEmailKey = (subscriptionId: string, cycle: number) =>
  `subscription-past-due:${subscriptionId}:${cycle}`;

export function pastDueEmailContent(sub: SubscriptionRow, message: string, siteTitle: string) {
  const store = sub.origin + "/";
  return {
    subject: `We could not renew your subscription to ${sub.title}`,
    textBody:
      `We could not take the payment for your next ${sub.title} from ${siteTitle}: ${message}\n\n` +
      `Nothing was charged and your subscription is on hold. To go on, please subscribe again at ${store}`,
    htmlBody:
      `<p>We could not take the payment for your next ${escapeHtml(sub.title)} from ${escapeHtml(siteTitle)}: ` +
      `${escapeHtml(message)}</p><p>Nothing was charged and your subscription is on hold. To go on, please ` +
      `<a href="${escapeHtmlAttribute(store)}">subscribe again</a>.</p>`,
  };
}

/** Marks cycle `cycle` past due with `message` and emails the customer. True if it applied. */
export async function markPastDueAndEmail(
  deps: { db: Db; emails?: Queue<EmailQueueMessage>; now: () => number },
  sub: SubscriptionRow,
  cycle: number,
  message: string,
  siteTitle: string,
): Promise<boolean> {
  const { db } = deps;
  const now = deps.now();
  const id = newId("email");
  const key = pastDueEmailKey(sub.id, cycle);
  const content = pastDueEmailContent(sub, message, siteTitle);
  const stillActive = sql`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.id} = ${sub.id} AND ${subscriptions.status} = 'ACTIVE' AND ${subscriptions.cyclesBilled} = ${cycle - 1})`;
  await db.batch([
    db.insert(emailOutbox).select(
      // Every column of email_outbox, in the table's order.
      sql`SELECT ${id}, ${sub.websiteId}, ${sub.email}, ${content.subject}, ${content.textBody}, ${content.htmlBody}, 'pending', 0, ${now}, NULL, ${key}, ${now}, NULL WHERE ${stillActive} AND NOT EXISTS (SELECT 1 FROM ${emailOutbox} WHERE ${emailOutbox.idempotencyKey} = ${key})`,
    ),
    markPastDue(db, sub.id, cycle, message, now),
  ]);
  const written = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.idempotencyKey, key)))
    .get();
  if (written && deps.emails) await dispatchEmails(deps.emails, [id]);
  return written !== undefined;
}
