// Inputs of the owner file routes (worker/routes/owner-files.ts), shared with the panel.
import { z } from "zod";
import { colorAveragesParam } from "./color-data";
import { ENTER_FILE_NAME, FILE_NAME_TOO_LONG } from "./messages";

export const MAX_FILE_NAME_LENGTH = 200;
export const MAX_ALT_TEXT_LENGTH = 1000;

export const fileName = z
  .string({ error: ENTER_FILE_NAME })
  .trim()
  .min(1, ENTER_FILE_NAME)
  .max(MAX_FILE_NAME_LENGTH, FILE_NAME_TOO_LONG);

/** Query of POST /api/owner/files: the file's name and, for an image, its colour averages. */
export const uploadQuery = z.object({
  name: fileName,
  colors: colorAveragesParam.optional(),
});

const unit = z.number().min(0).max(1);

/** PATCH /api/owner/files/{id}: any of a new name, alt text, focal point (0..1 from the top left). */
export const fileChange = z
  .object({
    name: fileName,
    altText: z.string().trim().max(MAX_ALT_TEXT_LENGTH),
    focalPoint: z.object({ x: unit, y: unit }),
  })
  .partial()
  .strict();

export type FileChange = z.output<typeof fileChange>;
