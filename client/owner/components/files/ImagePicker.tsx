// Choosing an image from the site's files, or uploading one, in a dialog. An upload is chosen as
// soon as it is stored.
import { useEffect, useState } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  GridList,
  GridListItem,
  Heading,
  Modal,
  ModalOverlay,
} from "react-aria-components";
import { ApiError, GENERAL_ERROR } from "../../api";
import { ErrorBanner } from "../ErrorBanner";
import { FileThumb } from "./FileThumb";
import { isImage } from "./FileDetails";
import { loadFiles, type FileJson } from "./files-api";
import { UploadZone } from "./UploadZone";
import "./files.css";

interface Props {
  /** Names the button ("Choose image", "Change image"). */
  triggerLabel: string;
  fieldLabel: string;
  onPick: (file: FileJson) => void;
}

export function ImagePicker({ triggerLabel, fieldLabel, onPick }: Props) {
  return (
    <DialogTrigger>
      <Button aria-label={`${triggerLabel}: ${fieldLabel}`}>{triggerLabel}</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog image-picker">
            {({ close }) => (
              <>
                <Heading slot="title">Choose an image</Heading>
                <Images
                  onPick={(file) => {
                    onPick(file);
                    close();
                  }}
                />
                <div className="dialog-actions">
                  <Button onPress={close}>Cancel</Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function Images({ onPick }: { onPick: (file: FileJson) => void }) {
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
