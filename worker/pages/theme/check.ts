// A theme developer's lint (`npm run template:check -- themes/default`): every template of a theme
// folder checked as the worker will use it, each problem with its file, line and column.
//   - template.conf and collections/*.conf parse; every region a layout lists exists;
//   - each layout's regions, concatenated as the page router joins them (a section may open in
//     one region and close in the next), and every .list, .item, .page and .block file parse with
//     known formatters and predicates, balanced sections and valid expressions;
//   - every partial applied (`{@|apply name.block}`) is a block of the theme.
// Pure: takes the theme's files by path, so the CLI and the tests share it.
import type { Block } from "../../template/compiled";
import { messages } from "../../template/errors";
import { applies, validate, type ValidateOptions } from "../../template/validate";
import { PAGE_FORMATTERS } from "../page-formatters";
import { CollectionConf, parseConf, TemplateConf } from "./conf";

export interface ThemeProblem {
  /** Path inside the theme folder, e.g. "blocks/product-card.block". */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** Theme file extensions the engine reads (everything else in a theme folder is left alone). */
export const THEME_FILE = /\.(conf|region|list|item|page|block)$/;
const TEMPLATE_FILE = /\.(list|item|page|block)$/;

/** 1-based line and column of a character offset. */
function position(source: string, offset: number): [number, number] {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf("\n"); i !== -1 && i < offset; i = source.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return [line, offset - lineStart + 1];
}

/** Character offset of a 1-based line and column. */
function offsetOf(source: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const next = source.indexOf("\n", at);
    if (next === -1) break;
    at = next + 1;
  }
  return at + column - 1;
}

/** Templates are checked with the formatters every page render adds (islands, images). */
const PAGE_RENDER: ValidateOptions = { formatters: PAGE_FORMATTERS };

export function checkTheme(
  files: Record<string, string>,
  extra: ValidateOptions = PAGE_RENDER,
): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  const blocks = new Set(
    Object.keys(files)
      .filter((path) => path.startsWith("blocks/") && path.endsWith(".block"))
      .map((path) => path.slice("blocks/".length)),
  );

  /** Parse errors and unknown partials of one template, reported against `locate`'s file. */
  const checkTemplate = (
    source: string,
    name: string,
    locate: (line: number, column: number) => ThemeProblem,
  ) => {
    const { code, errors } = validate(source, name, extra);
    for (const e of errors) problems.push({ ...locate(e.line, e.column), message: e.message });
    // Each block is checked in its own file; here only that every partial applied exists.
    for (const use of applies(code as Block)) {
      if (!blocks.has(use.name)) {
        problems.push({ ...locate(use.line, use.column), message: messages.partialMissing(use.name) });
      }
    }
  };

  let conf: TemplateConf | undefined;
  if (files["template.conf"] === undefined) {
    problems.push({ file: "template.conf", line: 1, column: 1, message: "A theme needs a template.conf" });
  } else {
    try {
      conf = parseConf(TemplateConf, files["template.conf"], "template.conf");
    } catch (e) {
      problems.push({ file: "template.conf", line: 1, column: 1, message: (e as Error).message });
    }
  }
  for (const path of Object.keys(files).filter((p) => p.startsWith("collections/") && p.endsWith(".conf"))) {
    try {
      parseConf(CollectionConf, files[path]!, path);
    } catch (e) {
      problems.push({ file: path, line: 1, column: 1, message: (e as Error).message });
    }
  }

  for (const [layout, { regions }] of Object.entries(conf?.layouts ?? {})) {
    const missing = regions.filter((region) => files[`${region}.region`] === undefined);
    for (const region of missing) {
      problems.push({
        file: "template.conf",
        line: 1,
        column: 1,
        message: `Layout '${layout}' lists region '${region}', but ${region}.region does not exist`,
      });
    }
    if (missing.length > 0) continue;
    // Joined as the page router joins them; each error is placed back in its own region file.
    const parts = regions.map((region) => ({ file: `${region}.region`, source: files[`${region}.region`]! }));
    const joined = parts.map((p) => p.source).join("");
    checkTemplate(joined, `layout ${layout}`, (line, column) => {
      let offset = offsetOf(joined, line, column);
      for (const part of parts) {
        if (offset < part.source.length || part === parts.at(-1)) {
          const [l, c] = position(part.source, offset);
          return { file: part.file, line: l, column: c, message: "" };
        }
        offset -= part.source.length;
      }
      return { file: parts[0]!.file, line, column, message: "" };
    });
  }

  for (const path of Object.keys(files)
    .filter((p) => TEMPLATE_FILE.test(p))
    .sort()) {
    checkTemplate(files[path]!, path, (line, column) => ({ file: path, line, column, message: "" }));
  }
  // One report per place and message (a region shared by two layouts is checked twice), in the
  // order of the files, then of their lines.
  const seen = new Set<string>();
  const order = Object.keys(files).sort();
  return problems
    .filter((p) => {
      const key = `${p.file}:${p.line}:${p.column}:${p.message}`;
      return !seen.has(key) && seen.add(key) !== undefined;
    })
    .sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file) || a.line - b.line || a.column - b.column);
}
