// Bytes of files as owners upload them: headers real enough for the worker's readers (PNG IHDR,
// JPEG with an EXIF segment before its frame, GIF, WebP VP8X), padded with filler pixels.

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

function padded(head: number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = i % 251;
  return bytes;
}

export const pngBytes = (width: number, height: number, size = 2048) =>
  padded(
    [
      0x89,
      ...ascii("PNG"),
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...be32(13),
      ...ascii("IHDR"),
      ...be32(width),
      ...be32(height),
      8,
      6,
      0,
      0,
      0,
    ],
    size,
  );

export function jpegBytes(width: number, height: number, exifBytes = 3000) {
  const app1 = [0xff, 0xe1, ...be16(exifBytes + 2), ...new Array<number>(exifBytes).fill(0x45)];
  const sof0 = [
    0xff,
    0xc0,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return padded([0xff, 0xd8, ...app1, ...sof0, 0xff, 0xda, 0, 12], exifBytes + 2048);
}

export const gifBytes = (width: number, height: number) =>
  padded([...ascii("GIF89a"), ...le16(width), ...le16(height), 0xf7, 0, 0], 512);

export const webpBytes = (width: number, height: number) =>
  padded(
    [
      ...ascii("RIFF"),
      0,
      0,
      0,
      0,
      ...ascii("WEBPVP8X"),
      10,
      0,
      0,
      0,
      0x10,
      0,
      0,
      0,
      ...le24(width - 1),
      ...le24(height - 1),
    ],
    512,
  );

export const pdfBytes = () =>
  new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n");

export const svgText = (body = "") =>
  `<?xml version="1.0"?>\n<!-- a drawing -->\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">${body}</svg>`;
