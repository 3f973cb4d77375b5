// A responsive <img> of a catalogue image: the widths the image service renders (spec section 9)
// that the original is large enough for, the file to request for a display width, the focal
// point as CSS, and the alt text with its fallbacks.
import { derivedAltText, MAX_ALT_TEXT_LENGTH } from "./alt-text";
import { IMAGE_WIDTHS, imageWidthFor, parseDimensions, type Dimensions } from "./image-size";

export interface ResponsiveImageSource {
  assetUrl?: string;
  /** "WxH". */
  originalSize?: string;
  mediaFocalPoint?: { x?: number; y?: number };
  altText?: string;
  title?: string;
  body?: string;
}

const widthOf = (w: string) => parseInt(w, 10);

/**
 * srcset candidates: each service width up to the original's width, then the original file at
 * its own width when it is wider than the last of them. Never a width the original lacks.
 */
export function srcsetCandidates(assetUrl: string, size: Dimensions): string[] {
  const widths = IMAGE_WIDTHS.filter((w) => widthOf(w) <= size.width);
  const out = widths.map((w) => `${assetUrl}?format=${w} ${w}`);
  const largest = widths.length > 0 ? widthOf(widths[widths.length - 1]!) : 0;
  if (size.width > largest) out.push(`${assetUrl} ${size.width}w`);
  return out;
}

/**
 * The file for an image shown `displayWidth` CSS pixels wide (section 9: above 1000 gives 1500w,
 * above 750 gives 1000w...); the original when it is narrower than that rendition.
 */
export function requestedSource(
  assetUrl: string,
  size: Dimensions | undefined,
  displayWidth: number,
): string {
  const width = imageWidthFor(displayWidth);
  if (size === undefined || widthOf(width) > size.width) return assetUrl;
  return `${assetUrl}?format=${width}`;
}

/** The focal point as CSS object-position ("50% 30%"); the centre when missing or out of range. */
export function objectPosition(point: ResponsiveImageSource["mediaFocalPoint"]): string {
  const pct = (v: unknown) => {
    const n = typeof v === "number" && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5;
    return `${Math.round(n * 10000) / 100}%`;
  };
  return `${pct(point?.x)} ${pct(point?.y)}`;
}

/**
 * The owner's alt text, else the title, else the body without tags; at most 250 characters.
 * '' (a decorative image) when there is none: a file name is no description.
 */
export function imageAlt(image: ResponsiveImageSource): string {
  const own = image.altText?.trim();
  const text = own || derivedAltText({ title: image.title?.trim(), body: image.body });
  return text.replace(/\s+/g, " ").trim().slice(0, MAX_ALT_TEXT_LENGTH);
}

export function imageDimensions(image: ResponsiveImageSource): Dimensions | undefined {
  return parseDimensions(image.originalSize ?? "");
}
