// Lints every template of a theme folder: `npm run template:check -- themes/default`.
// Prints `file:line:col message` per problem; exits 1 when there is any, 0 when clean.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { checkTheme } from "../worker/pages/theme/theme-check";

function read(root: string, dir: string, files: Record<string, string>): Record<string, string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) read(root, path, files);
    else if (/\.(region|list|item|block|page|conf)$/.test(entry))
      files[relative(root, path).split("\\").join("/")] = readFileSync(path, "utf8");
  }
  return files;
}

const root = process.argv[2];
if (root === undefined) {
  console.error("usage: npm run template:check -- <theme folder>");
  process.exit(2);
}
const problems = checkTheme(read(root, root, {}));
for (const line of problems) console.log(line);
process.exit(problems.length > 0 ? 1 : 0);
