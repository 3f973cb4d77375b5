// Cron Triggers (wrangler.toml [triggers]): every minute, the email outbox sweep.
import { createDb } from "./db/client";
import { sweepOutbox } from "./email/dispatch";

export async function runScheduled(_controller: ScheduledController, env: Env): Promise<void> {
  const swept = await sweepOutbox(createDb(env.DB), env.EMAILS, Date.now());
  if (swept > 0) console.log(`email sweep re-enqueued ${swept} pending emails`);
}
