// Which of the site's languages fits the browser's (navigator.languages, the Accept-Language the
// visitor set): an exact tag first, then the same base language ("fr-CA" finds "fr", "pt" finds
// "pt-BR"). Only a hint on the home page: the page itself never changes per visitor.

export interface SiteLanguage {
  code: string;
  name: string;
  url: string;
  current: boolean;
}

const base = (tag: string) => tag.toLowerCase().split("-")[0]!;

export function preferredLanguage(
  browser: readonly string[],
  site: readonly SiteLanguage[],
): SiteLanguage | undefined {
  for (const wanted of browser) {
    const exact = site.find((l) => l.code.toLowerCase() === wanted.toLowerCase());
    const found = exact ?? site.find((l) => base(l.code) === base(wanted));
    // The visitor's first language that the site has decides; it may be the page's own.
    if (found) return found.current ? undefined : found;
  }
  return undefined;
}
