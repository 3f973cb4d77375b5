// The <head> tags a page owes search engines and link previews: description, canonical URL,
// Open Graph and Twitter tags, JSON-LD (Product and BreadcrumbList), and on a multilingual site the
// page's versions in each language (hreflang alternates; its canonical URL is its own language's). Pure: everything comes
// from the page context; `requestUrl` (the absolute URL of the request, set by the page router)
// gives the origin for absolute URLs. Every value is escaped for its attribute or script.
import type { CollectionJson, ProductItemJson } from "../db/catalog-types";
import { CollectionType } from "../db/schema";
import { fromPrice } from "../commerce/product-price";
import { PageType } from "../pages/page-types";
import { escapeAttribute } from "../template/content/frame";
import { decimalPrice } from "./decimal-price";
import { breadcrumbJsonLd, type Crumb } from "./breadcrumb-json-ld";
import { absoluteUrl, canonicalUrl, LISTING_PARAMS } from "./canonical";
import { jsonLdScript } from "./json-ld";
import { languageAlternates } from "./language-alternates";
import { shareTags, type SharePreview } from "./open-graph";
import { plainText, summaryImage } from "./page-summary";
import { productJsonLd } from "./product-json-ld";

export interface SeoContext {
  pageType: number;
  pageTitle?: string;
  website: { siteTitle: string };
  /** Absolute URL of the request; without it, tags that need an absolute URL are left out. */
  requestUrl?: string;
  collection?: CollectionJson;
  /** The product of a product page. */
  item?: ProductItemJson;
  /** A product page's published reviews (absent when there are none). */
  reviewSummary?: { averageRating: number; reviewCount: number };
  /** The products of a listing. */
  items?: ProductItemJson[];
  /** The home page's featured products. */
  featured?: ProductItemJson[];
  /** The page in each of the site's languages, the main one first (empty on a one-language site). */
  languageSwitcher?: { code: string; url: string }[];
  /** "" or "/fr": the page's language prefix, part of its canonical URL. */
  languagePrefix?: string;
}

/** Pages search engines should not index: they have no content of their own. */
const NOT_INDEXED: ReadonlySet<number> = new Set([
  PageType.NOT_FOUND,
  PageType.ERROR,
  PageType.SEARCH,
  PageType.LOCK_SCREEN,
  PageType.PROTECTED_CONTENT,
]);

const isProduct = (c: SeoContext): c is SeoContext & { item: ProductItemJson } =>
  c.pageType === PageType.CONTENT_ITEM && c.item?.structuredContent?._type === "CommerceProduct";

const isListing = (c: SeoContext): c is SeoContext & { collection: CollectionJson } =>
  c.pageType === PageType.MAIN_CONTENT && c.collection?.type === CollectionType.PRODUCTS;

const meta = (attribute: string, name: string, content: string) =>
  `<meta ${attribute}="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`;

function description(c: SeoContext): string {
  const siteTitle = c.website.siteTitle;
  if (isProduct(c)) return plainText(c.item.excerpt || c.item.body);
  const collection = c.collection;
  if (collection && (isListing(c) || c.pageType === PageType.PAGE)) {
    const text = plainText(collection.description || collection.mainContent);
    if (text) return text;
  }
  return c.pageTitle ? `${c.pageTitle} · ${siteTitle}` : siteTitle;
}

function canonicalPath(c: SeoContext, requestUrl: string): { path: string; kept?: readonly string[] } {
  // Item and page URLs are the main language's; a page in another language is canonical under its prefix.
  const prefix = c.languagePrefix ?? "";
  if (isProduct(c)) return { path: prefix + c.item.fullUrl };
  if (isListing(c)) return { path: new URL(requestUrl).pathname, kept: LISTING_PARAMS };
  if (c.pageType === PageType.PAGE && c.collection) return { path: prefix + c.collection.fullUrl };
  return { path: new URL(requestUrl).pathname };
}

/** <link rel="alternate" hreflang> for each language's version of the page, and x-default. */
function alternateTags(c: SeoContext, origin: string): string[] {
  const [main, ...others] = c.languageSwitcher ?? [];
  if (!main) return [];
  return languageAlternates(
    main.url,
    main.code,
    others.map((o) => o.code),
  ).map(
    (a) =>
      `<link rel="alternate" hreflang="${escapeAttribute(a.hreflang)}" href="${escapeAttribute(absoluteUrl(origin, a.path))}">`,
  );
}

function crumbs(c: SeoContext): Crumb[] {
  const home = { name: c.website.siteTitle, url: "/" };
  if (isProduct(c) && c.collection) {
    return [
      home,
      { name: c.collection.title, url: c.collection.fullUrl },
      { name: c.item.title, url: c.item.fullUrl },
    ];
  }
  if (isListing(c)) return [home, { name: c.collection.title, url: c.collection.fullUrl }];
  return [];
}

function leadImage(c: SeoContext) {
  const product = isProduct(c) ? c.item : (c.items?.[0] ?? c.featured?.[0]);
  return summaryImage(product?.mainImage ?? product?.items?.[0], product?.title ?? "");
}

/** The SEO tags of a page, as HTML for its <head>. */
export function seoTags(c: SeoContext): string {
  const text = description(c);
  const tags = [meta("name", "description", text)];
  if (NOT_INDEXED.has(c.pageType)) {
    tags.push(meta("name", "robots", "noindex"));
    return tags.join("\n");
  }
  const requestUrl = c.requestUrl;
  const origin = requestUrl ? new URL(requestUrl).origin : undefined;
  let url: string | undefined;
  if (requestUrl) {
    const { path, kept } = canonicalPath(c, requestUrl);
    url = canonicalUrl(requestUrl, path, kept);
    tags.push(`<link rel="canonical" href="${escapeAttribute(url)}">`);
    tags.push(...alternateTags(c, new URL(requestUrl).origin));
  }
  const image = leadImage(c);
  const preview: SharePreview = {
    siteName: c.website.siteTitle,
    title: c.pageTitle && !c.collection?.isHomepage ? c.pageTitle : c.website.siteTitle,
    description: text,
    ...(url ? { url } : {}),
    // Link previews need absolute image URLs; without an origin there is no image tag.
    ...(image && origin ? { image: { ...image, url: absoluteUrl(origin, image.url) } } : {}),
    ...(isProduct(c) ? { price: decimalPrice(fromPrice(c.item)) } : {}),
  };
  for (const [attribute, name, content] of shareTags(preview)) tags.push(meta(attribute, name, content));
  if (origin && url) {
    if (isProduct(c)) {
      tags.push(
        jsonLdScript(
          productJsonLd({
            item: c.item,
            url,
            origin,
            brand: c.website.siteTitle,
            reviewSummary: c.reviewSummary,
          }),
        ),
      );
    }
    const trail = crumbs(c);
    if (trail.length > 0) tags.push(jsonLdScript(breadcrumbJsonLd(origin, trail)));
  }
  return tags.join("\n");
}
