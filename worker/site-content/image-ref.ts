// An image a block shows: where it is, its alt text and, when it comes from the file manager, the
// file it is, its size and focal point (0..1 from the top left; 0.5/0.5 is the centre).
import { z } from "zod";

export const imageRefSchema = z.object({
  src: z.string().trim().min(1).max(2083),
  alt: z.string().max(1000).default(""),
  fileId: z.string().max(100).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  focalPoint: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
});

export type ImageRef = z.output<typeof imageRefSchema>;
