// The image field preview (route in image-field-preview.tsx, loaded as its own chunk): the
// ImageField on its own with the ImageRef it gives.
import { useState } from "react";
import { Heading } from "react-aria-components";
import type { ImageRef } from "../../../worker/site-content/image-ref";
import { ImageField } from "../components/files/ImageField";

export function ImageFieldPreview() {
  const [image, setImage] = useState<ImageRef | null>(null);
  return (
    <section>
      <Heading level={1}>Image field</Heading>
      <ImageField label="Hero image" value={image} onChange={setImage} />
      <h2>Stored reference</h2>
      <output aria-label="Stored reference">
        <pre>{JSON.stringify(image, null, 2)}</pre>
      </output>
    </section>
  );
}
