// The header and footer of every page: the theme's navigations as the visitor sees them (in the
// page's language), the header and footer settings, and the language switcher. The page's language
// comes from its URL (/fr/... for the site's other languages), never from the visitor, so the
// page stays one cacheable document.
import { navigationPages } from "../db/navigation";
import { readSiteChrome } from "../db/site-chrome";
import { translationsOf } from "../db/translations";
import { SOCIAL_LABELS } from "../header-footer/schemas";
import { languageName, languagePath, languagePrefix } from "../multilingual/languages";
import { pageIds } from "../navigation/schemas";
import { visitorNavigation, type NavEntry } from "../navigation/resolve";
import { withoutLanguagePrefix } from "./language-routes";
import type { PageCtx } from "./page";

export interface LanguageLink {
  code: string;
  name: string;
  url: string;
  current: boolean;
}

/**
 * `pagePath` marks the current navigation entry, `ownPath` is the page's own address for the
 * language switcher (their language prefixes, if any, are set aside).
 */
export async function siteChrome(c: PageCtx, pagePath: string, ownPath = pagePath) {
  const db = c.get("db");
  const websiteId = c.get("website").id;
  const theme = c.get("theme");
  const names = theme.conf.navigations.map((n) => n.name);
  const rows = await readSiteChrome(db, websiteId, names[0]);
  const main = c.get("website").language;
  const language = c.get("pageLanguage") ?? main;
  const prefix = languagePrefix(language, main);
  const path = withoutLanguagePrefix(pagePath, prefix);

  const stored = names.map((name) => rows.navigations.get(name) ?? []);
  const ids = [...new Set(stored.flatMap((items) => pageIds(items)))];
  const [pages, translations] = await Promise.all([
    navigationPages(db, websiteId, ids),
    language === main ? new Map() : translationsOf(db, websiteId, language, ids),
  ]);
  const titles = new Map([...translations].map(([id, t]) => [id, t.navigationTitle]));
  const view = { pages, titles, prefix, path, language: language === main ? undefined : language };
  const navigations: Record<string, NavEntry[]> = {};
  names.forEach((name, i) => (navigations[name] = visitorNavigation(stored[i]!, view)));

  const { header, footer } = rows.headerFooter;
  const socialLinks = header.socialLinks.map((link) => ({
    ...link,
    label: link.userName || SOCIAL_LABELS[link.serviceName],
  }));
  const all = [main, ...rows.languages];
  const languageSwitcher: LanguageLink[] =
    rows.languages.length === 0
      ? []
      : all.map((code) => ({
          code,
          name: languageName(code),
          url: languagePath(withoutLanguagePrefix(ownPath, prefix), code, main),
          current: code === language,
        }));
  return {
    /** The header's navigation (the first of template.conf unless the header names another). */
    navigation: (header.navigation ? navigations[header.navigation] : undefined) ?? [],
    navigations,
    siteHeader: {
      ...header,
      socialLinks,
      showLanguageSwitcher: header.showLanguageSwitcher && languageSwitcher.length > 0,
    },
    siteFooter: {
      ...footer,
      navigation: (footer.navigation ? navigations[footer.navigation] : undefined) ?? [],
      socialLinks: footer.showSocialLinks ? socialLinks : [],
    },
    languageSwitcher,
    pageLanguage: language,
    /** "" or "/fr": the home link and other site links of the page's language. */
    languagePrefix: prefix,
  };
}
