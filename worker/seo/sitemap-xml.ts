// sitemap.xml (sitemaps.org protocol 0.9) and robots.txt text. Pure: the route supplies the
// origin, the entries and the site's languages. On a multilingual site every entry is listed once
// per language, each <url> naming all the versions (xhtml:link hreflang, x-default the main one),
// as search engines ask of localized sitemaps.
import { absoluteUrl } from "./canonical";
import { languageAlternates } from "./language-alternates";

export interface SitemapUrl {
  path: string;
  /** Epoch milliseconds. */
  updatedOn: number;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export interface SitemapLanguages {
  main: string;
  /** The site's other languages; none for a one-language site. */
  others: readonly string[];
}

const url = (origin: string, path: string, lastmod: string, links: string) =>
  `<url><loc>${escapeXml(absoluteUrl(origin, path))}</loc><lastmod>${lastmod}</lastmod>${links}</url>`;

export function sitemapXml(
  origin: string,
  entries: readonly SitemapUrl[],
  languages: SitemapLanguages = { main: "", others: [] },
): string {
  const urls = entries.flatMap((e) => {
    const lastmod = new Date(e.updatedOn).toISOString();
    const alternates = languageAlternates(e.path, languages.main, languages.others);
    if (alternates.length === 0) return [url(origin, e.path, lastmod, "")];
    const links = alternates
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(absoluteUrl(origin, a.path))}"/>`,
      )
      .join("");
    // Every version but x-default (the main one again) is a <url> of its own.
    return alternates
      .filter((a) => a.hreflang !== "x-default")
      .map((a) => url(origin, a.path, lastmod, links));
  });
  const namespaces =
    languages.others.length > 0
      ? 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
      : 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset ${namespaces}>\n` +
    urls.join("\n") +
    "\n</urlset>\n"
  );
}

/** Crawlers may fetch everything except the owner panel and the API. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /config",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
