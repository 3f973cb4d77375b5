// On a phone the sidebar does not fit beside the screen: the top bar's Menu button opens the same
// navigation in a modal dialog (focus kept inside, Escape closes), which closes once a link is
// followed.
import { useState } from "react";
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from "react-aria-components";
import type { Account } from "../../session";
import { PanelNav } from "./PanelNav";

export function PhoneMenu({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="panel-menu-button">Menu</Button>
      <ModalOverlay className="modal-overlay panel-menu-overlay" isDismissable>
        <Modal className="panel-menu-sheet">
          <Dialog aria-label="Menu" className="dialog">
            {({ close }) => (
              <>
                <Button className="panel-menu-close" onPress={close}>
                  Close menu
                </Button>
                {/* A followed link closes the menu, the current screen's own link too. */}
                <div onClick={(event) => (event.target as Element).closest("a") && close()}>
                  <PanelNav account={account} />
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
