// Choosing where a map block points: type an address, pick a suggestion (mouse or arrow keys and
// Enter), and the place's coordinates are looked up. Suggestions are asked for 250 ms after the
// last keystroke; a failed call says 'Unable to load results' (spec section 8) with a retry.
import { useContext, useEffect, useRef, useState } from "react";
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from "react-aria-components";
import type { MapLocation } from "../../../../worker/site-content/map-location";
import { ErrorBanner } from "../ErrorBanner";
import { locate, newSessionToken, suggestPlaces, type Suggestion } from "./places-api";

export const UNABLE_TO_LOAD_RESULTS = "Unable to load results";
export const SUGGEST_DELAY_MS = 250;

interface Props {
  label: string;
  value: MapLocation | null;
  onChange: (location: MapLocation | null) => void;
}

const everything = () => true;

/** Opens the suggestions once they arrive after a retry (the retry button had taken the focus). */
function OpenOnRetry({ retried, ready }: { retried: number; ready: boolean }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (retried > 0 && ready) state?.open(null, "manual");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [retried, ready]);
  return null;
}

export function AddressField({ label, value, onChange }: Props) {
  const [text, setText] = useState(value?.address ?? "");
  const [typed, setTyped] = useState<string>();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<() => void>();
  const [retried, setRetried] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const session = useRef(newSessionToken());
  const asked = useRef(0);

  const search = (query: string, retry = false) => {
    const call = ++asked.current;
    setLoading(true);
    setFailed(undefined);
    suggestPlaces(query, session.current).then(
      (found) => {
        if (call !== asked.current) return;
        setSuggestions(found);
        setLoading(false);
        if (retry) setRetried((n) => n + 1);
      },
      () => {
        if (call !== asked.current) return;
        setLoading(false);
        setFailed(() => () => search(query, true));
      },
    );
  };

  // Ask once the owner pauses typing; what a selection wrote into the field is not a query.
  useEffect(() => {
    if (typed === undefined) return;
    if (typed.trim() === "") {
      asked.current++;
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => search(typed), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const choose = (key: Key | null) => {
    const picked = suggestions.find((s) => s.id === key);
    if (!picked) return;
    setText(picked.description);
    setTyped(undefined);
    setFailed(undefined);
    const resolve = () => {
      locate(picked, session.current).then(
        (location) => {
          session.current = newSessionToken();
          onChange(location);
        },
        () => setFailed(() => resolve),
      );
    };
    resolve();
  };

  return (
    <div className="field address-field">
      <ComboBox
        items={suggestions}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          setTyped(next);
        }}
        onSelectionChange={choose}
        defaultFilter={everything}
        menuTrigger="input"
        allowsCustomValue
        allowsEmptyCollection={!loading && typed !== undefined && typed.trim() !== "" && !failed}
      >
        <Label>{label}</Label>
        <Input ref={input} placeholder="Start typing an address" />
        <OpenOnRetry retried={retried} ready={suggestions.length > 0 && !loading} />
        <Text slot="description">
          {value
            ? `Pinned at ${value.lat.toFixed(4)}, ${value.lng.toFixed(4)}`
            : "Choose a suggestion to place the pin."}
        </Text>
        <Popover className="address-suggestions">
          <ListBox<Suggestion> renderEmptyState={() => <p className="listbox-empty">No places found.</p>}>
            {(s) => (
              <ListBoxItem id={s.id} textValue={s.description}>
                <Text slot="label">{s.mainText}</Text>
                {s.secondaryText ? <Text slot="description"> {s.secondaryText}</Text> : null}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {loading ? (
        <span role="status" className="field-hint">
          Loading suggestions…
        </span>
      ) : null}
      {failed ? (
        <ErrorBanner
          message={UNABLE_TO_LOAD_RESULTS}
          onRetry={() => {
            input.current?.focus();
            failed();
          }}
        />
      ) : null}
      {value ? (
        <Button
          onPress={() => {
            setText("");
            setSuggestions([]);
            onChange(null);
          }}
        >
          Clear address
        </Button>
      ) : null}
    </div>
  );
}
