// A site's people: its contributors (accounts with a role) and pending invitations.
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { ContributorRole } from "../owner/roles";
import type { Db } from "./client";
import { emailKey } from "./owner-accounts";
import { hashSessionId, randomToken } from "./owner-sessions";
import { ownerAccounts, ownerInvitations, ownerSessions, siteContributors } from "./schema";

/** An invitation link works for a week. */
export const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;

export function listContributors(db: Db, websiteId: string) {
  return db
    .select({
      accountId: siteContributors.accountId,
      email: ownerAccounts.email,
      role: siteContributors.role,
      since: siteContributors.createdOn,
    })
    .from(siteContributors)
    .innerJoin(ownerAccounts, eq(ownerAccounts.id, siteContributors.accountId))
    .where(eq(siteContributors.websiteId, websiteId))
    .orderBy(asc(ownerAccounts.emailKey))
    .all();
}

const pending = (now: number) =>
  and(
    isNull(ownerInvitations.acceptedAt),
    isNull(ownerInvitations.revokedAt),
    gt(ownerInvitations.expiresAt, now),
  );

export function listPendingInvitations(db: Db, websiteId: string, now: number) {
  return db
    .select({
      id: ownerInvitations.id,
      email: ownerInvitations.email,
      role: ownerInvitations.role,
      invitedBy: ownerInvitations.invitedBy,
      expiresAt: ownerInvitations.expiresAt,
      createdOn: ownerInvitations.createdOn,
    })
    .from(ownerInvitations)
    .where(and(eq(ownerInvitations.websiteId, websiteId), pending(now)))
    .orderBy(asc(ownerInvitations.createdOn))
    .all();
}

/**
 * A new invitation: the statements to run (the earlier pending invitations of this email on this
 * site are withdrawn, so one link is live per person) and the token for the email (never stored).
 */
export async function newInvitation(
  db: Db,
  input: { websiteId: string; email: string; role: ContributorRole; invitedBy: string },
  now: number,
) {
  const token = randomToken();
  const tokenHash = await hashSessionId(token);
  const id = `inv_${crypto.randomUUID().replace(/-/g, "")}`;
  const key = emailKey(input.email);
  const statements = [
    db
      .update(ownerInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(ownerInvitations.websiteId, input.websiteId),
          eq(ownerInvitations.emailKey, key),
          pending(now),
        ),
      ),
    db.insert(ownerInvitations).values({
      id,
      websiteId: input.websiteId,
      email: input.email.trim(),
      emailKey: key,
      role: input.role,
      tokenHash,
      invitedBy: input.invitedBy,
      expiresAt: now + INVITATION_MS,
      createdOn: now,
    }),
  ] as const;
  return { id, token, tokenHash, statements };
}

/** The pending invitation a token opens on this site. */
export async function findInvitation(db: Db, websiteId: string, token: string, now: number) {
  return db
    .select()
    .from(ownerInvitations)
    .where(
      and(
        eq(ownerInvitations.websiteId, websiteId),
        eq(ownerInvitations.tokenHash, await hashSessionId(token)),
        pending(now),
      ),
    )
    .get();
}

/** Marks the invitation accepted; false when another request got there first (single use). */
export async function claimInvitation(db: Db, id: string, now: number): Promise<boolean> {
  const rows = await db
    .update(ownerInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(ownerInvitations.id, id), pending(now)))
    .returning({ id: ownerInvitations.id });
  return rows.length === 1;
}

export async function revokeInvitation(db: Db, websiteId: string, id: string, now: number): Promise<boolean> {
  const rows = await db
    .update(ownerInvitations)
    .set({ revokedAt: now })
    .where(and(eq(ownerInvitations.id, id), eq(ownerInvitations.websiteId, websiteId), pending(now)))
    .returning({ id: ownerInvitations.id });
  return rows.length === 1;
}

/** The statement giving an existing account a role on a site (or changing the one it has). */
export function grantRole(db: Db, websiteId: string, accountId: string, role: ContributorRole) {
  return db
    .insert(siteContributors)
    .values({ websiteId, accountId, role })
    .onConflictDoUpdate({ target: [siteContributors.websiteId, siteContributors.accountId], set: { role } });
}

export async function contributorRole(db: Db, websiteId: string, accountId: string) {
  const row = await db
    .select({ role: siteContributors.role })
    .from(siteContributors)
    .where(and(eq(siteContributors.websiteId, websiteId), eq(siteContributors.accountId, accountId)))
    .get();
  return row?.role;
}

export async function administratorCount(db: Db, websiteId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(siteContributors)
    .where(and(eq(siteContributors.websiteId, websiteId), eq(siteContributors.role, ContributorRole.ADMIN)))
    .get();
  return row?.n ?? 0;
}

/** Removes the account from the site and ends its sessions there (its other sites keep theirs). */
export async function removeContributor(db: Db, websiteId: string, accountId: string): Promise<void> {
  await db.batch([
    db
      .delete(siteContributors)
      .where(and(eq(siteContributors.websiteId, websiteId), eq(siteContributors.accountId, accountId))),
    db
      .delete(ownerSessions)
      .where(and(eq(ownerSessions.websiteId, websiteId), eq(ownerSessions.accountId, accountId))),
  ]);
}
