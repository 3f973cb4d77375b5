// The panel's calls to the address search (worker/routes/google-maps.ts), with a session token
// that groups one search's keystrokes and its details call, as Google bills them.
import type { MapLocation } from "../../../../worker/site-content/map-location";
import { answer, appApi } from "../../api";

const places = appApi["google-maps"].places;

export interface Suggestion {
  id: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

export const newSessionToken = () => crypto.randomUUID();

export async function suggestPlaces(input: string, sessiontoken: string): Promise<Suggestion[]> {
  const { predictions } = await answer(places.autocomplete.$get({ query: { input, sessiontoken } }));
  return predictions.map((p) => ({
    id: p.place_id,
    description: p.description,
    mainText: p.structured_formatting.main_text,
    secondaryText: p.structured_formatting.secondary_text,
  }));
}

/** The chosen suggestion as the map block stores it: its words as shown, and the coordinates. */
export async function locate(suggestion: Suggestion, sessiontoken: string): Promise<MapLocation> {
  const { result } = await answer(places.details.$get({ query: { place_id: suggestion.id, sessiontoken } }));
  return {
    address: suggestion.description,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
  };
}
