// What a page route hands back: a theme template, its context and how to answer. The router
// (index.ts) renders it as HTML, or answers the context as JSON for `?format=json`.
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import type { FormatterTable } from "../template/plugin";
import type { PageContext } from "./render";
import type { Theme } from "./theme/theme";
import type { ThemeRegistry } from "./theme/registry";

export interface PageView {
  /** Theme path of the main content, e.g. "collections/products.list". */
  template: string;
  context: PageContext;
  status?: 200 | 400 | 403 | 404 | 409 | 429 | 500 | 503;
  /** For one visitor only (lock screen, protected content): never kept by a shared cache. */
  private?: boolean;
  /** A layout of template.conf; the theme's default when absent. */
  layout?: string;
}

export interface PagesEnv extends AppEnv {
  Variables: AppEnv["Variables"] & {
    theme: Theme;
    /** Set on /<language>/... pages of the site's other languages (worker/pages/language-routes.ts). */
    pageLanguage?: string;
  };
}

export type PageCtx = Context<PagesEnv>;

/** A route: a page to render, or a ready response (redirects). */
export type PageRoute = (c: PageCtx) => Promise<PageView | Response>;

/** What the router is built from; tests pass their own themes and formatters. */
export interface PagesOptions {
  themes: ThemeRegistry;
  /** Extra template formatters beside the islands (a test seam for failing templates). */
  formatters?: FormatterTable;
}
