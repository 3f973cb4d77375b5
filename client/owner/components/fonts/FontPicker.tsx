// The font picker (spec: search, style guide fonts, a font kit): a combo box to type a name
// into, listing the fonts the site's style guide already uses first, then the rest of the kit,
// each shown in its own face once its local file has loaded (useFontPreviews, called once by the
// screen, which also says which previews failed).
import { useEffect, useState } from "react";
import {
  Button,
  ComboBox,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from "react-aria-components";
import { loadFontPreview, type PanelFont } from "./font-preview";

interface Props {
  label: string;
  fonts: readonly PanelFont[];
  /** Fonts the site's styles use now (shown first). */
  guideFontIds: readonly string[];
  value: string;
  onChange: (id: string) => void;
}

/** Loads every kit font for the pickers' previews; answers the names whose file did not load. */
export function useFontPreviews(fonts: readonly PanelFont[]) {
  const [failed, setFailed] = useState<string[]>([]);
  useEffect(() => {
    for (const font of fonts) {
      loadFontPreview(font).catch(() =>
        setFailed((names) => (names.includes(font.name) ? names : [...names, font.name])),
      );
    }
  }, [fonts]);
  return failed;
}

function FontOption({ font }: { font: PanelFont }) {
  return (
    <ListBoxItem
      id={font.id}
      textValue={font.name}
      className="font-option"
      style={{ fontFamily: font.stack }}
    >
      {font.name}
    </ListBoxItem>
  );
}

export function FontPicker({ label, fonts, guideFontIds, value, onChange }: Props) {
  const guide = fonts.filter((f) => guideFontIds.includes(f.id));
  const kit = fonts.filter((f) => !guideFontIds.includes(f.id));
  const selected = fonts.find((f) => f.id === value);

  return (
    <div className="font-picker">
      <ComboBox
        className="field"
        selectedKey={value}
        onSelectionChange={(key) => {
          if (key !== null) onChange(String(key));
        }}
        menuTrigger="focus"
      >
        <Label>{label}</Label>
        <div className="combo">
          <Input style={{ fontFamily: selected?.stack }} />
          <Button aria-label={`Show fonts for ${label}`}>▾</Button>
        </div>
        <Popover className="font-popover">
          <ListBox>
            <ListBoxSection>
              <Header>Style guide fonts</Header>
              {guide.map((font) => (
                <FontOption key={font.id} font={font} />
              ))}
            </ListBoxSection>
            <ListBoxSection>
              <Header>Font kit</Header>
              {kit.map((font) => (
                <FontOption key={font.id} font={font} />
              ))}
            </ListBoxSection>
          </ListBox>
        </Popover>
      </ComboBox>
    </div>
  );
}
