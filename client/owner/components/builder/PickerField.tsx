// Choosing one of the site's things for a block (a product, a collection, a form, an audio file):
// a react-aria ComboBox that searches the names as the owner types (arrow keys and Enter, or the
// mouse). The choices load once when the field appears; a failed load says so with a retry.
import { useEffect, useState } from "react";
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from "react-aria-components";
import { ApiError, GENERAL_ERROR } from "../../api";
import { ErrorBanner } from "../ErrorBanner";

export interface PickerChoice {
  id: string;
  name: string;
  /** A second line: a price, a URL, a file size. */
  detail?: string;
}

interface Props<C extends PickerChoice> {
  label: string;
  /** The chosen id; "" for none. */
  value: string;
  load: () => Promise<C[]>;
  onChange: (choice: C | null) => void;
  /** Shown when the site has none of these yet. */
  emptyText: string;
  /** Shown when the stored id is no longer one of the choices (deleted since). */
  missingText?: string;
  placeholder?: string;
  isDisabled?: boolean;
  /** Keeps the field empty after each choice (an "Add a track" field). */
  clearOnChoose?: boolean;
}

export function PickerField<C extends PickerChoice>(props: Props<C>) {
  const { label, value, load, onChange, emptyText } = props;
  const [choices, setChoices] = useState<C[]>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [resets, setResets] = useState(0);

  useEffect(() => {
    let live = true;
    setError(undefined);
    load().then(
      (found) => live && setChoices(found),
      (err: unknown) => live && setError(err instanceof ApiError ? err.message : GENERAL_ERROR),
    );
    return () => {
      live = false;
    };
    // The loader is a module function per field; load again only on retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (error) {
    return (
      <div className="field picker-field">
        <span className="field-label">{label}</span>
        <ErrorBanner message={error} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  if (!choices) {
    return (
      <div className="field picker-field">
        <span className="field-label">{label}</span>
        <span role="status">Loading…</span>
      </div>
    );
  }
  const missing = value !== "" && !choices.some((c) => c.id === value);
  const choose = (key: Key | null) => {
    const picked = choices.find((c) => c.id === key) ?? null;
    if (key === null && props.clearOnChoose) return;
    onChange(picked);
    if (props.clearOnChoose) setResets((n) => n + 1);
  };
  return (
    <div className="field picker-field">
      <ComboBox
        key={resets}
        // defaultItems, not items: the ComboBox filters only what it is not handed already filtered.
        defaultItems={choices}
        selectedKey={props.clearOnChoose ? null : missing || value === "" ? null : value}
        onSelectionChange={choose}
        menuTrigger="focus"
        isDisabled={props.isDisabled || choices.length === 0}
      >
        <Label>{label}</Label>
        <div className="picker-field-input">
          <Input placeholder={props.placeholder ?? "Type to search"} />
          <Button aria-label={`Show all: ${label}`}>▾</Button>
        </div>
        {choices.length === 0 ? <Text slot="description">{emptyText}</Text> : null}
        {missing ? (
          <Text slot="description">{props.missingText ?? "The chosen item no longer exists."}</Text>
        ) : null}
        <Popover className="picker-field-popover">
          <ListBox<C> renderEmptyState={() => <p className="listbox-empty">Nothing matches.</p>}>
            {(choice) => (
              <ListBoxItem id={choice.id} textValue={choice.name}>
                <Text slot="label">{choice.name}</Text>
                {choice.detail ? <Text slot="description"> {choice.detail}</Text> : null}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {value !== "" && !props.clearOnChoose ? (
        <Button aria-label={`Clear: ${label}`} onPress={() => onChange(null)}>
          Clear
        </Button>
      ) : null}
    </div>
  );
}
