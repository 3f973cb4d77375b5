// Which D1 database holds a site's rows (docs/shards.md). A shard is named by its binding: "DB",
// shard 0, which also holds the site directory, or "DB_SHARD_<n>". Adding a shard is adding a
// binding to wrangler.toml: shardNames() finds it.
import { createDb, type Db } from "./client";

/** Shard 0: the database every site lived in before shards, and the site directory's. */
export const PRIMARY_SHARD = "DB";
export type ShardName = string;

const SHARD_BINDING = /^DB(?:_SHARD_(\d+))?$/;

export const isShardName = (name: string): boolean => SHARD_BINDING.test(name);

const shardNumber = (name: string): number => Number(SHARD_BINDING.exec(name)?.[1] ?? 0);

const isD1 = (value: unknown): value is D1Database =>
  typeof value === "object" && value !== null && typeof (value as D1Database).prepare === "function";

/** Every shard bound to this worker, shard 0 first. */
export function shardNames(env: Env): ShardName[] {
  const bindings = env as unknown as Record<string, unknown>;
  return Object.keys(bindings)
    .filter((key) => isShardName(key) && isD1(bindings[key]))
    .sort((a, b) => shardNumber(a) - shardNumber(b));
}

/** The D1 binding of a shard; throws for a name no binding answers to (a directory gone wrong). */
export function shardBinding(env: Env, shard: ShardName): D1Database {
  const d1 = isShardName(shard) ? (env as unknown as Record<string, unknown>)[shard] : undefined;
  if (!isD1(d1)) throw new Error(`no D1 binding for shard ${shard}`);
  return d1;
}

/** One drizzle handle per D1 binding per isolate. */
const handles = new WeakMap<D1Database, Db>();

export function dbForBinding(d1: D1Database): Db {
  let db = handles.get(d1);
  if (!db) handles.set(d1, (db = createDb(d1)));
  return db;
}

/** The handle over a shard's database (background work: queue consumers, the cron). */
export const shardDb = (env: Env, shard: ShardName): Db => dbForBinding(shardBinding(env, shard));

/** The handle over the site directory (the site_directory table of shard 0). */
export const directoryDb = (env: Env): Db => shardDb(env, PRIMARY_SHARD);
