// One theme: its files by path inside the theme folder ("template.conf", "header.region",
// "collections/products.list", "blocks/product-card.block"...), parsed on first use and kept for
// the isolate's life (theme files are bundled, so they cannot go stale).
import { parse } from "../../template";
import type { CompiledTemplate } from "../../template/types";
import { CollectionConf, parseConf, TemplateConf } from "./conf";

export interface Theme {
  /** The theme's folder name. */
  readonly name: string;
  readonly conf: TemplateConf;
  has(path: string): boolean;
  /** The parsed template at a path such as "collections/products.item". */
  template(path: string): CompiledTemplate;
  /** Every block, by file name (`{@|apply product-card.block}`). */
  partials(): Record<string, CompiledTemplate>;
  /** collections/<name>.conf, if the theme has one. */
  collectionConf(name: string): CollectionConf | undefined;
  /** A layout of template.conf (its first when unnamed or unknown), assembled from its regions. */
  layout(name?: string): CompiledTemplate;
}

export const DEFAULT_LAYOUT = "default";

export function createTheme(name: string, files: Record<string, string>): Theme {
  const source = (path: string) => {
    const text = files[path];
    if (text === undefined) throw new Error(`theme '${name}' has no file ${path}`);
    return text;
  };
  const conf = parseConf(TemplateConf, source("template.conf"), `${name}/template.conf`);
  const templates = new Map<string, CompiledTemplate>();
  const layouts = new Map<string, CompiledTemplate>();
  const confs = new Map<string, CollectionConf | undefined>();
  let partials: Record<string, CompiledTemplate> | undefined;

  const template = (path: string) => {
    let code = templates.get(path);
    if (!code) {
      code = parse(source(path), path).code;
      templates.set(path, code);
    }
    return code;
  };

  return {
    name,
    conf,
    has: (path) => files[path] !== undefined,
    template,
    partials() {
      partials ??= Object.fromEntries(
        Object.keys(files)
          .filter((path) => path.startsWith("blocks/") && path.endsWith(".block"))
          .map((path) => [path.slice("blocks/".length), template(path)]),
      );
      return partials;
    },
    collectionConf(collection) {
      if (!confs.has(collection)) {
        const path = `collections/${collection}.conf`;
        const text = files[path];
        confs.set(
          collection,
          text === undefined ? undefined : parseConf(CollectionConf, text, `${name}/${path}`),
        );
      }
      return confs.get(collection);
    },
    layout(layoutName = DEFAULT_LAYOUT) {
      const key = conf.layouts[layoutName] ? layoutName : Object.keys(conf.layouts)[0]!;
      let code = layouts.get(key);
      if (!code) {
        // As the platform does: the region files' sources, concatenated in the listed order, are
        // one template, so a section may open in one region and close in the next.
        const regions = conf.layouts[key]!.regions;
        code = parse(regions.map((region) => source(`${region}.region`)).join(""), `layout ${key}`).code;
        layouts.set(key, code);
      }
      return code;
    },
  };
}
