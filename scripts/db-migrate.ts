// `npm run db:migrate`: applies migrations/ to every local D1 database of wrangler.toml (the site
// directory, shard 0, and the other shards: docs/shards.md), in .wrangler/state or in the folder
// ATELIER_PERSIST_TO names (the state `npm run dev` then serves from, vite.config.ts).
import { spawnSync } from "node:child_process";
import { d1DatabaseNames } from "./d1-databases";

const persistTo = process.env.ATELIER_PERSIST_TO;
for (const name of d1DatabaseNames()) {
  const args = ["d1", "migrations", "apply", name, "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  // npm puts node_modules/.bin on the PATH; Windows finds wrangler.cmd only through a shell.
  const run = spawnSync("wrangler", args, { stdio: "inherit", shell: process.platform === "win32" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
