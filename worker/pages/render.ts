// Renders a page: its template into the main content, then the site layout around it.
import { render } from "../template";
import type { WebsiteJson } from "../db/catalog-types";
import type { FormatterTable } from "../template/plugin";
import type { TemplateError } from "../template/types";
import { headAssets } from "./assets";
import { imageFormatters } from "./image-formatters";
import { islandFormatter } from "./islands";
import { ISLAND_PROPS } from "./island-props";
import type { PageType } from "./page-types";
import { themePartials, themeTemplate } from "./theme";
import { seoTags } from "../seo/seo-tags";

export interface PageContext {
  pageType: PageType;
  pageTitle?: string;
  website: WebsiteJson;
  [key: string]: unknown;
}

const hostFormatters: FormatterTable = { island: islandFormatter(ISLAND_PROPS), ...imageFormatters };

export function renderPage(
  template: string,
  context: PageContext,
): { html: string; errors: TemplateError[] } {
  const options = {
    partials: themePartials(),
    formatters: hostFormatters,
    locale: context.website.language,
    timeZone: context.website.timeZone,
  };
  const main = render(themeTemplate(template), context, options);
  const page = render(
    themeTemplate("site.region"),
    { ...context, "main-content": main.output, assets: { head: headAssets() }, seoTags: seoTags(context) },
    options,
  );
  const errors = [...main.errors, ...page.errors];
  for (const e of errors)
    console.warn(`template ${e.partial ?? template}:${e.line}:${e.column} ${e.message}`);
  return { html: page.output, errors };
}
