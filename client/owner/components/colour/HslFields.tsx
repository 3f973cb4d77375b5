// Hue (0-360), saturation and lightness (percent) and alpha (0-1) typed as numbers: a brand
// colour by the spec's rules (worker/content/brand-colour.ts), so a part out of range or left
// empty gets its message ('Hue out of bounds.', 'Missing an H/S/L value.') instead of a colour.
import { useEffect, useId, useState } from "react";
import { Input, Label, TextField } from "react-aria-components";
import { checkBrandColour } from "../../../../worker/content/brand-colour";
import { parseColour, toHsl } from "../../../../worker/content/colour";
import { colourText } from "../../../../worker/site-styles/schema";

interface Props {
  label: string;
  value: string;
  onChange: (css: string) => void;
}

type Parts = { hue: string; saturation: string; lightness: string; alpha: string };

const round = (v: number, digits = 0) => String(parseFloat(v.toFixed(digits)));

function partsOf(css: string): Parts {
  const hsl = toHsl(parseColour(css) ?? { r: 0, g: 0, b: 0, alpha: 1 });
  return {
    hue: round(hsl.hue),
    saturation: round(hsl.saturation * 100),
    lightness: round(hsl.lightness * 100),
    alpha: round(hsl.alpha, 2),
  };
}

const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text));

export function HslFields({ label, value, onChange }: Props) {
  const [parts, setParts] = useState(() => partsOf(value));
  const [message, setMessage] = useState<string>();
  const messageId = useId();
  useEffect(() => {
    setParts(partsOf(value));
    setMessage(undefined);
  }, [value]);

  const commit = () => {
    const percent = (text: string) => {
      const n = numberOf(text);
      return n === undefined ? undefined : n / 100;
    };
    const result = checkBrandColour({
      hue: numberOf(parts.hue),
      saturation: percent(parts.saturation),
      lightness: percent(parts.lightness),
      alpha: numberOf(parts.alpha),
    });
    if (!result.ok) return setMessage(result.message);
    setMessage(undefined);
    const parsed = colourText.safeParse(result.css);
    if (parsed.success && parsed.data !== value) onChange(parsed.data);
  };

  const field = (key: keyof Parts, name: string) => (
    <TextField
      className="field field-narrow"
      value={parts[key]}
      onChange={(text) => setParts((p) => ({ ...p, [key]: text }))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
      }}
      isInvalid={message !== undefined}
    >
      <Label>{name}</Label>
      <Input inputMode="decimal" aria-describedby={message ? messageId : undefined} />
    </TextField>
  );

  return (
    <fieldset className="hsl-fields">
      <legend>{label} in HSL</legend>
      {field("hue", "H")}
      {field("saturation", "S %")}
      {field("lightness", "L %")}
      {field("alpha", "A")}
      {message ? (
        <p className="field-error" role="alert" id={messageId}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
