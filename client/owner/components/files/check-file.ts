// The worker's own checks, run in the browser before a byte is sent, so an owner hears at once
// that a file is too large or not a kind we take (the worker checks again; its word is final).
import {
  FILE_KINDS,
  MAX_UPLOAD_BYTES,
  SNIFF_BYTES,
  sniffFileKind,
  type FileKind,
} from "../../../../worker/files/file-kinds";
import { formatFileSize } from "../../../../worker/files/file-size";
import { fileTooLarge, unsupportedFileType } from "../../../../worker/files/messages";

export type Checked = { ok: true; kind: FileKind } | { ok: false; message: string };

export async function checkFile(file: File): Promise<Checked> {
  if (file.size > MAX_UPLOAD_BYTES)
    return { ok: false, message: fileTooLarge(file.name, formatFileSize(MAX_UPLOAD_BYTES)) };
  const kind = sniffFileKind(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!kind) return { ok: false, message: unsupportedFileType(file.name) };
  const { maxBytes } = FILE_KINDS[kind];
  if (file.size > maxBytes) return { ok: false, message: fileTooLarge(file.name, formatFileSize(maxBytes)) };
  return { ok: true, kind };
}
