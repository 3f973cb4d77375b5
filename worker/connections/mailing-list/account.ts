// A site's own Mailchimp account: its API key, sealed at rest with the connection secrets' key
// (webhooks/secret-box.ts), read back only for this site's calls. Every site connects its own
// account, so its lists call can show, and its connection can pick, only its own audiences.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailingListAccounts } from "../../db/schema";
import { openSecret, sealSecret, type ConnectionsSecretEnv } from "../webhooks/secret-box";

export type MailingListAccount = { provider: "mailchimp"; keyHint: string; connectedOn: number };

/** "…-us6": enough for the owner to tell which key is connected, nothing to sign in with. */
export const keyHint = (apiKey: string) => `…${apiKey.slice(-8)}`;

export async function findAccount(db: Db, websiteId: string): Promise<MailingListAccount | undefined> {
  const row = await db
    .select({ keyHint: mailingListAccounts.keyHint, connectedOn: mailingListAccounts.connectedOn })
    .from(mailingListAccounts)
    .where(eq(mailingListAccounts.websiteId, websiteId))
    .get();
  return row && { provider: "mailchimp", ...row };
}

/** The site's Mailchimp key, opened; undefined when the site has connected no account. */
export async function accountKey(
  db: Db,
  env: ConnectionsSecretEnv,
  websiteId: string,
): Promise<string | undefined> {
  const row = await db
    .select({ keyCipher: mailingListAccounts.keyCipher })
    .from(mailingListAccounts)
    .where(eq(mailingListAccounts.websiteId, websiteId))
    .get();
  return row ? openSecret(env, row.keyCipher) : undefined;
}

export async function saveAccount(
  db: Db,
  env: ConnectionsSecretEnv,
  websiteId: string,
  apiKey: string,
  now: number,
): Promise<void> {
  const values = {
    websiteId,
    provider: "mailchimp",
    keyCipher: await sealSecret(env, apiKey),
    keyHint: keyHint(apiKey),
    connectedOn: now,
  };
  await db
    .insert(mailingListAccounts)
    .values(values)
    .onConflictDoUpdate({ target: mailingListAccounts.websiteId, set: values });
}

export const removeAccount = (db: Db, websiteId: string) =>
  db.delete(mailingListAccounts).where(eq(mailingListAccounts.websiteId, websiteId));
