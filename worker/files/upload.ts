// An upload streamed from the request to R2 without holding it in memory: the announced size
// (Content-Length) is checked first, the kind is recognised from the first bytes, the kind's own
// limit is checked, and the bytes are counted on the way through (R2 takes a stream only with a
// known length, FixedLengthStream, which also refuses more or fewer bytes than announced).
// The row is written before the bytes and ends `ready`, or in the processing state that says why
// it did not (worker/db/schema.ts FILE_STATES); a file that is not ready keeps no object in R2.
// The row is inserted only if the site's storage has room for the announced size (files/quota.ts).
import type { Db } from "../db/client";
import { insertFileWithinQuota, setFileState, storageUsed, updateFile, type FileRow } from "../db/files";
import type { ColorData, FileState } from "../db/schema";
import { newId } from "../email/outbox";
import { withSuggestedBg, type ColorAverages } from "./color-data";
import { FILE_KINDS, MAX_UPLOAD_BYTES, SNIFF_BYTES, sniffFileKind, type FileKind } from "./file-kinds";
import { formatFileSize } from "./file-size";
import { IMAGE_HEADER_BYTES, readImageSize } from "./image-header";
import {
  fileTooLarge,
  LENGTH_REQUIRED,
  UPLOAD_ERROR,
  UPLOAD_FAILED_DETAIL,
  unsupportedFileType,
} from "./messages";
import { SITE_STORAGE_BYTES, storageFull } from "./quota";

export interface UploadInput {
  db: Db;
  bucket: R2Bucket;
  websiteId: string;
  name: string;
  colors: ColorAverages | undefined;
  /** Content-Length, as sent. */
  length: string | undefined;
  /** The browser's claimed type: only to name the limit when a file is refused before its bytes are read. */
  claimedType: string | undefined;
  body: ReadableStream<Uint8Array> | null;
}

export type UploadResult =
  { ok: true; row: FileRow } | { ok: false; status: 400 | 409 | 411 | 413 | 415 | 503; message: string };

export const fileR2Key = (websiteId: string, id: string) => `sites/${websiteId}/files/${id}`;

const kindClaimed = (type: string | undefined): FileKind | undefined =>
  (Object.keys(FILE_KINDS) as FileKind[]).find(
    (k) => FILE_KINDS[k].contentType === type?.split(";")[0]?.trim(),
  );

const tooLarge = (name: string, maxBytes: number) =>
  ({ ok: false, status: 413, message: fileTooLarge(name, formatFileSize(maxBytes)) }) as const;

/** Reads chunks until at least `want` bytes (or the end); answers them and whether the body ended. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, want: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < want) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, bytes: concat(chunks, want) };
}

/** The first `limit` bytes of the chunks, as one array. */
function concat(chunks: Uint8Array[], limit: number): Uint8Array {
  const total = Math.min(
    limit,
    chunks.reduce((n, c) => n + c.byteLength, 0),
  );
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    if (at >= total) break;
    const part = chunk.subarray(0, total - at);
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** Why a stream into R2 stopped, as the row's state. */
type Stop = Exclude<FileState, "uploading" | "ready">;

/**
 * The body as R2 gets it: the chunks read already, then the rest. Counts the bytes, keeps the
 * first IMAGE_HEADER_BYTES for the image reader, and notes why it stopped if it did.
 */
function counted(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  head: Uint8Array[],
  expected: number,
  keepHead: boolean,
) {
  const state = { bytes: 0, kept: [] as Uint8Array[], keptBytes: 0, stop: undefined as Stop | undefined };
  const keep = (chunk: Uint8Array) => {
    if (!keepHead || state.keptBytes >= IMAGE_HEADER_BYTES) return;
    state.kept.push(chunk);
    state.keptBytes += chunk.byteLength;
  };
  const queued = [...head];
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = queued.shift();
      if (chunk === undefined) {
        let read: ReadableStreamReadResult<Uint8Array>;
        try {
          read = await reader.read();
        } catch (err) {
          state.stop = "cancelled";
          throw err;
        }
        if (read.done) {
          if (state.bytes === expected) return controller.close();
          state.stop = "incomplete";
          throw new Error("fewer bytes than Content-Length");
        }
        chunk = read.value;
      }
      state.bytes += chunk.byteLength;
      if (state.bytes > expected) {
        state.stop = "incomplete";
        throw new Error("more bytes than Content-Length");
      }
      keep(chunk);
      controller.enqueue(chunk);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream, state };
}

