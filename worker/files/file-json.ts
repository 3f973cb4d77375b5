// A file as the owner API answers it, and its public address.
import type { FileRow } from "../db/files";
import type { ColorData, FileState } from "../db/schema";

/** An upload still `uploading` after this long was abandoned (its worker is gone): failed to complete. */
export const STALE_UPLOAD_MS = 15 * 60 * 1000;

/**
 * The public address of a file: its id decides, the name is there for people and search engines.
 * A renamed file keeps answering at its old address, so pages that show it never break.
 */
export const fileUrl = (id: string, name: string) => `/s/${id}/${encodeURIComponent(name)}`;

export interface FileJson {
  id: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
  state: FileState;
  altText: string;
  focalPoint: { x: number; y: number };
  width: number | null;
  height: number | null;
  /** 'WxH', as image formatters expect (spec section 5), or null when not an image. */
  originalSize: string | null;
  colorData: ColorData | null;
  createdOn: number;
  updatedOn: number;
}

export function fileJson(row: FileRow, now = Date.now()): FileJson {
  const stale = row.state === "uploading" && now - row.createdOn > STALE_UPLOAD_MS;
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    url: fileUrl(row.id, row.name),
    state: stale ? "incomplete" : row.state,
    altText: row.altText,
    focalPoint: { x: row.focalPointX, y: row.focalPointY },
    width: row.width,
    height: row.height,
    originalSize: row.width && row.height ? `${row.width}x${row.height}` : null,
    colorData: row.colorData ?? null,
    createdOn: row.createdOn,
    updatedOn: row.updatedOn,
  };
}
