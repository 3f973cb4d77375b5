// Confirmed subscribers on their way to the connected list. A sync row (mailing_list_syncs) is
// written in the same batch as the confirmation (or the unsubscribe) that caused it, and only when
// the site has a connection: one INSERT … SELECT from mailing_list_connections. One row per site,
// list and address, so the newest wish wins and a redelivered message adds the address once; the
// consumer calls the provider and retries with the email sender's backoff.
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailingListConnections, mailingListSyncs } from "../../db/schema";
import { backoffSeconds } from "../../email/sender";
import { CLAIM_MS, CLAIM_SLACK_MS, type ConnectionJob, type JobOutcome } from "../jobs";
import type { MailingListProvider, SyncResult } from "./provider";

export const MAX_SYNC_ATTEMPTS = 8;
export const DISCONNECTED = "The site's mailing list was disconnected or changed.";

export type SyncAction = "subscribe" | "unsubscribe";

const newSyncId = sql`'sync_' || lower(hex(randomblob(16)))`;

/** Columns in table order, as INSERT … SELECT fills them. */
const pendingSync = (
  email: ReturnType<typeof sql>,
  emailKey: ReturnType<typeof sql>,
  action: ReturnType<typeof sql>,
  now: number,
) =>
  sql`${newSyncId}, c.website_id, c.provider, c.list_id, ${emailKey}, ${email}, ${action}, 'pending', 0, ${now}, NULL, ${now}`;

/** The sync of one address to the site's connected list, if any; not yet run. Answers its id. */
export function listSyncStatement(db: Db, websiteId: string, email: string, action: SyncAction, now: number) {
  return db
    .insert(mailingListSyncs)
    .select(
      sql`SELECT ${pendingSync(sql`${email}`, sql`${email.toLowerCase()}`, sql`${action}`, now)}
        FROM mailing_list_connections c WHERE c.website_id = ${websiteId}`,
    )
    .onConflictDoUpdate({
      target: [mailingListSyncs.websiteId, mailingListSyncs.listId, mailingListSyncs.emailKey],
      set: {
        email: sql`excluded.email`,
        action: sql`excluded.action`,
        status: "pending",
        attempts: 0,
        nextAttemptAt: sql`excluded.next_attempt_at`,
        lastError: null,
        updatedOn: sql`excluded.updated_on`,
      },
    })
    .returning({ id: mailingListSyncs.id });
}

/** Every confirmed subscriber of the site, on its way to the newly connected list. */
export function backfillStatement(db: Db, websiteId: string, now: number) {
  return db
    .insert(mailingListSyncs)
    .select(
      sql`SELECT ${pendingSync(sql`s.email`, sql`s.email_key`, sql`'subscribe'`, now)}
        FROM mailing_list_connections c JOIN newsletter_subscribers s ON s.website_id = c.website_id
        WHERE c.website_id = ${websiteId} AND s.status = 'confirmed'`,
    )
    .onConflictDoNothing()
    .returning({ id: mailingListSyncs.id });
}

export const syncJobs = (rows: { id: string }[]): ConnectionJob[] =>
  rows.map((r) => ({ kind: "list", id: r.id }));

async function attempt(provider: MailingListProvider, call: () => Promise<SyncResult>): Promise<SyncResult> {
  try {
    return await call();
  } catch (error) {
    return { status: "retryable", error: `${provider.kind} provider threw: ${String(error)}` };
  }
}

const setStatus = (db: Db, id: string, set: Partial<typeof mailingListSyncs.$inferInsert>) =>
  db
    .update(mailingListSyncs)
    .set(set)
    .where(and(eq(mailingListSyncs.id, id), eq(mailingListSyncs.status, "pending")));

/** The provider of a site's lists (provider.ts: its own account's), or one for every site (tests). */
export type ListProviderOf = MailingListProvider | ((websiteId: string) => Promise<MailingListProvider>);

/** One attempt of one sync row. */
export async function deliverListSync(
  db: Db,
  providerOf: ListProviderOf,
  id: string,
  now: () => number = Date.now,
): Promise<JobOutcome> {
  const [row] = await db
    .update(mailingListSyncs)
    .set({ nextAttemptAt: now() + CLAIM_MS, attempts: sql`${mailingListSyncs.attempts} + 1` })
    .where(
      and(
        eq(mailingListSyncs.id, id),
        eq(mailingListSyncs.status, "pending"),
        lte(mailingListSyncs.nextAttemptAt, now() + CLAIM_SLACK_MS),
      ),
    )
    .returning();
  if (!row) return { status: "done" };
  const connection = await db
    .select()
    .from(mailingListConnections)
    .where(eq(mailingListConnections.websiteId, row.websiteId))
    .get();
  const provider = typeof providerOf === "function" ? await providerOf(row.websiteId) : providerOf;
  if (!connection || connection.listId !== row.listId || connection.provider !== provider.kind) {
    await setStatus(db, row.id, { status: "dead", lastError: DISCONNECTED });
    return { status: "done" };
  }
  const result = await attempt(provider, () =>
    row.action === "subscribe"
      ? provider.subscribe(row.listId, row.email)
      : provider.unsubscribe(row.listId, row.email),
  );
  if (result.status === "done") {
    await setStatus(db, row.id, { status: "done", lastError: null, updatedOn: now() });
    return { status: "done" };
  }
  if (result.status === "permanent" || row.attempts >= MAX_SYNC_ATTEMPTS) {
    await setStatus(db, row.id, { status: "dead", lastError: result.error.slice(0, 1000), updatedOn: now() });
    return { status: "done" };
  }
  const delaySeconds = backoffSeconds(row.attempts);
  await setStatus(db, row.id, {
    lastError: result.error.slice(0, 1000),
    nextAttemptAt: now() + delaySeconds * 1000,
  });
  return { status: "retry", delaySeconds };
}
