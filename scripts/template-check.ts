// Lints a theme folder as theme developers would: `npm run template:check -- themes/default`.
// Prints `file:line:column message` for each problem (worker/pages/theme/check.ts) and exits 1
// when there is any, 0 when the theme is clean.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { checkTheme, THEME_FILE } from "../worker/pages/theme/check";

function themeFiles(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (THEME_FILE.test(name))
        files[relative(folder, path).split("\\").join("/")] = readFileSync(path, "utf8");
    }
  };
  walk(folder);
  return files;
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error("usage: npm run template:check -- <theme folder>...");
  process.exit(2);
}
let count = 0;
for (const folder of folders) {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${folder}: not a theme folder`);
    process.exit(2);
  }
  const problems = checkTheme(themeFiles(folder));
  for (const p of problems) console.log(`${join(folder, p.file)}:${p.line}:${p.column} ${p.message}`);
  count += problems.length;
  if (problems.length === 0) console.log(`${folder}: no problems`);
}
process.exitCode = count > 0 ? 1 : 0;
