// Writes the development secrets (scripts/dev-secrets-lines.mjs) into .dev.vars when it lacks them:
// run by `npm install` and before `npm run dev`, `npm run build` (which copies .dev.vars next to
// the built worker for `npm start` and the browser tests) and `npm run typecheck` (wrangler types
// reads .dev.vars). .dev.vars is git-ignored; its values are this install's own.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { withDevSecrets } from "./dev-secrets-lines.mjs";

const file = fileURLToPath(new URL("../.dev.vars", import.meta.url));
const before = existsSync(file) ? readFileSync(file, "utf8") : "";
const after = withDevSecrets(before, () => randomBytes(32).toString("hex"));
if (after !== before) {
  writeFileSync(file, after, { mode: 0o600 });
  console.log("dev-secrets: wrote this install's random development secrets into .dev.vars");
}
