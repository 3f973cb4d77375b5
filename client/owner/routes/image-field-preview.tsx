// /config/files/image-field: the ImageField that blocks use, on its own, with the ImageRef it
// gives, so the field can be tried (and tested in Chromium) before the page builder embeds it.
// Not in the navigation.
import { createRoute } from "@tanstack/react-router";
import { useState } from "react";
import { Heading } from "react-aria-components";
import type { ImageRef } from "../../../worker/site-content/image-ref";
import { ImageField } from "../components/files/ImageField";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

function ImageFieldPreview() {
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

export const imageFieldPreviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/files/image-field",
  beforeLoad: requireAccount,
  component: ImageFieldPreview,
});
