// Where a new site's rows go (docs/shards.md): of the shards NEW_SITE_SHARDS opens to new sites,
// the one holding the fewest sites in the directory (ties: the lower shard). A shard left out of
// the list takes no new sites; an empty or unset list, or one naming no bound shard, means shard 0.
import type { Db } from "./client";
import { sitesPerShard } from "./site-directory";
import { PRIMARY_SHARD, shardNames, type ShardName } from "./shards";

/** The shards open to new sites, in shard order. */
export function openShards(env: Env): ShardName[] {
  const listed = new Set(
    String((env as { NEW_SITE_SHARDS?: string }).NEW_SITE_SHARDS ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const open = shardNames(env).filter((name) => listed.has(name));
  return open.length > 0 ? open : [PRIMARY_SHARD];
}

export async function placeNewSite(env: Env, directory: Db): Promise<ShardName> {
  const open = openShards(env);
  if (open.length === 1) return open[0]!;
  const load = await sitesPerShard(directory, open);
  let best = open[0]!;
  for (const shard of open) if ((load.get(shard) ?? 0) < (load.get(best) ?? 0)) best = shard;
  return best;
}
