// Map: a place (address and coordinates), shown as its address with a link to the map.
import { z } from "zod";
import { mapLocationSchema } from "../map-location";
import { defineBlock } from "./define";

export const mapBlock = defineBlock({
  type: "map",
  label: "Map",
  blockType: 4,
  fields: z.object({
    location: mapLocationSchema.nullable(),
    zoom: z.number().int().min(1).max(20).default(14),
  }),
  create: () => ({ location: null, zoom: 14 }),
  context: (block) => ({
    location: block.location
      ? {
          address: block.location.address,
          mapUrl: `https://www.openstreetmap.org/?mlat=${block.location.lat}&mlon=${block.location.lng}#map=${block.zoom}/${block.location.lat}/${block.location.lng}`,
        }
      : null,
  }),
});
