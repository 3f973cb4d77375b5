// The generic confirm modal (spec section 2): a question answered yes or no. Built on
// react-aria's DialogTrigger, so focus moves into the dialog, stays there, Escape or "No"
// answers no, and focus returns to the button that opened it.
import { useRef, type ReactElement, type ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";

interface Props {
  /** The button that opens the question; without one, `isOpen` opens it (e.g. from a menu item). */
  trigger?: ReactElement;
  isOpen?: boolean;
  title: string;
  children: ReactNode;
  yesLabel?: string;
  noLabel?: string;
  onAnswer: (yes: boolean) => void;
}

export function ConfirmDialog({
  trigger,
  title,
  children,
  yesLabel = "Yes",
  noLabel = "No",
  onAnswer,
  isOpen,
}: Props) {
  // Escape and a click outside close the dialog without a button: that answers no.
  const answered = useRef(false);
  const answer = (yes: boolean, close: () => void) => {
    answered.current = true;
    close();
    onAnswer(yes);
  };
  const onOpenChange = (open: boolean) => {
    if (open) answered.current = false;
    else if (!answered.current) onAnswer(false);
  };
  const modal = (
    <ModalOverlay
      className="modal-overlay"
      isDismissable
      {...(trigger ? {} : { isOpen: isOpen ?? false, onOpenChange })}
    >
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title">{title}</Heading>
              <div className="dialog-body">{children}</div>
              <div className="dialog-actions">
                <Button autoFocus onPress={() => answer(false, close)}>
                  {noLabel}
                </Button>
                <Button className="button-primary" onPress={() => answer(true, close)}>
                  {yesLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
