// The colour as text: hex (3 or 6 digits), rgb()/rgba(), hsl()/hsla(), hwb() or a colour name,
// read by the spec's parsing and clamping rules (worker/content/colour.ts) when the owner presses
// Enter or leaves the field; text that is no colour keeps the last colour and says what it takes.
import { useEffect, useState } from "react";
import { FieldError, Input, Label, TextField } from "react-aria-components";
import { colourText } from "../../../../worker/site-styles/schema";

interface Props {
  label: string;
  value: string;
  onChange: (css: string) => void;
}

export function ColourTextField({ label, value, onChange }: Props) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string>();
  useEffect(() => {
    setText(value);
    setError(undefined);
  }, [value]);

  const commit = () => {
    if (text === value) return;
    const parsed = colourText.safeParse(text);
    if (parsed.success) {
      setError(undefined);
      onChange(parsed.data);
    } else setError(parsed.error.issues[0]?.message);
  };

  return (
    <TextField
      className="field"
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
      }}
      isInvalid={error !== undefined}
    >
      <Label>{label}</Label>
      <Input spellCheck={false} />
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
}
