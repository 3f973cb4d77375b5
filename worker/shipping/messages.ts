// What the shipping calls and the panel's Shipping screen say, word for word (tests assert them).

export const ZONE_NAME_REQUIRED = "Give the zone a name.";
export const ZONE_NAME_TOO_LONG = "Zone names are at most 100 characters.";
export const COUNTRIES_REQUIRED = "Choose at least one country.";
export const COUNTRY_INVALID = "Countries are two-letter codes such as US, or * for the rest of the world.";
export const REGION_INVALID = "Regions are written like US-CA, for a country the zone lists.";
export const RATE_NAME_REQUIRED = "Give the rate a name.";
export const RATE_NAME_TOO_LONG = "Rate names are at most 100 characters.";
export const AMOUNT_INVALID = "Amounts are whole cents, zero or more.";
export const BRACKETS_REQUIRED = "Add at least one subtotal bracket.";
export const BRACKET_RANGE_INVALID = "A bracket ends above where it starts.";
export const PICKUP_INSTRUCTIONS_REQUIRED = "Tell buyers where and when to pick up their order.";
export const ZONE_NOT_FOUND = "This shipping zone does not exist.";
export const RATE_NOT_FOUND = "This shipping rate does not exist.";
