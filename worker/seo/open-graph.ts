// Open Graph and Twitter card tags of a page, as [attribute, name, content] triples
// (Open Graph uses `property`, Twitter `name`). Product pages add their price.
import type { Money } from "../commerce/money";
import type { SummaryImage } from "./page-summary";

export type MetaTag = readonly ["property" | "name", string, string];

export interface SharePreview {
  siteName: string;
  title: string;
  description: string;
  url?: string;
  /** With an absolute url. */
  image?: SummaryImage;
  /** Present on product pages: the lowest price a visitor pays now. */
  price?: Money;
}

export function shareTags(p: SharePreview): MetaTag[] {
  const tags: MetaTag[] = [
    ["property", "og:site_name", p.siteName],
    ["property", "og:type", p.price ? "product" : "website"],
    ["property", "og:title", p.title],
  ];
  if (p.description) tags.push(["property", "og:description", p.description]);
  if (p.url) tags.push(["property", "og:url", p.url]);
  if (p.image) {
    tags.push(["property", "og:image", p.image.url]);
    if (p.image.width && p.image.height) {
      tags.push(["property", "og:image:width", String(p.image.width)]);
      tags.push(["property", "og:image:height", String(p.image.height)]);
    }
    if (p.image.alt) tags.push(["property", "og:image:alt", p.image.alt]);
  }
  if (p.price) {
    tags.push(["property", "product:price:amount", p.price.amount]);
    tags.push(["property", "product:price:currency", p.price.currency]);
  }
  // X (Twitter) reads og:title, og:description and og:image when its own tags are absent, so only
  // what has no Open Graph fallback is repeated: the card kind and the image's alt text.
  tags.push(["name", "twitter:card", p.image ? "summary_large_image" : "summary"]);
  if (p.image?.alt) tags.push(["name", "twitter:image:alt", p.image.alt]);
  return tags;
}
