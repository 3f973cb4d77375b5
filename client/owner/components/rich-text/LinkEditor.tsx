// The link editor (spec section 2): web address, link name, open in new window. A react-aria
// modal dialog: focus moves in, Escape or Cancel closes it, and focus returns to the toolbar's
// Link button. The address is checked with the worker's own rule (rich-text/link.ts), which
// words the owner messages of spec section 5.
import type { Editor } from "@tiptap/react";
import { useState, type FormEvent } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  FieldError,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from "react-aria-components";
import { checkLink } from "../../../../worker/site-content/rich-text/link";
import { Checkbox } from "../Checkbox";

interface Draft {
  address: string;
  name: string;
  newWindow: boolean;
  /** The text the link covers when the dialog opened ("" for none). */
  selected: string;
  editing: boolean;
}

/** Reads the link under the selection (widening the selection to all of it) or the selected text. */
function draftFrom(editor: Editor): Draft {
  const editing = editor.isActive("link");
  if (editing) editor.chain().extendMarkRange("link").run();
  const { from, to } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, " ");
  const attrs = editing ? editor.getAttributes("link") : {};
  return {
    address: typeof attrs.href === "string" ? attrs.href : "",
    name: selected,
    newWindow: attrs.target === "_blank",
    selected,
    editing,
  };
}

function LinkForm({
  editor,
  initial,
  pagePaths,
  close,
}: {
  editor: Editor;
  initial: Draft;
  pagePaths?: readonly string[];
  close: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLink(draft.address, { pagePaths });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const attrs = { href: checked.href, target: draft.newWindow ? "_blank" : null };
    const name = draft.name.trim() || checked.href;
    if (initial.selected !== "" && name === initial.selected) editor.chain().setLink(attrs).run();
    else
      editor
        .chain()
        .insertContent({ type: "text", text: name, marks: [{ type: "link", attrs }] })
        .run();
    close();
  };

  const remove = () => {
    editor.chain().extendMarkRange("link").unsetLink().run();
    close();
  };

  return (
    <form onSubmit={save} noValidate>
      <TextField
        className="field"
        value={draft.address}
        onChange={(address) => {
          setDraft({ ...draft, address });
          setError(null);
        }}
        isInvalid={error !== null}
        autoFocus
      >
        <Label>Web address</Label>
        <Input placeholder="example.com, /page or name@example.com" />
        <FieldError className="field-error">{error}</FieldError>
      </TextField>
      <TextField className="field" value={draft.name} onChange={(name) => setDraft({ ...draft, name })}>
        <Label>Link name</Label>
        <Input />
      </TextField>
      <Checkbox
        label="Open in new window"
        checked={draft.newWindow}
        onChange={(newWindow) => setDraft({ ...draft, newWindow })}
      />
      <div className="dialog-actions">
        {initial.editing ? <Button onPress={remove}>Remove link</Button> : null}
        <Button slot="close">Cancel</Button>
        <Button type="submit" className="button-primary">
          Save
        </Button>
      </div>
    </form>
  );
}

export function LinkEditor({ editor, pagePaths }: { editor: Editor; pagePaths?: readonly string[] }) {
  const [initial, setInitial] = useState<Draft | null>(null);
  return (
    <DialogTrigger onOpenChange={(open) => setInitial(open ? draftFrom(editor) : null)}>
      <Button className="rich-text-button">Link</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{initial?.editing ? "Edit link" : "Add link"}</Heading>
                {initial ? (
                  <LinkForm editor={editor} initial={initial} pagePaths={pagePaths} close={close} />
                ) : null}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
