// `npm run db:migrate`: applies migrations/ to the local D1 database, in .wrangler/state or in the
// folder ATELIER_PERSIST_TO names (the state `npm run dev` then serves from, vite.config.ts).
import { spawnSync } from "node:child_process";

const persistTo = process.env.ATELIER_PERSIST_TO;
const args = ["d1", "migrations", "apply", "atelier", "--local"];
if (persistTo) args.push("--persist-to", persistTo);
// npm puts node_modules/.bin on the PATH; Windows finds wrangler.cmd only through a shell.
const run = spawnSync("wrangler", args, { stdio: "inherit", shell: process.platform === "win32" });
process.exit(run.status ?? 1);
