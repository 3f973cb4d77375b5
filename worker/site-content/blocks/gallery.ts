// Gallery: up to 50 images with the gallery options of spec section 3. Options are stored as the
// owner set them; the context completes them with their defaults and ranges (withGalleryDefaults)
// so the theme's gallery predicates (`{.gallery-design-grid?}`...) read a full set.
import { z } from "zod";
import { withGalleryDefaults } from "../../content/gallery-options";
import { imageRefSchema } from "../image-ref";
import { defineBlock } from "./define";

/** Spec section 9: a photo gallery holds at most 50 images. */
export const MAX_GALLERY_IMAGES = 50;

export const galleryBlock = defineBlock({
  type: "gallery",
  label: "Gallery",
  blockType: 8,
  fields: z.object({
    images: z
      .array(imageRefSchema)
      .max(MAX_GALLERY_IMAGES, `A gallery can hold at most ${MAX_GALLERY_IMAGES} images.`),
    options: z.record(z.string(), z.union([z.string().max(40), z.number(), z.boolean()])).default({}),
  }),
  create: () => ({ images: [], options: {} }),
  context: (block) => {
    const options = withGalleryDefaults(block.options);
    return {
      images: block.images,
      options,
      aspectRatio: options["aspect-ratio"],
      columns: options["thumbnails-per-row"],
      padding: options.padding,
      newWindow: options.newWindow,
    };
  },
});
