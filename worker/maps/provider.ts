// Which places provider answers: Google's with the GOOGLE_MAPS_API_KEY secret, else the fake.
import { fakePlaces } from "./fake-places";
import { googlePlaces } from "./google-places";
import type { PlacesProvider } from "./places";

/** GOOGLE_MAPS_API_KEY is a secret (`wrangler secret put GOOGLE_MAPS_API_KEY`), not a var. */
export type MapsEnv = Env & { GOOGLE_MAPS_API_KEY?: string };

export function placesProviderFor(env: MapsEnv): PlacesProvider {
  const key = env.GOOGLE_MAPS_API_KEY ?? "";
  return key !== "" ? googlePlaces(key) : fakePlaces;
}
