// Consumer of the EMAILS queue: each message names one outbox row. The row is claimed (skipped if
// already sent or dead: delivery is at least once), handed to the provider with its idempotency
// key, then marked sent; a retryable failure records the error and retries the message with
// backoff; a permanent failure, or the last attempt, marks the row dead. The row's attempt count
// decides, not the message's (a swept row comes back as a new message). The message names the
// row's shard (email/dispatch.ts); the row is read and written there, and nowhere else.
import type { Db } from "../db/client";
import { claimEmail, markDead, markRetry, markSent } from "../db/email-outbox";
import { isShardName, shardDb, shardNames } from "../db/shards";
import { emailQueueMessage } from "./dispatch";
import { providerFor, senderAddress, type EmailEnv, type EmailProvider, type SendResult } from "./provider";

export const MAX_ATTEMPTS = 8;
/** 1, 2, 4 … minutes, at most an hour: 8 attempts span about two hours of provider outage. */
export const MAX_BACKOFF_SECONDS = 3600;

export function backoffSeconds(attempt: number, retryAfterSeconds?: number): number {
  const doubling = Math.min(60 * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_SECONDS);
  return Math.min(Math.max(doubling, retryAfterSeconds ?? 0), MAX_BACKOFF_SECONDS);
}

/** The message's row and the handle over its shard; undefined when unreadable or of no bound shard. */
function messageRow(env: Env, body: unknown): { id: string; db: Db } | undefined {
  const parsed = emailQueueMessage.safeParse(body);
  if (!parsed.success) return undefined;
  const { id, shard } = parsed.data;
  if (!isShardName(shard) || !shardNames(env).includes(shard)) return undefined;
  return { id, db: shardDb(env, shard) };
}

export interface SenderOptions {
  provider?: EmailProvider;
  now?: () => number;
}

async function attempt(provider: EmailProvider, send: () => Promise<SendResult>): Promise<SendResult> {
  try {
    return await send();
  } catch (error) {
    return { status: "retryable", error: `${provider.kind} provider threw: ${String(error)}` };
  }
}

export async function sendEmails(
  batch: MessageBatch<unknown>,
  env: EmailEnv,
  options: SenderOptions = {},
): Promise<void> {
  const now = options.now ?? Date.now;
  const from = senderAddress(env);
  for (const message of batch.messages) {
    const target = messageRow(env, message.body);
    if (!target) {
      console.warn("dropping unreadable email message", message.id);
      message.ack();
      continue;
    }
    const { id, db } = target;
    const provider = options.provider ?? providerFor(env, db);
    try {
      const row = await claimEmail(db, id, now());
      if (!row) {
        message.ack();
        continue;
      }
      const result = await attempt(provider, () =>
        provider.send({
          from,
          to: row.to,
          subject: row.subject,
          textBody: row.textBody,
          htmlBody: row.htmlBody,
          idempotencyKey: row.idempotencyKey,
        }),
      );
      if (result.status === "delivered") {
        await markSent(db, row.id, now());
        message.ack();
      } else if (result.status === "permanent" || row.attempts >= MAX_ATTEMPTS) {
        await markDead(db, row.id, result.error);
        message.ack();
      } else {
        const delaySeconds = backoffSeconds(row.attempts, result.retryAfterSeconds);
        await markRetry(db, row.id, result.error, now() + delaySeconds * 1000);
        message.retry({ delaySeconds });
      }
    } catch (error) {
      // D1 itself failed: the queue retries, and past max_retries the dead-letter queue takes it.
      console.error("email send failed", id, error);
      message.retry();
    }
  }
}

export const DEAD_LETTER_ERROR = "Moved to the dead-letter queue after repeated failures.";

/** Consumer of the EMAILS dead-letter queue: what reached it will not be sent; the row says so. */
export async function buryEmails(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const target = messageRow(env, message.body);
    if (target) await markDead(target.db, target.id, DEAD_LETTER_ERROR);
    message.ack();
  }
}
