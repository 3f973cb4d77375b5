// Pages in the site's other languages live under /<language>/ (/fr/, /fr/shop, /pt-br/shop/item):
// the language is part of the URL, so each page stays one cached document for every visitor. A
// first path segment that is not one of the site's languages falls through to the usual routes
// (a page whose address is "faq" is still /faq).
import type { Handler } from "hono";
import { readSiteLanguages } from "../db/site-languages";
import { canonicalLanguage } from "../multilingual/languages";
import type { PagesEnv } from "./page";

/** A route parameter that can hold a language prefix (checked against the site's languages). */
export const LANGUAGE_PARAM = ":language{[a-zA-Z]+(?:-[a-zA-Z0-9]+)*}";

/** `handler` for a page of one of the site's other languages; anything else goes to the next route. */
export const inSiteLanguage =
  (handler: Handler<PagesEnv>): Handler<PagesEnv> =>
  async (c, next) => {
    const segment = (c.req.param("language") ?? "").toLowerCase();
    // Most first segments ("shop", "contact") cannot be a language tag: no D1 read for them.
    const row = canonicalLanguage(segment)
      ? await readSiteLanguages(c.get("db"), c.get("website").id)
      : undefined;
    const language = row?.languages.find((tag) => tag.toLowerCase() === segment);
    if (language === undefined) {
      await next();
      return;
    }
    // The language's home is /fr/; /fr goes there.
    if (!c.req.path.slice(1).includes("/")) return c.redirect(`/${segment}/`, 301);
    c.set("pageLanguage", language);
    return handler(c, next);
  };

/** A path without its language prefix ("/fr/shop" -> "/shop", "/fr/" -> "/"); others unchanged. */
export function withoutLanguagePrefix(path: string, prefix: string): string {
  if (!prefix) return path;
  if (path.toLowerCase() === prefix || path.toLowerCase() === `${prefix}/`) return "/";
  return path.toLowerCase().startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}
