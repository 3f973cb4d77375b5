// Google Places (the Autocomplete and Place Details web services) with the site operator's key.
// Only the fields the map block needs are asked for (details are billed by field).
import {
  MAX_PREDICTIONS,
  PlacesUnavailableError,
  type PlaceDetails,
  type PlacePrediction,
  type PlaceQuery,
  type PlacesProvider,
} from "./places";

export const GOOGLE_PLACES_URL = "https://maps.googleapis.com/maps/api/place";
const DETAIL_FIELDS = "place_id,name,formatted_address,geometry/location";
const TIMEOUT_MS = 5000;

interface GoogleAnswer {
  status: string;
  error_message?: string;
  predictions?: PlacePrediction[];
  result?: PlaceDetails;
}

export function googlePlaces(
  apiKey: string,
  baseUrl = GOOGLE_PLACES_URL,
  fetcher: typeof fetch = fetch,
): PlacesProvider {
  async function call(path: string, params: Record<string, string | undefined>): Promise<GoogleAnswer> {
    const url = new URL(`${baseUrl}/${path}/json`);
    for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
    url.searchParams.set("key", apiKey);
    let res: Response;
    try {
      res = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new PlacesUnavailableError(`places request failed: ${String(err)}`);
    }
    if (!res.ok) throw new PlacesUnavailableError(`places answered ${res.status}`);
    const answer = (await res.json()) as GoogleAnswer;
    // ZERO_RESULTS and NOT_FOUND are answers; OVER_QUERY_LIMIT, REQUEST_DENIED and the rest are not.
    if (!["OK", "ZERO_RESULTS", "NOT_FOUND", "INVALID_REQUEST"].includes(answer.status)) {
      throw new PlacesUnavailableError(`places status ${answer.status}: ${answer.error_message ?? ""}`);
    }
    return answer;
  }

  return {
    kind: "google",
    async autocomplete(input: string, query: PlaceQuery) {
      const answer = await call("autocomplete", {
        input,
        sessiontoken: query.sessionToken,
        language: query.language,
      });
      return (answer.predictions ?? []).slice(0, MAX_PREDICTIONS).map((p) => ({
        place_id: p.place_id,
        description: p.description,
        structured_formatting: {
          main_text: p.structured_formatting?.main_text ?? p.description,
          secondary_text: p.structured_formatting?.secondary_text ?? "",
        },
      }));
    },
    async details(placeId: string, query: PlaceQuery) {
      const answer = await call("details", {
        place_id: placeId,
        fields: DETAIL_FIELDS,
        sessiontoken: query.sessionToken,
        language: query.language,
      });
      const r = answer.result;
      if (answer.status !== "OK" || !r?.geometry?.location) return null;
      return {
        place_id: r.place_id ?? placeId,
        name: r.name ?? "",
        formatted_address: r.formatted_address ?? r.name ?? "",
        geometry: { location: { lat: r.geometry.location.lat, lng: r.geometry.location.lng } },
      };
    },
  };
}
