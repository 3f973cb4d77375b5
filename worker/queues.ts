// One queue handler for every queue this worker consumes, dispatched by the batch's queue name
// (the names of wrangler.toml).
import { consumeEvents } from "./queue";
import { consumeConnections } from "./connections/consumer";
import { buryEmails, sendEmails } from "./email/sender";

export const QUEUES = {
  events: "atelier-events",
  eventsDeadLetter: "atelier-events-dlq",
  emails: "atelier-emails",
  emailsDeadLetter: "atelier-emails-dlq",
  connections: "atelier-connections",
} as const;

export async function consumeQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  switch (batch.queue) {
    case QUEUES.events:
    // Batches that failed max_retries times (D1 unavailable for a while): the same idempotent
    // write, retried later and longer, so an accepted event is not lost to a passing outage.
    case QUEUES.eventsDeadLetter:
      return consumeEvents(batch, env);
    case QUEUES.emails:
      return sendEmails(batch, env);
    case QUEUES.emailsDeadLetter:
      return buryEmails(batch, env);
    case QUEUES.connections:
      return consumeConnections(batch, env);
    default:
      // A queue bound in wrangler.toml with no consumer here: retrying will not help, say so loudly.
      throw new Error(`no consumer for queue ${batch.queue}`);
  }
}