export async function receiveUpload(input: UploadInput): Promise<UploadResult> {
  const { db, bucket, websiteId, name, body } = input;
  const length = Number(input.length ?? NaN);
  if (!Number.isSafeInteger(length) || length < 0 || input.length?.trim() === "") {
    return { ok: false, status: 411, message: LENGTH_REQUIRED };
  }
  if (length > MAX_UPLOAD_BYTES) {
    const claimed = kindClaimed(input.claimedType);
    return tooLarge(name, claimed ? FILE_KINDS[claimed].maxBytes : MAX_UPLOAD_BYTES);
  }
  if (!body || length === 0) return { ok: false, status: 415, message: unsupportedFileType(name) };

  const reader = body.getReader();
  let head: Awaited<ReturnType<typeof readHead>>;
  try {
    head = await readHead(reader, SNIFF_BYTES);
  } catch {
    return { ok: false, status: 400, message: UPLOAD_ERROR };
  }
  // The rest of a refused upload is read and dropped before the answer leaves, not cancelled
  // (http/read-whole-body.ts): the reader is let go so that can happen.
  const refuse = (result: UploadResult) => {
    reader.releaseLock();
    return result;
  };
  const kind = sniffFileKind(head.bytes);
  if (!kind) return refuse({ ok: false, status: 415, message: unsupportedFileType(name) });
  const { contentType, maxBytes, image } = FILE_KINDS[kind];
  if (length > maxBytes) return refuse(tooLarge(name, maxBytes));

  const id = newId("file");
  const r2Key = fileR2Key(websiteId, id);
  // The row reserves the announced size within the site's storage, or the upload is refused.
  const fits = await insertFileWithinQuota(
    db,
    { id, websiteId, name, contentType, size: length, r2Key },
    SITE_STORAGE_BYTES,
  );
  if (!fits) {
    return refuse({ ok: false, status: 413, message: storageFull(name, await storageUsed(db, websiteId)) });
  }

  const { stream, state } = counted(reader, head.chunks, length, image);
  const fixed = new FixedLengthStream(length);
  const piped = stream.pipeTo(fixed.writable).catch(() => undefined);
  try {
    await bucket.put(r2Key, fixed.readable, { httpMetadata: { contentType } });
    await piped;
  } catch {
    await piped;
    await bucket.delete(r2Key).catch(() => undefined);
    const stop = state.stop ?? "failed";
    await setFileState(db, websiteId, id, stop);
    return stop === "failed"
      ? { ok: false, status: 503, message: UPLOAD_FAILED_DETAIL }
      : { ok: false, status: 400, message: UPLOAD_ERROR };
  }

  const size = image ? readImageSize(kind, concat(state.kept, IMAGE_HEADER_BYTES)) : undefined;
  const colorData: ColorData | null = image && input.colors ? withSuggestedBg(input.colors) : null;
  const row = await updateFile(db, websiteId, id, {
    state: "ready",
    width: size?.width ?? null,
    height: size?.height ?? null,
    colorData,
  });
  if (!row) {
    // Deleted from the list while its bytes were on the way: keep nothing.
    await bucket.delete(r2Key).catch(() => undefined);
    return { ok: false, status: 409, message: UPLOAD_FAILED_DETAIL };
  }
  return { ok: true, row };
}
