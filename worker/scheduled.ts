// Cron Triggers (wrangler.toml [triggers]): every minute, the email outbox sweep and the removal
// of expired owner sessions; hourly, analytics data past its retention (worker/analytics/store.ts).
import { deleteExpiredAnalytics } from "./analytics/store";
import { createDb } from "./db/client";
import { deleteExpiredSessions } from "./db/owner-sessions";
import { sweepOutbox } from "./email/dispatch";

/** The minute of the hour at which the hourly work runs. */
const HOURLY_MINUTE = 17;

export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const swept = await sweepOutbox(db, env.EMAILS, Date.now());
  if (swept > 0) console.log(`email sweep re-enqueued ${swept} pending emails`);
  await deleteExpiredSessions(db, Date.now());
  if (new Date(controller.scheduledTime).getUTCMinutes() === HOURLY_MINUTE) {
    await deleteExpiredAnalytics(env.DB, Date.now());
  }
}
