// The files an owner may upload, recognised by their bytes (never by the name or the browser's
// claimed type), and the largest each may be. Shared by the worker, which decides, and the panel,
// which checks first so an owner is told before a long upload.
//
// Limits (decimal units, spec section 9), chosen below the Workers request-body limit of 100 MB:
//   images (PNG, JPEG, GIF, WebP) 20 MB: a 24-megapixel photo is about 10-15 MB;
//   SVG 5 MB: drawings, text that browsers parse whole;
//   PDF 50 MB; audio (MP3, M4A) and video (MP4) 100 MB.
import { MB } from "./file-size";

export const FILE_KINDS = {
  png: { contentType: "image/png", maxBytes: 20 * MB, image: true },
  jpeg: { contentType: "image/jpeg", maxBytes: 20 * MB, image: true },
  gif: { contentType: "image/gif", maxBytes: 20 * MB, image: true },
  webp: { contentType: "image/webp", maxBytes: 20 * MB, image: true },
  svg: { contentType: "image/svg+xml", maxBytes: 5 * MB, image: true },
  pdf: { contentType: "application/pdf", maxBytes: 50 * MB, image: false },
  mp3: { contentType: "audio/mpeg", maxBytes: 100 * MB, image: false },
  m4a: { contentType: "audio/mp4", maxBytes: 100 * MB, image: false },
  mp4: { contentType: "video/mp4", maxBytes: 100 * MB, image: false },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** The largest upload of any kind: a larger Content-Length is refused before a byte is read. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_KINDS).map((k) => k.maxBytes));

/** How many leading bytes sniffFileKind wants (an SVG may open with a long XML prolog). */
export const SNIFF_BYTES = 4096;

/** What the file picker offers; the bytes still decide. */
export const ACCEPTED_TYPES = [...new Set(Object.values(FILE_KINDS).map((k) => k.contentType))].join(",");

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** An XML or SVG text whose first element is <svg>: prolog, comments and doctype may come first. */
function isSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES));
  const skip = /^\s*(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i;
  for (let m = skip.exec(text); m; m = skip.exec(text)) text = text.slice(m[0].length);
  return /^\s*<svg[\s>]/i.test(text);
}

/** An MP4-family file's major brand ('ftyp' box first), or undefined. */
function mp4Brand(bytes: Uint8Array): string | undefined {
  if (!ascii(bytes, 4, "ftyp") || bytes.length < 12) return undefined;
  return String.fromCharCode(...bytes.subarray(8, 12));
}

/** The kind of file these leading bytes open, or undefined when it is none we accept. */
export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  if (ascii(bytes, 0, "%PDF-")) return "pdf";
  // An ID3 tag, or an MPEG audio frame header (11 sync bits, layer III).
  if (ascii(bytes, 0, "ID3") || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2)) return "mp3";
  const brand = mp4Brand(bytes);
  if (brand !== undefined) return /^M4A |^M4B /.test(brand) ? "m4a" : "mp4";
  if (isSvg(bytes)) return "svg";
  return undefined;
}
