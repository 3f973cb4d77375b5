// Uploading: files dropped on the zone or chosen with the button, each with its own progress bar
// (XMLHttpRequest upload progress), a Cancel button while it is sent, and, when it fails, 'Unable to
// Upload File' with the reason. Each file is checked in the browser first (kind by its bytes, size)
// and an image's colour averages are measured before it is sent. When the site's uploads per minute
// are spent (429), the file waits the seconds the worker names and is sent again, up to
// MAX_THROTTLED_RETRIES times, showing the worker's sentence while it waits.
import { useRef, useState } from "react";
import { Button, DropZone, FileTrigger, Label, ProgressBar, Text } from "react-aria-components";
import { ACCEPTED_TYPES, FILE_KINDS } from "../../../../worker/files/file-kinds";
import {
  UPLOAD_FAILED_DETAIL,
  UPLOAD_FAILED_TITLE,
  unsupportedFileType,
} from "../../../../worker/files/messages";
import { ApiError } from "../../api";
import { checkFile } from "./check-file";
import { measureColors } from "./color-averages";
import { uploadFile, UploadThrottled, type FileJson } from "./files-api";

const MAX_THROTTLED_RETRIES = 3;
const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

interface Upload {
  key: number;
  name: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  status: "sending" | "waiting" | "done" | "failed";
  message?: string;
  abort?: () => void;
}

interface Props {
  onUploaded: (file: FileJson) => void;
  /** Only images (the image picker); the worker takes every kind of FILE_KINDS. */
  imagesOnly?: boolean;
  /** What the zone takes, in its words: "Drop photos here, or" / "Choose photos". */
  what?: string;
}

const IMAGE_TYPES = Object.values(FILE_KINDS)
  .filter((k) => k.image)
  .map((k) => k.contentType);

export function UploadZone({ onUploaded, imagesOnly = false, what = "files" }: Props) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const start = async (file: File) => {
    const key = nextKey.current++;
    setUploads((list) => [...list, { key, name: file.name, progress: 0, status: "sending" }]);
    const checked = await checkFile(file);
    if (!checked.ok) return change(key, { status: "failed", message: checked.message });
    if (imagesOnly && !FILE_KINDS[checked.kind].image) {
      return change(key, { status: "failed", message: unsupportedFileType(file.name) });
    }
    const colors = FILE_KINDS[checked.kind].image ? await measureColors(file) : undefined;
    for (let attempt = 0; ; attempt++) {
      const handle = uploadFile(file, { name: file.name, colors }, (progress) => change(key, { progress }));
      change(key, { status: "sending", message: undefined, abort: handle.abort });
      try {
        const stored = await handle.done;
        change(key, { status: "done", progress: 1, abort: undefined });
        onUploaded(stored);
        return;
      } catch (err) {
        if (err instanceof UploadThrottled && attempt < MAX_THROTTLED_RETRIES) {
          change(key, { status: "waiting", progress: 0, abort: undefined, message: err.message });
          await wait(err.retryAfterSeconds);
          continue;
        }
        change(key, {
          status: "failed",
          abort: undefined,
          message: err instanceof ApiError ? err.message : UPLOAD_FAILED_DETAIL,
        });
        return;
      }
    }
  };

  const startAll = (files: Iterable<File>) => {
    for (const file of files) void start(file);
  };

  return (
    <div className="upload">
      <DropZone
        className="drop-zone"
        aria-label={`Drop ${what} to upload`}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.flatMap((item) => (item.kind === "file" ? [item.getFile()] : [])),
          );
          startAll(files);
        }}
      >
        <Text slot="label">Drop {what} here, or</Text>{" "}
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={imagesOnly ? IMAGE_TYPES : ACCEPTED_TYPES.split(",")}
          onSelect={(list) => list && startAll(Array.from(list))}
        >
          <Button>Choose {what}</Button>
        </FileTrigger>
      </DropZone>
      {uploads.length > 0 ? (
        <ul className="upload-list" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key}>
              {u.status === "failed" ? (
                <div className="banner banner-error" role="alert">
                  <strong>{UPLOAD_FAILED_TITLE}</strong> <span>{u.message ?? UPLOAD_FAILED_DETAIL}</span>
                  <Button onPress={() => setUploads((list) => list.filter((x) => x.key !== u.key))}>
                    Dismiss
                  </Button>
                </div>
              ) : (
                <ProgressBar className="upload-progress" value={Math.round(u.progress * 100)}>
                  {({ valueText }) => (
                    <>
                      <Label>{u.name}</Label>
                      <span className="upload-value">
                        {u.status === "done" ? "Uploaded" : u.status === "waiting" ? u.message : valueText}
                      </span>
                      <div className="upload-bar">
                        <div className="upload-fill" style={{ width: `${u.progress * 100}%` }} />
                      </div>
                    </>
                  )}
                </ProgressBar>
              )}
              {u.abort ? (
                <Button aria-label={`Cancel upload of ${u.name}`} onPress={u.abort}>
                  Cancel
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
