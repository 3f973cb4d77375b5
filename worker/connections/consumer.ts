// Consumer of the CONNECTIONS queue: each message names one webhook delivery or one mailing-list
// sync. The row's own attempt count and backoff decide (message.retry with delaySeconds); a D1
// failure retries the message plainly, and the sweep picks up anything the queue gave up on. The
// message names the row's shard (connections/jobs.ts): the row is read and written there only.
import { isShardName, PRIMARY_SHARD, shardDb, shardNames } from "../db/shards";
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
  for (const message of batch.messages) {
    const job = connectionJob.safeParse(message.body);
    const shard = job.data?.shard ?? PRIMARY_SHARD;
    if (!job.success || !isShardName(shard) || !shardNames(env).includes(shard)) {
      console.warn("dropping unreadable connections message", message.id);
      message.ack();
      continue;
    }
    const db = shardDb(env, shard);
    // Each sync goes through its own site's account (tests may pass one provider for all).
    const providerOf =
      options.listProvider ?? ((websiteId: string) => siteMailingListProvider(env, db, websiteId));
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
