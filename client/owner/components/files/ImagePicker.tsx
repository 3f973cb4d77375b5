// Choosing an image from the site's files, or uploading one, in a dialog. An upload is chosen as
// soon as it is stored.
import { lazy, Suspense } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { FileJson } from "./files-api";
import "./files.css";

// The dialog's insides (upload zone, image grid) are their own chunk, loaded when it first opens.
const ImageChoices = lazy(() => import("./ImageChoices"));

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
                <Suspense fallback={<p role="status">Loading…</p>}>
                  <ImageChoices
                    onPick={(file) => {
                      onPick(file);
                      close();
                    }}
                  />
                </Suspense>
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
