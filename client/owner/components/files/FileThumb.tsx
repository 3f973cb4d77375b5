// A file's thumbnail: the image itself, scaled, or a label naming the kind of file.
import type { FileJson } from "./files-api";

const KIND_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "audio/mpeg": "MP3",
  "audio/mp4": "M4A",
  "video/mp4": "MP4",
};

export function FileThumb({ file }: { file: FileJson }) {
  if (file.state === "ready" && file.contentType.startsWith("image/")) {
    return (
      <img
        className="file-thumb"
        src={file.url}
        alt=""
        loading="lazy"
        style={{ objectPosition: `${file.focalPoint.x * 100}% ${file.focalPoint.y * 100}%` }}
      />
    );
  }
  return (
    <span className="file-thumb file-thumb-kind" aria-hidden="true">
      {KIND_LABELS[file.contentType] ?? "File"}
    </span>
  );
}
