// The shipping calls' shapes in the public API's OpenAPI document (worker/routes/shipping.ts):
// the request bodies are the very schemas the routes validate with (worker/shipping/schemas.ts).
import { z } from "zod";
import { SHIPPING_RATE_KINDS } from "../db/schema";
import { rateBody, zoneBody } from "../shipping/schemas";
import { publicApiRegistry } from "./schemas";

publicApiRegistry.add(zoneBody, {
  id: "ShippingZoneBody",
  description:
    'A zone: its name, ISO country codes ("*" = rest of world), and optionally regions such as US-CA.',
});
publicApiRegistry.add(rateBody, {
  id: "ShippingRateBody",
  description:
    "A rate: FLAT (rateCents), WEIGHT (rateCents + perKgCents per started kg), SUBTOTAL (brackets), " +
    "FREE_OVER (minSubtotalCents), PICKUP (pickupInstructions). Amounts in the store's currency's minor units.",
});

export const shippingRate = z.object({
  id: z.string(),
  zoneId: z.string(),
  name: z.string(),
  kind: z.enum(SHIPPING_RATE_KINDS),
  rateCents: z.number().int(),
  perKgCents: z.number().int(),
  minSubtotalCents: z.number().int(),
  brackets: z.array(
    z.object({
      fromCents: z.number().int(),
      toCents: z.number().int().nullable(),
      priceCents: z.number().int(),
    }),
  ),
  pickupInstructions: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
});
publicApiRegistry.add(shippingRate, { id: "ShippingRate" });

export const shippingZone = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  regions: z.array(z.string()),
  position: z.number().int(),
  rates: z.array(shippingRate),
});
publicApiRegistry.add(shippingZone, { id: "ShippingZone" });

publicApiRegistry.add(z.object({ zones: z.array(shippingZone) }), { id: "ShippingZoneList" });
publicApiRegistry.add(z.object({ zone: shippingZone }), { id: "ShippingZoneAnswer" });
publicApiRegistry.add(z.object({ rate: shippingRate }), { id: "ShippingRateAnswer" });
