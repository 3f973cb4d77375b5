// Small controlled fields for the block inspector: text, long text, number, choice and yes/no.
import { Label, TextArea, TextField } from "react-aria-components";
import { Checkbox } from "../Checkbox";

// A one-line field is the panel's own text field.
export { TextField as Text } from "../TextField";

export function LongText({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField className="field" value={value} onChange={onChange}>
      <Label>{label}</Label>
      <TextArea rows={4} />
    </TextField>
  );
}

export function NumberInput(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}) {
  const id = `num-${props.label.replace(/\W/g, "-")}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => {
          const n = Math.round(Number(e.target.value));
          if (Number.isFinite(n)) props.onChange(Math.min(props.max, Math.max(props.min, n)));
        }}
      />
    </div>
  );
}

export function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (v: T) => void;
}) {
  const id = `choice-${props.label.replace(/\W/g, "-")}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export { Checkbox as YesNo };
