// The places calls' messages (the spec words none of them; docs/maps.md).
export const PLACES_RATE_LIMITED = "Too many address searches. Please try again in a minute.";
export const PLACES_UNAVAILABLE = "Unable to load results";
export const PLACE_NOT_FOUND = "No place with this id.";
