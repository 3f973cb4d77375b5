// The panel's calls to the file manager (worker/routes/owner-files.ts). Uploads go through
// XMLHttpRequest, the one browser API that reports upload progress; the rest through the typed client.
import type { FileJson } from "../../../../worker/files/file-json";
import { PROCESSING_STATE_TEXT } from "../../../../worker/files/messages";
import type { FileChange } from "../../../../worker/files/schemas";
import { answer, api, ApiError, GENERAL_ERROR, NETWORK_ERROR, panelHeaders } from "../../api";

export type { FileJson };

const files = api.files;

export const isImage = (file: FileJson) => file.contentType.startsWith("image/");

export const loadFiles = async (): Promise<FileJson[]> => (await answer(files.$get())).files;

/** The files and how much of the site's storage they take (files/quota.ts). */
export const loadFilesAndStorage = async () => answer(files.$get());

export const changeFile = async (id: string, change: FileChange): Promise<FileJson> =>
  (await answer(files[":fileId"].$patch({ param: { fileId: id }, json: change }))).file;

export const deleteFile = (id: string): Promise<void> =>
  answer(files[":fileId"].$delete({ param: { fileId: id } })).then(() => undefined);

/** 429: the site's uploads per minute are spent (files/quota.ts); the worker says when to retry. */
export class UploadThrottled extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export interface UploadHandle {
  /** The stored file, or an ApiError with the worker's message. */
  done: Promise<FileJson>;
  abort: () => void;
}

/** Sends the file's bytes as the body; `onProgress` gets the fraction sent (0..1). */
export function uploadFile(
  file: File,
  query: { name: string; colors?: string },
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const params = new URLSearchParams({ name: query.name, ...(query.colors ? { colors: query.colors } : {}) });
  const done = new Promise<FileJson>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { file?: FileJson; message?: unknown } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 && body?.file) return resolve(body.file);
      const message = typeof body?.message === "string" ? body.message : GENERAL_ERROR;
      if (xhr.status === 429) {
        const seconds = Number(xhr.getResponseHeader("Retry-After"));
        return reject(new UploadThrottled(message, Number.isFinite(seconds) && seconds > 0 ? seconds : 5));
      }
      reject(new ApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new ApiError(0, PROCESSING_STATE_TEXT.cancelled));
  });
  xhr.open("POST", `/api/owner/files?${params}`);
  for (const [name, value] of Object.entries(panelHeaders())) xhr.setRequestHeader(name, value);
  xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
  xhr.send(file);
  return { done, abort: () => xhr.abort() };
}
