// Address search for the map block's editor (spec section 7), owners with content:write only:
//   GET /api/google-maps/places/autocomplete?input=…[&sessiontoken&language&productPage&section]
//       -> {status: "OK" | "ZERO_RESULTS", predictions: [{place_id, description, structured_formatting}]}
//   GET /api/google-maps/places/details?place_id=…[&sessiontoken&language&productPage&section]
//       -> {status: "OK", result: {place_id, name, formatted_address, geometry: {location: {lat, lng}}}}
// Both count against one budget per owner and site (PLACES_PER_MINUTE), since every call may cost
// the site operator money at Google. The provider failing answers 502 'Unable to load results'.
import { Hono, type Context } from "hono";
import { countHit, rateLimitKey } from "../db/rate-limit";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { ownerActor, requirePermission } from "../http/owner";
import { validate } from "../http/validation";
import { PLACE_NOT_FOUND, PLACES_RATE_LIMITED, PLACES_UNAVAILABLE } from "../maps/messages";
import { PlacesUnavailableError } from "../maps/places";
import { placesProviderFor } from "../maps/provider";
import { autocompleteQuery, detailsQuery } from "../maps/schemas";

/** Typing with a 250 ms debounce makes a few calls a second at most; 60 a minute is generous. */
export const PLACES_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

async function overBudget(c: Context<AppEnv>): Promise<boolean> {
  const key = rateLimitKey("places", c.get("website").id, await ownerActor(c));
  return (await countHit(c.get("db"), key, WINDOW_MS, Date.now())) > PLACES_PER_MINUTE;
}

function unavailable(c: Context<AppEnv>, err: unknown) {
  if (!(err instanceof PlacesUnavailableError)) throw err;
  console.warn("places provider failed", err.message);
  return apiError(c, 502, PLACES_UNAVAILABLE);
}

export const googleMaps = new Hono<AppEnv>()
  .use("*", requirePermission("content:write"))
  .use("*", async (c, next) => {
    if (await overBudget(c)) {
      c.header("Retry-After", "60");
      return apiError(c, 429, PLACES_RATE_LIMITED);
    }
    await next();
  })
  .get("/places/autocomplete", validate("query", autocompleteQuery), async (c) => {
    const { input, sessiontoken, language } = c.req.valid("query");
    try {
      const predictions = await placesProviderFor(c.env).autocomplete(input, {
        sessionToken: sessiontoken,
        language,
      });
      return c.json({
        status: predictions.length ? ("OK" as const) : ("ZERO_RESULTS" as const),
        predictions,
      });
    } catch (err) {
      return unavailable(c, err);
    }
  })
  .get("/places/details", validate("query", detailsQuery), async (c) => {
    const { place_id, sessiontoken, language } = c.req.valid("query");
    try {
      const result = await placesProviderFor(c.env).details(place_id, {
        sessionToken: sessiontoken,
        language,
      });
      if (!result) return apiError(c, 404, PLACE_NOT_FOUND);
      return c.json({ status: "OK" as const, result });
    } catch (err) {
      return unavailable(c, err);
    }
  });
