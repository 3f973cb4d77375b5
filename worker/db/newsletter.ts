// The site's mailing list in D1 (newsletter_subscribers), with double opt-in: a sign-up and its
// confirmation email (an outbox row) are written in one batch; links find a subscriber by the
// SHA-256 of their token.
import { and, eq } from "drizzle-orm";
import type { ConnectionJob } from "../connections/jobs";
import { listSyncStatement, syncJobs } from "../connections/mailing-list/sync";
import { enqueueEmail, newId } from "../email/outbox";
import { confirmationEmail } from "../newsletter/confirmation-email";
import { canConfirm, planSignUp } from "../newsletter/subscription";
import { hashToken, newToken, TOKEN_PATTERN } from "../newsletter/token";
import type { Db } from "./client";
import { newsletterSubscribers, type NewsletterStatus } from "./schema";

export type NewsletterSource = "newsletter-block" | "restock-form" | "checkout";

export interface SignUp {
  websiteId: string;
  siteTitle: string;
  email: string;
  source: NewsletterSource;
  /** The site's origin, for the links of the email. */
  origin: string;
}

/** Signs the address up (pending until confirmed); answers the outbox id to dispatch, if any. */
export async function signUpForNewsletter(db: Db, signUp: SignUp, now: number): Promise<string | undefined> {
  const emailKey = signUp.email.toLowerCase();
  const existing = await db
    .select({
      status: newsletterSubscribers.status,
      confirmationSentAt: newsletterSubscribers.confirmationSentAt,
    })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.websiteId, signUp.websiteId),
        eq(newsletterSubscribers.emailKey, emailKey),
      ),
    )
    .get();
  const plan = planSignUp(existing, now);
  if (plan === "none") return undefined;
  // A new token with every confirmation email: only the newest email's links work.
  const token = newToken();
  const tokenHash = await hashToken(token);
  const emailId = newId("email");
  const pending = {
    email: signUp.email,
    status: "pending" as const,
    tokenHash,
    confirmationSentAt: now,
    unsubscribedAt: null,
    updatedOn: now,
  };
  await db.batch([
    db
      .insert(newsletterSubscribers)
      .values({
        id: newId("sub"),
        websiteId: signUp.websiteId,
        emailKey,
        source: signUp.source,
        createdOn: now,
        ...pending,
      })
      .onConflictDoUpdate({
        target: [newsletterSubscribers.websiteId, newsletterSubscribers.emailKey],
        set: pending,
      }),
    enqueueEmail(
      db,
      confirmationEmail({
        websiteId: signUp.websiteId,
        siteTitle: signUp.siteTitle,
        to: signUp.email,
        origin: signUp.origin,
        token,
        tokenHash,
      }),
      now,
      emailId,
    ),
  ]);
  return emailId;
}

export interface Subscriber {
  id: string;
  email: string;
  status: NewsletterStatus;
}

/** The subscriber a link's token belongs to, on this site. */
export async function findSubscriberByToken(
  db: Db,
  websiteId: string,
  token: string,
): Promise<Subscriber | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
    })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.websiteId, websiteId),
        eq(newsletterSubscribers.tokenHash, await hashToken(token)),
      ),
    )
    .get();
}

/** Confirms the subscriber of a confirmation link; answers it, or undefined when the link does not work. */
export async function confirmSubscriber(db: Db, websiteId: string, token: string, now: number) {
  const subscriber = await findSubscriberByToken(db, websiteId, token);
  if (!subscriber || !canConfirm(subscriber.status)) return undefined;
  let listSyncs: ConnectionJob[] = [];
  if (subscriber.status === "pending") {
    // Confirmed, and on its way to the connected mailing list (if any) in the same batch.
    const [, synced] = await db.batch([
      db
        .update(newsletterSubscribers)
        .set({ status: "confirmed", confirmedAt: now, updatedOn: now })
        .where(and(eq(newsletterSubscribers.id, subscriber.id), eq(newsletterSubscribers.status, "pending"))),
      listSyncStatement(db, websiteId, subscriber.email, "subscribe", now),
    ]);
    listSyncs = syncJobs(synced as { id: string }[]);
  }
  return { ...subscriber, status: "confirmed" as const, listSyncs };
}

/** Unsubscribes the subscriber of an unsubscribe link (again is harmless). */
export async function unsubscribe(db: Db, websiteId: string, token: string, now: number) {
  const subscriber = await findSubscriberByToken(db, websiteId, token);
  if (!subscriber) return undefined;
  let listSyncs: ConnectionJob[] = [];
  if (subscriber.status !== "unsubscribed") {
    const [, synced] = await db.batch([
      db
        .update(newsletterSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt: now, updatedOn: now })
        .where(eq(newsletterSubscribers.id, subscriber.id)),
      listSyncStatement(db, websiteId, subscriber.email, "unsubscribe", now),
    ]);
    listSyncs = syncJobs(synced as { id: string }[]);
  }
  return { ...subscriber, status: "unsubscribed" as const, listSyncs };
}
