// The development and test provider: a few well-known places, matched by the words typed.
// `npm run dev` finds them offline; tests rely on their names and coordinates (docs/maps.md).
import { MAX_PREDICTIONS, type PlaceDetails, type PlacePrediction, type PlacesProvider } from "./places";

const place = (place_id: string, name: string, address: string, lat: number, lng: number): PlaceDetails => ({
  place_id,
  name,
  formatted_address: address,
  geometry: { location: { lat, lng } },
});

export const FAKE_PLACES: readonly PlaceDetails[] = [
  place("fake-tate-modern", "Tate Modern", "Bankside, London SE1 9TG, UK", 51.5076, -0.0994),
  place("fake-eiffel-tower", "Eiffel Tower", "Av. Gustave Eiffel, 75007 Paris, France", 48.8584, 2.2945),
  place("fake-flatiron", "Flatiron Building", "175 5th Ave, New York, NY 10010, USA", 40.7411, -73.9897),
  place(
    "fake-opera-house",
    "Sydney Opera House",
    "Bennelong Point, Sydney NSW 2000, Australia",
    -33.8568,
    151.2153,
  ),
  place(
    "fake-ferry-building",
    "Ferry Building",
    "1 Ferry Building, San Francisco, CA 94111, USA",
    37.7955,
    -122.3937,
  ),
  place("fake-cn-tower", "CN Tower", "290 Bremner Blvd, Toronto, ON M5V 3L9, Canada", 43.6426, -79.3871),
  place("fake-te-papa", "Te Papa", "55 Cable Street, Wellington 6011, New Zealand", -41.2905, 174.782),
  place(
    "fake-brandenburg-gate",
    "Brandenburg Gate",
    "Pariser Platz, 10117 Berlin, Germany",
    52.5163,
    13.3777,
  ),
  place("fake-high-line", "The High Line", "New York, NY 10011, USA", 40.748, -74.0048),
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function matches(details: PlaceDetails, input: string): boolean {
  const haystack = words(`${details.name} ${details.formatted_address}`);
  return words(input).every((typed) => haystack.some((word) => word.startsWith(typed)));
}

const prediction = (details: PlaceDetails): PlacePrediction => ({
  place_id: details.place_id,
  description: `${details.name}, ${details.formatted_address}`,
  structured_formatting: { main_text: details.name, secondary_text: details.formatted_address },
});

export const fakePlaces: PlacesProvider = {
  kind: "fake",
  async autocomplete(input) {
    return FAKE_PLACES.filter((p) => matches(p, input))
      .slice(0, MAX_PREDICTIONS)
      .map(prediction);
  },
  async details(placeId) {
    return FAKE_PLACES.find((p) => p.place_id === placeId) ?? null;
  },
};
