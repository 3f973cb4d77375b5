// Who holds the mailing lists a site connects to. Two adapters: Mailchimp's Marketing API with the
// site's own API key, when the site has connected its Mailchimp account (account.ts; the optional
// MAILCHIMP_API_URL only points at another Mailchimp-shaped server), else the local provider, whose
// lists live in D1 per site, so development works offline and sends nothing to the outside world.
// No key is shared between sites: each sees and connects only its own audiences (issue 22).
import type { Db } from "../../db/client";
import { directoryDb } from "../../db/shards";
import type { ConnectionsSecretEnv } from "../webhooks/secret-box";
import { accountKey } from "./account";
import { localMailingListProvider } from "./local-provider";
import { mailchimpProvider } from "./mailchimp";

export interface MailingList {
  id: string;
  name: string;
  memberCount: number;
}

export type SyncResult =
  { status: "done" } | { status: "retryable"; error: string } | { status: "permanent"; error: string };

export interface MailingListProvider {
  readonly kind: "local" | "mailchimp";
  /** The lists this site may connect to; throws when the provider cannot be reached. */
  lists(websiteId: string): Promise<MailingList[]>;
  /** Only the local provider makes lists; elsewhere they are made in the provider's own account. */
  createList?(websiteId: string, name: string): Promise<MailingList>;
  /** Adds (or re-subscribes) a confirmed address: the double opt-in already happened here. */
  subscribe(listId: string, email: string): Promise<SyncResult>;
  unsubscribe(listId: string, email: string): Promise<SyncResult>;
}

export type MailingListEnv = Env & ConnectionsSecretEnv & { MAILCHIMP_API_URL?: string };

export function mailingListProviderFor(
  env: MailingListEnv,
  /** `db`: the site's shard, where the local provider keeps its lists (default shard 0). */
  options: { apiKey?: string; fetch?: typeof fetch; db?: Db } = {},
): MailingListProvider {
  if (options.apiKey) {
    return mailchimpProvider({
      apiKey: options.apiKey,
      baseUrl: env.MAILCHIMP_API_URL,
      fetch: options.fetch,
    });
  }
  return localMailingListProvider(options.db ?? directoryDb(env));
}

/** The provider of this site's lists: its own Mailchimp account if it connected one. */
export async function siteMailingListProvider(
  env: MailingListEnv,
  db: Db,
  websiteId: string,
  options: { fetch?: typeof fetch } = {},
): Promise<MailingListProvider> {
  return mailingListProviderFor(env, { ...options, db, apiKey: await accountKey(db, env, websiteId) });
}
