// A page's versions in the site's languages, for search engines: the `hreflang` alternates of the
// page's <head> and of its sitemap entry. Every language serves every page (a page without a
// translation shows the main language's content), and x-default is the main language's version.
import { languagePath } from "../multilingual/languages";

export interface LanguageAlternate {
  /** A BCP 47 tag, or "x-default". */
  hreflang: string;
  path: string;
}

/** Empty when the site offers one language: a page with no other versions has no alternates. */
export function languageAlternates(
  path: string,
  main: string,
  others: readonly string[],
): LanguageAlternate[] {
  if (others.length === 0) return [];
  return [
    ...[main, ...others].map((code) => ({ hreflang: code, path: languagePath(path, code, main) })),
    { hreflang: "x-default", path },
  ];
}
