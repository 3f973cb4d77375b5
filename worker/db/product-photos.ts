// A product's photos as image_assets rows. A photo uploaded through the file manager names its
// file: the row takes the file's own address, pixel size, type and colour data (so the storefront's
// srcset and aspect ratio are right); a photo by address alone keeps the old guesses (its type from
// the extension, a 1500×1500 square).
import { and, eq, inArray } from "drizzle-orm";
import type { PhotoInput } from "../catalog-admin/photo-schema";
import { photoFileNotFound, photoNotAnImage, photoNotReady } from "../catalog-admin/photo-messages";
import { fileUrl } from "../files/file-json";
import type { Db } from "./client";
import { files, imageAssets } from "./schema";

export type PhotoRow = Omit<typeof imageAssets.$inferInsert, "id" | "websiteId" | "productId" | "position">;
export type PhotoOutcome = { ok: true; rows: PhotoRow[] } | { ok: false; message: string };

const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** The image's type from its address's extension; "image/*" when it does not say. */
function imageType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? "";
  return IMAGE_TYPES[ext] ?? "image/*";
}

/** The file id in a file manager address (/s/{fileId}/{name}), for the editor to show the file. */
export const fileIdOfUrl = (url: string) => /^\/s\/([A-Za-z0-9_-]{1,64})\//.exec(url)?.[1];

export async function photoRows(db: Db, websiteId: string, photos: PhotoInput[]): Promise<PhotoOutcome> {
  const ids = [...new Set(photos.flatMap((p) => (p.fileId ? [p.fileId] : [])))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(files)
          .where(and(eq(files.websiteId, websiteId), inArray(files.id, ids)))
          .all();
  const byId = new Map(found.map((f) => [f.id, f]));
  const rows: PhotoRow[] = [];
  for (const photo of photos) {
    const common = {
      altText: photo.altText,
      focalPointX: photo.focalPoint.x,
      focalPointY: photo.focalPoint.y,
    };
    if (!photo.fileId) {
      rows.push({
        ...common,
        assetUrl: photo.url,
        originalSize: "1500x1500",
        filename: photo.url.split("/").pop()?.split("?")[0] || "image",
        contentType: imageType(photo.url),
      });
      continue;
    }
    const file = byId.get(photo.fileId);
    if (!file) return { ok: false, message: photoFileNotFound(photo.fileId) };
    if (!file.contentType.startsWith("image/")) return { ok: false, message: photoNotAnImage(file.name) };
    if (file.state !== "ready") return { ok: false, message: photoNotReady(file.name) };
    rows.push({
      ...common,
      // The file's own address, whatever the body said: the id decides (files/file-json.ts).
      assetUrl: fileUrl(file.id, file.name),
      originalSize: file.width && file.height ? `${file.width}x${file.height}` : "1500x1500",
      colorData: file.colorData ?? null,
      filename: file.name,
      contentType: file.contentType,
    });
  }
  return { ok: true, rows };
}
