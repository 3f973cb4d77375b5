// Shared by the page tests: reading what a browser would, and a worker built with other themes
// (fixture folders under tests/pages/fixtures/themes/, beside the bundled ones).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createDb } from "../../worker/db/client";
import { websites } from "../../worker/db/schema";
import type { AppEnv } from "../../worker/http/app-env";
import { websiteFromHost } from "../../worker/http/website";
import { forgetWebsite } from "../../worker/db/website-memo";
import { createPages } from "../../worker/pages";
import type { PagesOptions } from "../../worker/pages/page";
import { THEME_SOURCES, themeRegistry } from "../../worker/pages/theme/registry";
import { DEMO_WEBSITE_ID } from "../../worker/seed/demo-data";
import type { FormatterTable } from "../../worker/template/plugin";

export const pageType = (html: string) => Number(/data-page-type="(\d+)"/.exec(html)?.[1]);

const FIXTURES = import.meta.glob<string>("./fixtures/themes/*/**/*.{conf,region,list,item,page,block}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The bundled themes plus the fixture folders, keyed by folder name. */
export const testThemes = () => themeRegistry({ ...THEME_SOURCES, ...FIXTURES }, "themes/");

/** A formatter that throws, for templates that fail (`{@|explode}`). */
export const explode: FormatterTable = {
  explode: () => {
    throw new Error("boom");
  },
};

/** The page router as the worker mounts it, with other options. */
export function pagesApp(options: Partial<PagesOptions> = {}) {
  const app = new Hono<AppEnv>()
    .use("*", websiteFromHost)
    .route("/", createPages({ themes: testThemes(), formatters: explode, ...options }));
  return {
    fetch: (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init, env),
  };
}

/** The demo site's theme setting (null: the default theme). */
export async function useTheme(theme: string | null): Promise<void> {
  await createDb(env.DB).update(websites).set({ theme }).where(eq(websites.id, DEMO_WEBSITE_ID));
  // A settings change made here, as an owner route would make it: this isolate reads the site afresh.
  forgetWebsite(DEMO_WEBSITE_ID);
}
