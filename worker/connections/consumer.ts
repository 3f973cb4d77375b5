// Consumer of the CONNECTIONS queue: each message names one webhook delivery or one mailing-list
// sync. The row's own attempt count and backoff decide (message.retry with delaySeconds); a D1
// failure retries the message plainly, and the sweep picks up anything the queue gave up on.
import { createDb } from "../db/client";
import { connectionJob, type JobOutcome } from "./jobs";
import {
  siteMailingListProvider,
  type MailingListEnv,
  type MailingListProvider,
} from "./mailing-list/provider";
import { deliverListSync } from "./mailing-list/sync";
import { deliverWebhook } from "./webhooks/deliver";
import type { ConnectionsSecretEnv } from "./webhooks/secret-box";

export interface ConsumerOptions {
  /** Outgoing webhook calls (tests pass a fake receiver). */
  fetch?: typeof fetch;
  listProvider?: MailingListProvider;
  now?: () => number;
}

export async function consumeConnections(
  batch: MessageBatch<unknown>,
  env: MailingListEnv & ConnectionsSecretEnv,
  options: ConsumerOptions = {},
): Promise<void> {
  const db = createDb(env.DB);
  // Each sync goes through its own site's account (tests may pass one provider for all).
  const providerOf =
    options.listProvider ?? ((websiteId: string) => siteMailingListProvider(env, db, websiteId));
  for (const message of batch.messages) {
    const job = connectionJob.safeParse(message.body);
    if (!job.success) {
      console.warn("dropping unreadable connections message", message.id);
      message.ack();
      continue;
    }
    try {
      let outcome: JobOutcome;
      if (job.data.kind === "webhook") {
        outcome = await deliverWebhook(db, env, job.data.id, options);
      } else {
        outcome = await deliverListSync(db, providerOf, job.data.id, options.now);
      }
      if (outcome.status === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
      else message.ack();
    } catch (error) {
      console.error("connections job failed", job.data, error);
      message.retry();
    }
  }
}
