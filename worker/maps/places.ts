// Address search for the map block: one interface, a Google Places adapter behind the
// GOOGLE_MAPS_API_KEY secret and a built-in fake for development and tests (ARCHITECTURE.md:
// nothing in development needs an account or a network). The shapes follow Google Places'
// Autocomplete and Place Details answers (docs/maps.md), trimmed to what the map block uses.

export interface PlacePrediction {
  place_id: string;
  /** The whole suggestion as one line, e.g. "Tate Modern, Bankside, London, UK". */
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
}

export interface PlaceDetails {
  place_id: string;
  name: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
}

export interface PlaceQuery {
  /** Groups one search's keystrokes and its details call (Google bills them as one session). */
  sessionToken?: string;
  /** BCP 47 language of the answers. */
  language?: string;
}

/** Thrown when the provider cannot answer (network, quota, a refused key): the route answers 502. */
export class PlacesUnavailableError extends Error {}

export interface PlacesProvider {
  readonly kind: "google" | "fake";
  /** At most MAX_PREDICTIONS suggestions for what the owner typed, best first. */
  autocomplete(input: string, query: PlaceQuery): Promise<PlacePrediction[]>;
  /** The place a suggestion stands for; null when the id is unknown. */
  details(placeId: string, query: PlaceQuery): Promise<PlaceDetails | null>;
}

export const MAX_PREDICTIONS = 5;
