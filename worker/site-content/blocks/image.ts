// Image: one image with an optional caption and link.
import { z } from "zod";
import { imageRefSchema } from "../image-ref";
import { defineBlock, linkUrl } from "./define";

export const imageBlock = defineBlock({
  type: "image",
  label: "Image",
  blockType: 5,
  fields: z.object({
    image: imageRefSchema.nullable(),
    caption: z.string().max(500).default(""),
    link: linkUrl.default(""),
  }),
  create: () => ({ image: null, caption: "", link: "" }),
  context: (block) => ({
    figure: block.image
      ? {
          src: block.image.src,
          alt: block.image.alt,
          width: block.image.width,
          height: block.image.height,
          objectPosition: block.image.focalPoint
            ? `${block.image.focalPoint.x * 100}% ${block.image.focalPoint.y * 100}%`
            : undefined,
          caption: block.caption,
          link: block.link,
        }
      : null,
  }),
});
