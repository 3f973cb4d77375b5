// The image picker's choices: an upload zone (an upload is chosen as soon as it is stored) and the
// site's ready images in a grid (arrow keys move, Enter chooses). Loaded with the dialog (ImagePicker).
import { useEffect, useState } from "react";
import { GridList, GridListItem } from "react-aria-components";
import { ApiError, GENERAL_ERROR } from "../../api";
import { ErrorBanner } from "../ErrorBanner";
import { FileThumb } from "./FileThumb";
import { isImage, loadFiles, type FileJson } from "./files-api";
import { UploadZone } from "./UploadZone";

export default function ImageChoices({ onPick }: { onPick: (file: FileJson) => void }) {
  const [files, setFiles] = useState<FileJson[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    loadFiles().then(
      (all) => setFiles(all.filter((f) => f.state === "ready" && isImage(f))),
      (err: unknown) => setError(err instanceof ApiError ? err.message : GENERAL_ERROR),
    );
  }, []);

  return (
    <>
      <UploadZone imagesOnly onUploaded={onPick} />
      {error ? <ErrorBanner message={error} /> : null}
      {files === undefined && !error ? <p role="status">Loading…</p> : null}
      {files ? (
        <GridList
          className="file-picker"
          aria-label="Images on this site"
          layout="grid"
          items={files}
          renderEmptyState={() => "No images yet. Upload one above."}
          onAction={(id) => {
            const file = files.find((f) => f.id === id);
            if (file) onPick(file);
          }}
        >
          {(file) => (
            <GridListItem id={file.id} textValue={file.name}>
              <FileThumb file={file} />
              <span>{file.name}</span>
            </GridListItem>
          )}
        </GridList>
      ) : null}
    </>
  );
}
