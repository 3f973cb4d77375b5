// A modal dialog opened by its trigger button (react-aria): focus moves in and stays, Escape or a
// click outside closes it, and focus returns to the trigger on close.
import type { ReactElement, ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";

interface Props {
  trigger: ReactElement;
  title: string;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** For a table (the delivery log): the dialog may grow wider than a form's. */
  wide?: boolean;
  children: (close: () => void) => ReactNode;
}

export function FormDialog({ trigger, title, isOpen, onOpenChange, wide, children }: Props) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className={wide ? "modal modal-wide" : "modal"}>
          <Dialog className="dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                {children(close)}
                <div className="dialog-actions">
                  <Button onPress={close}>Close</Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
