/// <reference types="vite/client" />
// The theme's template files, bundled as text and parsed once per isolate. Blocks are the
// partials templates apply by file name (`{@|apply product-card.block}`).
import { parse } from "../template";
import type { CompiledTemplate, TemplateError } from "../template/types";

const sources = import.meta.glob<string>("../../themes/default/**/*.{region,list,item,page,block}", {
  query: "?raw",
  import: "default",
  eager: true,
});

const byName = new Map<string, string>();
for (const [path, source] of Object.entries(sources)) {
  byName.set(path.replace(/^.*themes\/default\//, ""), source);
}

const compiled = new Map<string, { code: CompiledTemplate; errors: TemplateError[] }>();

/** The parsed template at a theme path such as "collections/products.item". */
export function themeTemplate(path: string): CompiledTemplate {
  let entry = compiled.get(path);
  if (!entry) {
    const source = byName.get(path);
    if (source === undefined) throw new Error(`theme file missing: ${path}`);
    entry = parse(source, path);
    compiled.set(path, entry);
  }
  return entry.code;
}

let partials: Record<string, CompiledTemplate> | undefined;

/** Every block of the theme, by file name, parsed. */
export function themePartials(): Record<string, CompiledTemplate> {
  partials ??= Object.fromEntries(
    [...byName.keys()]
      .filter((path) => path.startsWith("blocks/"))
      .map((path) => [path.slice("blocks/".length), themeTemplate(path)]),
  );
  return partials;
}
