// A product photo in the owner's product body: an address (a file of the site's file manager, or
// an https:// or site-relative address), its alt text and its focal point (0..1 from the top left,
// spec section 3 mediaFocalPoint), and, for an uploaded photo, the file's id so the worker copies
// the file's pixel size, type and colour data into the product's image.
import { z } from "zod";
import { IMAGE_URL_RULE } from "./messages";
import { ALT_TEXT_TOO_LONG, FOCAL_POINT_RULE, PHOTO_FILE_ID_RULE } from "./photo-messages";

const share = z.number(FOCAL_POINT_RULE).min(0, FOCAL_POINT_RULE).max(1, FOCAL_POINT_RULE);

export const CENTRE = { x: 0.5, y: 0.5 } as const;

export const photoInput = z.object({
  url: z
    .string()
    .trim()
    .max(2083)
    .refine((u) => /^https:\/\/[^\s]+$/.test(u) || /^\/[^/\s][^\s]*$/.test(u), IMAGE_URL_RULE),
  altText: z.string().trim().max(500, ALT_TEXT_TOO_LONG).default(""),
  focalPoint: z.object({ x: share, y: share }, FOCAL_POINT_RULE).default(CENTRE),
  fileId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, PHOTO_FILE_ID_RULE)
    .optional(),
});
export type PhotoBody = z.input<typeof photoInput>;
export type PhotoInput = z.output<typeof photoInput>;
