// A store's shipping zones and rates (docs/shipping.md), the same calls for the owner's panel
// (/api/owner/shipping: read products:read, write shipping:write) and the public API
// (/api/public/v1/shipping: shipping:read, shipping:write); each mount passes its own guards.
//   GET    /zones                      -> { zones: [Zone with rates] }
//   POST   /zones            ZoneBody  -> 201 { zone }
//   PUT    /zones/:zoneId    ZoneBody  -> { zone }; 404
//   DELETE /zones/:zoneId              -> 204, with its rates; 404
//   POST   /zones/:zoneId/rates RateBody -> 201 { rate }; 404
//   PUT    /rates/:rateId    RateBody  -> { rate }; 404
//   DELETE /rates/:rateId              -> 204; 404
// A refused body answers 400 { message, field } with the schema's own sentence and stores nothing.
import { zValidator } from "@hono/zod-validator";
import { Hono, type MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import {
  createShippingRate,
  createShippingZone,
  deleteShippingRate,
  deleteShippingZone,
  listShippingZones,
  updateShippingRate,
  updateShippingZone,
} from "../db/shipping-zones";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { limitBody, requireJson } from "../http/validation";
import { RATE_NOT_FOUND, ZONE_NOT_FOUND } from "../shipping/messages";
import { rateBody, zoneBody } from "../shipping/schemas";

/** The schema's own sentence, with the field it is about, as the panel's form shows it. */
const body = <S extends ZodType>(schema: S) =>
  zValidator("json", schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join(".");
    return c.json({ message: issue.message, ...(field ? { field } : {}) }, 400);
  });

export function shippingRoutes(read: MiddlewareHandler<AppEnv>, write: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get("/zones", read, async (c) =>
      c.json({ zones: await listShippingZones(c.get("db"), c.get("website").id) }, 200),
    )
    .post("/zones", write, requireJson, limitBody(), body(zoneBody), async (c) => {
      const zone = await createShippingZone(c.get("db"), c.get("website").id, c.req.valid("json"));
      return c.json({ zone }, 201);
    })
    .put("/zones/:zoneId", write, requireJson, limitBody(), body(zoneBody), async (c) => {
      const zone = await updateShippingZone(
        c.get("db"),
        c.get("website").id,
        c.req.param("zoneId"),
        c.req.valid("json"),
      );
      return zone ? c.json({ zone }, 200) : apiError(c, 404, ZONE_NOT_FOUND);
    })
    .delete("/zones/:zoneId", write, async (c) => {
      const deleted = await deleteShippingZone(c.get("db"), c.get("website").id, c.req.param("zoneId"));
      return deleted ? c.body(null, 204) : apiError(c, 404, ZONE_NOT_FOUND);
    })
    .post("/zones/:zoneId/rates", write, requireJson, limitBody(), body(rateBody), async (c) => {
      const rate = await createShippingRate(
        c.get("db"),
        c.get("website").id,
        c.req.param("zoneId"),
        c.req.valid("json"),
      );
      return rate ? c.json({ rate }, 201) : apiError(c, 404, ZONE_NOT_FOUND);
    })
    .put("/rates/:rateId", write, requireJson, limitBody(), body(rateBody), async (c) => {
      const rate = await updateShippingRate(
        c.get("db"),
        c.get("website").id,
        c.req.param("rateId"),
        c.req.valid("json"),
      );
      return rate ? c.json({ rate }, 200) : apiError(c, 404, RATE_NOT_FOUND);
    })
    .delete("/rates/:rateId", write, async (c) => {
      const deleted = await deleteShippingRate(c.get("db"), c.get("website").id, c.req.param("rateId"));
      return deleted ? c.body(null, 204) : apiError(c, 404, RATE_NOT_FOUND);
    });
}
