// schema.org BreadcrumbList: home, then the collection, then the item, each with its absolute URL.
import { absoluteUrl } from "./canonical";

export interface Crumb {
  name: string;
  /** Path or absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.url),
    })),
  };
}
