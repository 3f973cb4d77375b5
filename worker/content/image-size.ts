// Image dimensions ('WxH' text, as stored in an asset's originalSize) and the fixed set of
// widths the image service renders (spec section 9).

/** Widths the image service has for every upload, smallest first. */
export const IMAGE_WIDTHS = ["100w", "300w", "500w", "750w", "1000w", "1500w", "2500w"] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const INVALID_SOURCE_MESSAGE = "Invalid source parameter. Pass in 'originalSize'.";

export interface Dimensions {
  width: number;
  height: number;
}

const DIMENSIONS = /^(\d+)x(\d+)$/;

/** Parse 'WxH' (e.g. '800x400'); undefined for anything else. */
export function parseDimensions(text: string): Dimensions | undefined {
  const m = DIMENSIONS.exec(text.trim());
  if (m === null) return undefined;
  return { width: parseInt(m[1]!, 10), height: parseInt(m[2]!, 10) };
}

/** Height of the image scaled to `width`, truncated to a whole pixel (0 for a zero-sized image). */
export function heightForWidth(size: Dimensions, width: number): number {
  return size.width === 0 ? 0 : Math.trunc(size.height * (width / size.width)) || 0;
}

/** Width of the image scaled to `height`, truncated to a whole pixel (0 for a zero-sized image). */
export function widthForHeight(size: Dimensions, height: number): number {
  return size.height === 0 ? 0 : Math.trunc(size.width * (height / size.height)) || 0;
}

/** The rendered width to request for a display width: the smallest one that is not smaller, up to 1500w. */
export function imageWidthFor(width: number): ImageWidth {
  if (width > 1000) return "1500w";
  if (width > 750) return "1000w";
  if (width > 500) return "750w";
  if (width > 300) return "500w";
  if (width > 100) return "300w";
  return "100w";
}

/**
 * srcset entries of an asset from its variant list ('100w,300w,...'): one per width variant,
 * plus the original file as the next width up when the largest variant is not the largest width.
 */
export function srcsetEntries(assetUrl: string, variants: string): string[] {
  const widths = variants.split(",").filter((v) => v.endsWith("w"));
  if (widths.length === 0) return [];
  const entries = widths.map((w) => `${assetUrl}?format=${w} ${w}`);
  const largest = widths[widths.length - 1]!;
  const at = (IMAGE_WIDTHS as readonly string[]).indexOf(largest);
  if (at !== -1 && at < IMAGE_WIDTHS.length - 1) {
    entries.push(`${assetUrl}?format=original ${IMAGE_WIDTHS[at + 1]}`);
  }
  return entries;
}
