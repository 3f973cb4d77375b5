// sitemap.xml (sitemaps.org protocol 0.9) and robots.txt text. Pure: the route supplies the
// origin and the entries.
import { absoluteUrl } from "./canonical";

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

export function sitemapXml(origin: string, entries: readonly SitemapUrl[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(absoluteUrl(origin, e.path))}</loc>` +
      `<lastmod>${new Date(e.updatedOn).toISOString()}</lastmod></url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
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
