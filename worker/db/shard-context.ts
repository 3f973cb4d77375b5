// The shard the current work belongs to: a request's site's (set by http/website.ts) or the one a
// queue consumer or the cron is working through. Messages put on a queue carry it (email/dispatch.ts,
// connections/jobs.ts, the analytics events), so their consumer writes to the same shard, without
// every caller threading it through. The pattern is Hono's own context storage (hono/context-storage).
import { AsyncLocalStorage } from "node:async_hooks";
import { PRIMARY_SHARD, type ShardName } from "./shards";

const storage = new AsyncLocalStorage<ShardName>();

export function inShard<T>(shard: ShardName, work: () => T): T {
  return storage.run(shard, work);
}

/** Outside any site's work (a test calling a domain function directly): shard 0. */
export function currentShard(): ShardName {
  return storage.getStore() ?? PRIMARY_SHARD;
}

/**
 * What a queue message carries to name its shard: nothing for shard 0 (messages read the same as
 * before shards, so a consumer of the previous release still reads them), else `{ shard }`.
 */
export function shardField(shard: ShardName = currentShard()): { shard?: ShardName } {
  return shard === PRIMARY_SHARD ? {} : { shard };
}
