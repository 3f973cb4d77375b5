// A link's or folder's title in each of the site's other languages: a dialog from the row's
// Translate button. The titles are part of the navigation item, so Save navigation publishes them;
// an empty field means visitors of that language see the item's own title.
import { useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { TextField } from "../components/TextField";

export interface NavLanguage {
  code: string;
  name: string;
}

interface Props {
  title: string;
  languages: NavLanguage[];
  titles: Record<string, string>;
  onSave: (titles: Record<string, string>) => void;
}

export function TranslateTitles({ title, languages, titles, onSave }: Props) {
  return (
    <DialogTrigger>
      <Button aria-label={`Translate ${title}`} className="nav-translate">
        Translate
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <TitlesForm
                title={title}
                languages={languages}
                titles={titles}
                onSave={(next) => {
                  onSave(next);
                  close();
                }}
                onCancel={close}
              />
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function TitlesForm({ title, languages, titles, onSave, onCancel }: Props & { onCancel: () => void }) {
  const [values, setValues] = useState(titles);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(values);
      }}
    >
      <Heading slot="title">Translate “{title}”</Heading>
      <p>Leave a language empty to show “{title}” on its pages.</p>
      {languages.map((language) => (
        <TextField
          key={language.code}
          label={`Title in ${language.name}`}
          value={values[language.code] ?? ""}
          onChange={(v) => setValues((old) => ({ ...old, [language.code]: v }))}
          maxLength={100}
        />
      ))}
      <div className="dialog-actions">
        <Button onPress={onCancel}>Cancel</Button>
        <Button type="submit" className="button-primary">
          Done
        </Button>
      </div>
    </form>
  );
}
