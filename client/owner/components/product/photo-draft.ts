// A product photo as the editor holds it: the body's photo (worker/catalog-admin/photo-schema.ts)
// with the focal point always present; moving one within the list.
import type { PhotoBody } from "../../../../worker/catalog-admin/photo-schema";
import type { FileJson } from "../files/files-api";

export type PhotoDraft = Required<Pick<PhotoBody, "url" | "altText" | "focalPoint">> & { fileId?: string };

export const photoOfFile = (file: FileJson): PhotoDraft => ({
  url: file.url,
  fileId: file.id,
  altText: file.altText,
  focalPoint: file.focalPoint,
});

/** The list with the photo at `from` moved to `to` (both clamped to the list). */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}
