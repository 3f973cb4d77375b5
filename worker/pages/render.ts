// Renders a page: its template into the main content, then the theme's layout (its regions, as
// template.conf lists them) around it. A render the engine had to stop (a limit, or a formatter
// that threw) is a failed page, not a partial one: it throws PageRenderError.
import { render } from "../template";
import type { WebsiteJson } from "../db/catalog-types";
import type { FormatterTable } from "../template/plugin";
import type { TemplateError } from "../template/types";
import { seoTags } from "../seo/seo-tags";
import { analyticsContextTag } from "../analytics/page-context";
import { pageAssets } from "./assets";
import { escapeHtmlAttribute } from "../template/strings";
import { PAGE_FORMATTERS } from "./page-formatters";
import type { PageType } from "./page-types";
import type { Theme } from "./theme/theme";

export interface PageContext {
  pageType: PageType;
  /** The page type's name, e.g. "content-item" (page-types.ts). */
  pageTypeName: string;
  pageTitle?: string;
  website: WebsiteJson;
  /** The absolute request URL: canonical and preview URLs are built from it (worker/seo). */
  requestUrl?: string;
  [key: string]: unknown;
}

export interface RenderPageOptions {
  layout?: string;
  /** Formatters beside the islands; merged once per table object. */
  formatters?: FormatterTable;
  /** The site styles' <style> tag (custom properties, worker/site-styles/css.ts) for <head>. */
  styles?: string;
}

/** Error types after which the engine stopped or skipped output: the page is not shown. */
const FATAL = new Set(["limit", "unexpected"]);

export class PageRenderError extends Error {
  constructor(readonly errors: TemplateError[]) {
    super(`page render failed: ${errors.map((e) => e.message).join("; ")}`);
  }
}

const islands = PAGE_FORMATTERS;
const withIslands = new WeakMap<FormatterTable, FormatterTable>();

function formattersFor(extra: FormatterTable | undefined): FormatterTable {
  if (!extra) return islands;
  let table = withIslands.get(extra);
  if (!table) {
    table = { ...extra, ...islands };
    withIslands.set(extra, table);
  }
  return table;
}

/** The site's custom CSS after every other style, so its rules win ties. */
function customCssTag(context: PageContext): string {
  const href = context.customCssHref;
  return typeof href === "string" ? `<link rel="stylesheet" href="${escapeHtmlAttribute(href)}">` : "";
}

export function renderPage(
  theme: Theme,
  template: string,
  context: PageContext,
  options: RenderPageOptions = {},
): { html: string; errors: TemplateError[] } {
  const renderOptions = {
    partials: theme.partials(),
    formatters: formattersFor(options.formatters),
    locale: context.website.language,
    timeZone: context.website.timeZone,
  };
  const main = render(theme.template(template), context, renderOptions);
  const assets = pageAssets(context.pageType);
  const page = render(
    theme.layout(options.layout),
    {
      ...context,
      "main-content": main.output,
      assets: {
        head: assets.head + (options.styles ?? "") + analyticsContextTag(context) + customCssTag(context),
        footer: assets.footer,
      },
      seoTags: seoTags(context),
    },
    renderOptions,
  );
  const errors = [...main.errors, ...page.errors];
  for (const e of errors)
    console.warn(`template ${theme.name}/${e.partial ?? template}:${e.line}:${e.column} ${e.message}`);
  if (errors.some((e) => FATAL.has(e.type))) throw new PageRenderError(errors);
  return { html: page.output, errors };
}
