// Lints a theme's templates (its .region, .list, .item, .block and .page files, and the
// regions its .conf layouts name): one `file:line:col message` line per problem. Partials
// are the theme's `.block` files by file name, as a page render resolves them.

import { validate } from "../../template/validate";
import { PAGE_FORMATTERS } from "../page-formatters";

const TEMPLATE = /\.(region|list|item|block|page)$/;

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/** Region files the `.conf` layouts name (`regions: ["header"]` -> header.region). */
function namedRegions(files: Record<string, string>): string[] {
  const named: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    if (!path.endsWith(".conf")) continue;
    let conf: { layouts?: Record<string, { regions?: unknown }> };
    try {
      conf = JSON.parse(text);
    } catch {
      named.push(`${path}:1:1 not valid JSON`);
      continue;
    }
    for (const layout of Object.values(conf.layouts ?? {})) {
      if (!Array.isArray(layout?.regions)) continue;
      for (const region of layout.regions) {
        const file = `${folderOf(path)}${region}.region`;
        if (typeof region === "string" && !(file in files))
          named.push(`${path}:1:1 region '${region}' is missing`);
      }
    }
  }
  return named;
}

/** Problems of a theme given as file path (relative to the theme folder) -> text. */
export function checkTheme(files: Record<string, string>): string[] {
  const problems = namedRegions(files);
  const templates = Object.keys(files)
    .filter((p) => TEMPLATE.test(p))
    .sort();
  const partials = Object.fromEntries(
    templates.filter((p) => p.endsWith(".block")).map((p) => [fileName(p), files[p]!]),
  );
  for (const path of templates) {
    const name = path.endsWith(".block") ? fileName(path) : undefined;
    const { errors } = validate(files[path]!, name, { partials, formatters: PAGE_FORMATTERS });
    const lines = new Set<string>();
    for (const e of errors) {
      // A partial's own problems are reported on its file; recursion is shown where it starts.
      const other = e.partial !== undefined && e.partial !== name;
      if (other && e.type !== "partial-recursion") continue;
      lines.add(`${path}:${e.line}:${e.column} ${e.message}${other ? ` (in partial ${e.partial})` : ""}`);
    }
    problems.push(...lines);
  }
  return problems;
}
