// The D1 databases wrangler.toml binds (the site directory and every shard, docs/shards.md), by
// database_name: `npm run db:migrate` and the benchmarks' workers apply migrations/ to each.
import { readFileSync } from "node:fs";

export function d1DatabaseNames(config = new URL("../wrangler.toml", import.meta.url)): string[] {
  const toml = readFileSync(config, "utf8");
  const names: string[] = [];
  for (const block of toml.split(/^\[\[d1_databases\]\]\s*$/m).slice(1)) {
    const name = /^database_name\s*=\s*"([^"]+)"/m.exec(block.split(/^\[/m)[0] ?? "");
    if (name) names.push(name[1]!);
  }
  return names;
}
