// The panel's short choice: a native select (the phone's own picker, typing to jump) with its label.
import { useId } from "react";

interface Props<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  onChange: (value: V) => void;
  /** The words shown for a value, when they are not the value itself. */
  labelOf?: (value: V) => string;
}

export function SelectField<V extends string>({ label, value, options, onChange, labelOf }: Props<V>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf ? labelOf(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}
