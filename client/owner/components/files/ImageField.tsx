// Choosing a block's image. First version: its web address and alt text.
import type { ImageRef } from "../../../../worker/site-content/image-ref";
import { TextField } from "../TextField";

interface Props {
  label: string;
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
}

export function ImageField({ label, value, onChange }: Props) {
  return (
    <fieldset className="image-field">
      <legend>{label}</legend>
      <TextField
        label="Image address"
        type="url"
        value={value?.src ?? ""}
        onChange={(src) => onChange(src.trim() === "" ? null : { ...value, alt: value?.alt ?? "", src })}
      />
      <TextField
        label="Alt text"
        value={value?.alt ?? ""}
        isDisabled={!value}
        onChange={(alt) => value && onChange({ ...value, alt })}
      />
    </fieldset>
  );
}
