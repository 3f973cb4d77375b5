// What a page says about itself to search engines and link previews: title, description and a
// lead image, read from the page context the router built (see seo-tags.ts for the fields).
import { stripTags } from "../content/alt-text";
import { parseDimensions } from "../content/image-size";

/** Search engines show about 155 characters; longer text is cut at a word. */
export const MAX_DESCRIPTION_LENGTH = 160;

export interface SummaryImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/** HTML or plain text as one line of plain text, cut to `max` characters at a word (with '…'). */
export function plainText(html: string, max = MAX_DESCRIPTION_LENGTH): string {
  const text = stripTags(html)
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface ImageLike {
  assetUrl?: string;
  originalSize?: string;
  altText?: string;
  title?: string;
}

/** An image of the catalogue as a preview image (size from its originalSize). */
export function summaryImage(image: ImageLike | undefined, fallbackAlt: string): SummaryImage | undefined {
  if (!image?.assetUrl) return undefined;
  const size = parseDimensions(image.originalSize ?? "");
  return {
    url: image.assetUrl,
    ...(size ? { width: size.width, height: size.height } : {}),
    alt: image.altText || image.title || fallbackAlt,
  };
}
