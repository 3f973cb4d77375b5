// Owner accounts and who contributes to which site.
import { and, eq } from "drizzle-orm";
import type { ContributorRole } from "../owner/roles";
import type { Db } from "./client";
import { ownerAccounts, siteContributors } from "./schema";

export const emailKey = (email: string) => email.trim().toLowerCase();

export async function findAccountByEmail(db: Db, email: string) {
  return db
    .select()
    .from(ownerAccounts)
    .where(eq(ownerAccounts.emailKey, emailKey(email)))
    .get();
}

export async function findRole(db: Db, websiteId: string, accountId: string) {
  const row = await db
    .select({ role: siteContributors.role })
    .from(siteContributors)
    .where(and(eq(siteContributors.websiteId, websiteId), eq(siteContributors.accountId, accountId)))
    .get();
  return row?.role;
}

export async function siteHasContributors(db: Db, websiteId: string): Promise<boolean> {
  const row = await db
    .select({ accountId: siteContributors.accountId })
    .from(siteContributors)
    .where(eq(siteContributors.websiteId, websiteId))
    .limit(1)
    .get();
  return row !== undefined;
}

export function newAccountId(): string {
  return `own_${crypto.randomUUID().replace(/-/g, "")}`;
}

/** The statements that add an account and its role on a site (for a batch). */
export function insertAccountWithRole(
  db: Db,
  account: { id: string; email: string; passwordHash: string },
  websiteId: string,
  role: ContributorRole,
) {
  return [
    db
      .insert(ownerAccounts)
      .values({ ...account, email: account.email.trim(), emailKey: emailKey(account.email) }),
    db.insert(siteContributors).values({ websiteId, accountId: account.id, role }),
  ] as const;
}
