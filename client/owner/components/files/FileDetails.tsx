// A file's details in a dialog: its name (rename), and for an image its alt text and focal point.
// Only what changed is sent; a refused rename says 'Unable to Rename File' and why.
import { useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { RENAME_FAILED_DETAIL, RENAME_FAILED_TITLE } from "../../../../worker/files/messages";
import { fileName } from "../../../../worker/files/schemas";
import type { FileChange } from "../../../../worker/files/schemas";
import { ApiError } from "../../api";
import { TextField } from "../TextField";
import { FocalPointPicker } from "./FocalPointPicker";
import { changeFile, isImage, type FileJson } from "./files-api";
import { toast } from "../feedback/toast";
import { happened } from "../feedback/named";

interface Props {
  file: FileJson;
  onChanged: (file: FileJson) => void;
}

export function FileDetails({ file, onChanged }: Props) {
  return (
    <DialogTrigger>
      <Button aria-label={`Edit ${file.name}`}>Edit</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => <DetailsForm file={file} onChanged={onChanged} close={close} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function DetailsForm({ file, onChanged, close }: Props & { close: () => void }) {
  const [name, setName] = useState(file.name);
  const [altText, setAltText] = useState(file.altText);
  const [focalPoint, setFocalPoint] = useState(file.focalPoint);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (busy) return;
    const change: FileChange = {};
    if (name !== file.name) {
      const checked = fileName.safeParse(name);
      if (!checked.success) return setFailure(checked.error.issues[0]!.message);
      change.name = checked.data;
    }
    if (altText !== file.altText) change.altText = altText;
    if (focalPoint.x !== file.focalPoint.x || focalPoint.y !== file.focalPoint.y)
      change.focalPoint = focalPoint;
    setFailure(undefined);
    setBusy(true);
    try {
      if (Object.keys(change).length > 0) {
        const changed = await changeFile(file.id, change);
        onChanged(changed);
        toast.success(happened(changed.name, "File", "saved"));
      }
      close();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : RENAME_FAILED_DETAIL);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="file-details"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Heading slot="title">Edit {file.name}</Heading>
      {failure ? (
        <div className="banner banner-error" role="alert">
          <strong>{RENAME_FAILED_TITLE}</strong> <span>{failure}</span>
        </div>
      ) : null}
      <TextField label="File name" value={name} onChange={setName} />
      {isImage(file) ? (
        <>
          <TextField
            label="Alt text"
            description="Describes the image to people who cannot see it."
            value={altText}
            onChange={setAltText}
          />
          <FocalPointPicker src={file.url} alt={altText} value={focalPoint} onChange={setFocalPoint} />
        </>
      ) : null}
      <div className="dialog-actions">
        <Button onPress={close}>Cancel</Button>
        <Button type="submit" className="button-primary">
          {busy ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}
