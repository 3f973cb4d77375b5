// How much a site may keep in its file manager, and how fast it may upload (docs/files.md):
// 2 GB in all (decimal, spec section 9: 1 GB = 1,000,000,000 bytes), 60 uploads a minute per site.
import { formatFileSize, GB } from "./file-size";

/** Room enough for hundreds of photos and a few albums; the R2 bill of a small site stays small. */
export const SITE_STORAGE_BYTES = 2 * GB;
/** One a second on average: a 50-image gallery dropped at once fits, a runaway script does not. */
export const UPLOADS_PER_MINUTE = 60;
export const UPLOAD_WINDOW_MS = 60_000;

export const storageFull = (fileName: string, usedBytes: number, quotaBytes = SITE_STORAGE_BYTES) =>
  `The file ${fileName} does not fit in this site's storage: ${formatFileSize(usedBytes)} of ${formatFileSize(quotaBytes)} is in use. Delete files you no longer need, then try again.`;

export interface StorageJson {
  /** Bytes of ready files and uploads under way. */
  usedBytes: number;
  quotaBytes: number;
}
