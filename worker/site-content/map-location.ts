// Where a map block points: the address as the owner chose it and its coordinates.
import { z } from "zod";

export const mapLocationSchema = z.object({
  address: z.string().trim().min(1).max(500),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export type MapLocation = z.output<typeof mapLocationSchema>;
