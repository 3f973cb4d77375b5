// Cron Triggers (wrangler.toml [triggers]): every minute, the email outbox sweep, the order sweep
// (checkouts stopped half way are finished or undone, worker/orders/sweep.ts), subscription renewals
// that are due (worker/subscriptions/renew.ts), the connections sweep (worker/connections/sweep.ts),
// scheduled page publishes (worker/db/page-documents.ts; a site's due pages in one batch), scheduled
// posts and events going live (worker/db/content-items.ts), trials that ran out marked expired
// (worker/db/site-expiry.ts) and the removal of expired owner and member
// sessions;
// hourly, analytics data past its retention (worker/analytics/store.ts).
// Each shard's work runs on its own database only, in its shard's context (db/shard-context.ts), so
// what it puts on a queue names that shard (docs/shards.md). One shard failing does not hold back
// the others; the run fails after all were tried.
import { deleteExpiredAnalytics } from "./analytics/store";
import { sweepConnections } from "./connections/sweep";
import { inShard } from "./db/shard-context";
import { shardBinding, shardDb, shardNames, type ShardName } from "./db/shards";
import { markDueItemsLive } from "./db/content-items";
import { deleteExpiredSessions } from "./db/owner-sessions";
import { publishDueDocuments } from "./db/page-documents";
import { expireEndedTrials } from "./db/site-expiry";
import { deleteExpiredSiteUserSessions } from "./db/site-user-sessions";
import { sweepOutbox } from "./email/dispatch";
import { orderDeps } from "./orders/deps";
import { sweepOrders } from "./orders/sweep";
import { renewDueSubscriptions } from "./subscriptions/renew";

/** The minute of the hour at which the hourly work runs. */
const HOURLY_MINUTE = 17;

export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const failures: unknown[] = [];
  for (const shard of shardNames(env)) {
    try {
      await inShard(shard, () => runOnShard(controller, env, shard));
    } catch (error) {
      console.error("scheduled work failed on shard", shard, error);
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, "scheduled work failed");
}

async function runOnShard(controller: ScheduledController, env: Env, shard: ShardName): Promise<void> {
  const db = shardDb(env, shard);
  const orders = await sweepOrders(orderDeps(env, db));
  if (orders.completed + orders.cancelled > 0) console.log("order sweep", orders);
  const renewals = await renewDueSubscriptions(orderDeps(env, db));
  if (Object.values(renewals).some((n) => n > 0)) console.log("subscription renewals", renewals);
  const published = await publishDueDocuments(db, Date.now());
  if (published > 0) console.log(`published ${published} scheduled pages`);
  const live = await markDueItemsLive(db, Date.now());
  if (live > 0) console.log(`${live} scheduled posts and events went live`);
  const expired = await expireEndedTrials(db, Date.now());
  if (expired > 0) console.log(`${expired} trials ended`);
  const swept = await sweepOutbox(db, env.EMAILS, Date.now(), shard);
  if (swept > 0) console.log(`email sweep re-enqueued ${swept} pending emails`);
  const connections = await sweepConnections(db, env.CONNECTIONS, Date.now());
  if (connections > 0) console.log(`connections sweep re-enqueued ${connections} pending jobs`);
  await deleteExpiredSessions(db, Date.now());
  await deleteExpiredSiteUserSessions(db, Date.now());
  if (new Date(controller.scheduledTime).getUTCMinutes() === HOURLY_MINUTE) {
    await deleteExpiredAnalytics(shardBinding(env, shard), Date.now());
  }
}
