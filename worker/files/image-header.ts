// An image's width and height read from its header bytes, without decoding a pixel: PNG (IHDR),
// GIF (logical screen), WebP (VP8, VP8L, VP8X) and JPEG (the first start-of-frame marker, after
// however many metadata segments). Cheap enough for the worker's CPU budget.
import type { Dimensions } from "../content/image-size";
import type { FileKind } from "./file-kinds";

/** Bytes of the file's start kept for this reader: JPEG metadata (EXIF, ICC) may come first. */
export const IMAGE_HEADER_BYTES = 1_000_000;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + u16be(b, at + 2);

const sized = (width: number, height: number): Dimensions | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

function png(b: Uint8Array): Dimensions | undefined {
  if (b.length < 24) return undefined;
  return sized(u32be(b, 16), u32be(b, 20));
}

function gif(b: Uint8Array): Dimensions | undefined {
  if (b.length < 10) return undefined;
  return sized(u16le(b, 6), u16le(b, 8));
}

function webp(b: Uint8Array): Dimensions | undefined {
  if (b.length < 30) return undefined;
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === "VP8X") return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (chunk === "VP8L") {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 ") return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  return undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless...), not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Uint8Array): Dimensions | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    if (isStartOfFrame(marker)) return sized(u16be(b, at + 7), u16be(b, at + 5));
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, start of scan
    at += 2 + u16be(b, at + 2);
  }
  return undefined;
}

function svgLength(value: string | undefined): number | undefined {
  const m = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value);
  return m ? Math.round(Number(m[1])) : undefined;
}

/** An SVG's width and height attributes in pixels, else its viewBox's. */
function svg(b: Uint8Array): Dimensions | undefined {
  const text = new TextDecoder().decode(b.subarray(0, 8192));
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
  const width = svgLength(attr("width"));
  const height = svgLength(attr("height"));
  if (width && height) return sized(width, height);
  const box = attr("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite)) return sized(Math.round(box[2]!), Math.round(box[3]!));
  return undefined;
}

const READERS: Partial<Record<FileKind, (b: Uint8Array) => Dimensions | undefined>> = {
  png,
  gif,
  webp,
  jpeg,
  svg,
};

/** The image's size from its first bytes, or undefined (not an image, or a header we cannot read). */
export function readImageSize(kind: FileKind, head: Uint8Array): Dimensions | undefined {
  return READERS[kind]?.(head);
}
