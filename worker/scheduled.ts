// Cron Triggers (wrangler.toml [triggers]): every minute, the email outbox sweep and the removal
// of expired owner sessions.
import { createDb } from "./db/client";
import { deleteExpiredSessions } from "./db/owner-sessions";
import { sweepOutbox } from "./email/dispatch";

export async function runScheduled(_controller: ScheduledController, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const swept = await sweepOutbox(db, env.EMAILS, Date.now());
  if (swept > 0) console.log(`email sweep re-enqueued ${swept} pending emails`);
  await deleteExpiredSessions(db, Date.now());
}
