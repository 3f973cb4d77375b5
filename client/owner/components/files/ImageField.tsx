// Choosing a block's image: pick one of the site's files or upload one (ImagePicker), then describe
// it. The ImageRef keeps the file's id, address, size and focal point, and its own alt text
// (starting from the file's).
import { Button } from "react-aria-components";
import type { ImageRef } from "../../../../worker/site-content/image-ref";
import { TextField } from "../TextField";
import type { FileJson } from "./files-api";
import { ImagePicker } from "./ImagePicker";

interface Props {
  label: string;
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
}

/** The reference a block stores for a picked file. */
export function imageRefOf(file: FileJson, alt: string): ImageRef {
  return {
    src: file.url,
    alt,
    fileId: file.id,
    ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
    focalPoint: file.focalPoint,
  };
}

export function ImageField({ label, value, onChange }: Props) {
  const pick = (file: FileJson) => onChange(imageRefOf(file, value?.alt || file.altText));
  return (
    <fieldset className="image-field">
      <legend>{label}</legend>
      {value ? (
        <div className="image-field-preview">
          <img
            className="file-thumb"
            src={value.src}
            alt=""
            style={
              value.focalPoint
                ? { objectPosition: `${value.focalPoint.x * 100}% ${value.focalPoint.y * 100}%` }
                : undefined
            }
          />
          <ImagePicker triggerLabel="Change image" fieldLabel={label} onPick={pick} />
          <Button aria-label={`Remove image: ${label}`} onPress={() => onChange(null)}>
            Remove
          </Button>
        </div>
      ) : (
        <ImagePicker triggerLabel="Choose image" fieldLabel={label} onPick={pick} />
      )}
      <TextField
        label="Alt text"
        value={value?.alt ?? ""}
        isDisabled={!value}
        onChange={(alt) => value && onChange({ ...value, alt })}
      />
    </fieldset>
  );
}
