// Sign-up's placement of a new site (docs/shards.md): the shard is chosen (db/shard-placement.ts),
// the host claimed in the site directory, then the site's rows written to its shard. A claim whose
// site could not be written is given back, so a failed sign-up leaves no directory row behind.
import { findAccountByEmail } from "../db/owner-accounts";
import { placeNewSite } from "../db/shard-placement";
import { directoryDb, shardDb, shardNames, type ShardName } from "../db/shards";
import { claimHost, releaseHost } from "../db/site-directory";
import { createSite } from "../db/sites";

type NewSiteInput = Parameters<typeof createSite>[1];

/**
 * Whether an owner account has this email on any shard. Sign-up is the platform's, not a site's:
 * it is the one request that asks every shard (one query each, in parallel).
 */
export async function emailTakenOnAnyShard(env: Env, email: string): Promise<boolean> {
  const found = await Promise.all(
    shardNames(env).map((shard) => findAccountByEmail(shardDb(env, shard), email)),
  );
  return found.some(Boolean);
}

/** The new site's shard, or undefined when its host was taken meanwhile or its rows were refused. */
export async function createSiteOnShard(
  env: Env,
  input: NewSiteInput,
  shard?: ShardName,
): Promise<ShardName | undefined> {
  const directory = directoryDb(env);
  const placed = shard ?? (await placeNewSite(env, directory));
  const entry = { host: input.host, websiteId: input.site.id, shard: placed };
  if (!(await claimHost(directory, entry))) return undefined;
  try {
    await createSite(shardDb(env, placed), input);
  } catch {
    // A unique index lost a race with another sign-up: nothing was stored (one batch).
    await releaseHost(directory, input.site.id, input.host);
    return undefined;
  }
  return placed;
}
