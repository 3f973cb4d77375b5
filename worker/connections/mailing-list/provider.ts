// Who holds the mailing lists a site connects to. Two adapters: Mailchimp's Marketing API when the
// MAILCHIMP_API_KEY secret is set (`wrangler secret put MAILCHIMP_API_KEY`; MAILCHIMP_API_URL only to
// point at another Mailchimp-shaped server), else the local provider, whose lists live in D1, so
// development works offline and sends nothing to the outside world.
import { createDb } from "../../db/client";
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

export type MailingListEnv = Env & { MAILCHIMP_API_KEY?: string; MAILCHIMP_API_URL?: string };

export function mailingListProviderFor(
  env: MailingListEnv,
  options: { fetch?: typeof fetch } = {},
): MailingListProvider {
  if ((env.MAILCHIMP_API_KEY ?? "") !== "") {
    return mailchimpProvider({
      apiKey: env.MAILCHIMP_API_KEY!,
      baseUrl: env.MAILCHIMP_API_URL,
      fetch: options.fetch,
    });
  }
  return localMailingListProvider(createDb(env.DB));
}
