// Address configuration per country (spec section 3) and the postal-code rules of section 5, in
// one browser-safe module: the checkout page validates with it before sending, the worker
// validates again with the same code.
//
// The spec's rules ask for the part of a postal code that places an address for shipping and tax
// (a Canadian FSA, a UK outcode, the first three characters of an Eircode, up to 3 digits of a
// Swedish postcode). `checkPostalCode` is that rule exactly. A delivery address is written with
// the full code, so `locationPostalCode` also accepts a full national code and reduces it to the
// spec's part ("SW1A 1AA" -> "SW1A"); anything else gets the country's spec message.
import { COUNTRY_REQUIRED, POSTAL_CODE_MESSAGES, regionRequiredMessage } from "./messages";
import {
  AU_REGIONS,
  CA_REGIONS,
  ES_REGIONS,
  FR_REGIONS,
  GB_REGIONS,
  IE_REGIONS,
  NO_REGIONS,
  NZ_REGIONS,
  SE_REGIONS,
  US_REGIONS,
  type Region,
} from "./regions";

export const ADDRESS_COUNTRIES = ["US", "CA", "AU", "GB", "FR", "NZ", "NO", "SE", "ES", "IE"] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export interface AddressConfig {
  /** The country code, or "UNKNOWN" for countries without rules of their own. */
  country: AddressCountry | "UNKNOWN";
  regionLabel: string;
  postalLabel: string;
  /** The spec's rule: what the postal-code field accepts (after trimming and upper-casing). */
  postalPattern: RegExp;
  /** A full national code, captured group 1 being the spec's part; absent when they are the same. */
  fullPostalPattern?: RegExp;
  postalExamples: string[];
  postalMessage: string;
  regions: Region[];
  /** Whether an address must name a region (where tax depends on it). */
  regionRequired: boolean;
}

const config = (c: AddressConfig): AddressConfig => c;

export const ADDRESS_CONFIGS: Record<AddressCountry | "UNKNOWN", AddressConfig> = {
  US: config({
    country: "US",
    regionLabel: "State",
    postalLabel: "ZIP Code",
    postalPattern: /^\d{5}$/,
    fullPostalPattern: /^(\d{5})-?\d{4}$/,
    postalExamples: ["10001", "94103"],
    postalMessage: POSTAL_CODE_MESSAGES.US,
    regions: US_REGIONS,
    regionRequired: true,
  }),
  CA: config({
    country: "CA",
    regionLabel: "Province",
    postalLabel: "Postal Code",
    postalPattern: /^[A-Z]\d[A-Z]$/,
    fullPostalPattern: /^([A-Z]\d[A-Z]) ?\d[A-Z]\d$/,
    postalExamples: ["K1A", "M5V"],
    postalMessage: POSTAL_CODE_MESSAGES.CA,
    regions: CA_REGIONS,
    regionRequired: true,
  }),
  AU: config({
    country: "AU",
    regionLabel: "State",
    postalLabel: "Postal Code",
    postalPattern: /^\d{4}$/,
    postalExamples: ["2000", "3000"],
    postalMessage: POSTAL_CODE_MESSAGES.AU,
    regions: AU_REGIONS,
    regionRequired: true,
  }),
  GB: config({
    country: "GB",
    regionLabel: "Nation",
    postalLabel: "Postcode",
    // An outcode starts with its postal area's letter(s): "B", "SW1A", "M1", "EC1V".
    postalPattern: /^[A-Z][A-Z0-9]{0,3}$/,
    fullPostalPattern: /^([A-Z]{1,2}\d[A-Z\d]?) ?\d[A-Z]{2}$/,
    postalExamples: ["SW1A", "M1"],
    postalMessage: POSTAL_CODE_MESSAGES.GB,
    regions: GB_REGIONS,
    regionRequired: false,
  }),
  FR: config({
    country: "FR",
    regionLabel: "Region",
    postalLabel: "Postal Code",
    postalPattern: /^\d{5}$/,
    postalExamples: ["75001", "69002"],
    postalMessage: POSTAL_CODE_MESSAGES.FR,
    regions: FR_REGIONS,
    regionRequired: false,
  }),
  NZ: config({
    country: "NZ",
    regionLabel: "Region",
    postalLabel: "Postcode",
    postalPattern: /^\d{4}$/,
    postalExamples: ["6011", "1010"],
    postalMessage: POSTAL_CODE_MESSAGES.NZ,
    regions: NZ_REGIONS,
    regionRequired: false,
  }),
  NO: config({
    country: "NO",
    regionLabel: "County",
    postalLabel: "Postal Code",
    postalPattern: /^\d{4}$/,
    postalExamples: ["0150", "5003"],
    postalMessage: POSTAL_CODE_MESSAGES.NO,
    regions: NO_REGIONS,
    regionRequired: false,
  }),
  SE: config({
    country: "SE",
    regionLabel: "County",
    postalLabel: "Postcode",
    postalPattern: /^\d{1,3}$/,
    fullPostalPattern: /^(\d{3}) ?\d{2}$/,
    postalExamples: ["114", "41"],
    postalMessage: POSTAL_CODE_MESSAGES.SE,
    regions: SE_REGIONS,
    regionRequired: false,
  }),
  ES: config({
    country: "ES",
    regionLabel: "Province",
    postalLabel: "Postal Code",
    postalPattern: /^\d{5}$/,
    postalExamples: ["28013", "08001"],
    postalMessage: POSTAL_CODE_MESSAGES.ES,
    regions: ES_REGIONS,
    regionRequired: false,
  }),
  IE: config({
    country: "IE",
    regionLabel: "County",
    postalLabel: "Eircode",
    postalPattern: /^[A-Z0-9]{3}$/,
    fullPostalPattern: /^([A-Z0-9]{3}) ?[A-Z0-9]{4}$/,
    postalExamples: ["D02", "T12"],
    postalMessage: POSTAL_CODE_MESSAGES.IE,
    regions: IE_REGIONS,
    regionRequired: false,
  }),
  UNKNOWN: config({
    country: "UNKNOWN",
    regionLabel: "Region",
    postalLabel: "Postal Code",
    // The spec: an unknown country accepts anything.
    postalPattern: /^[\s\S]*$/,
    postalExamples: [],
    postalMessage: POSTAL_CODE_MESSAGES.UNKNOWN,
    regions: [],
    regionRequired: false,
  }),
};

/** Upper-case ISO 3166-1 alpha-2 country code, or undefined when it is not two letters. */
export function normalizeCountry(country: unknown): string | undefined {
  if (typeof country !== "string") return undefined;
  const code = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/** The configuration of a country; countries without their own rules get UNKNOWN's. */
export function addressConfig(country: string): AddressConfig {
  const code = normalizeCountry(country);
  return (ADDRESS_COUNTRIES as readonly string[]).includes(code ?? "")
    ? ADDRESS_CONFIGS[code as AddressCountry]
    : ADDRESS_CONFIGS.UNKNOWN;
}

/** Trimmed, upper-case, inner whitespace collapsed to one space. */
export function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, " ").toUpperCase();
}

/** The spec's rule (section 5): null when `value` passes, else the country's message word for word. */
export function checkPostalCode(country: string, value: string): string | null {
  const rule = addressConfig(country);
  return rule.postalPattern.test(normalizePostalCode(value)) ? null : rule.postalMessage;
}

export type PostalCodeResult = { ok: true; postalCode: string } | { ok: false; message: string };

/**
 * The spec's part of a postal code as typed in an address: the part itself, or a full national
 * code reduced to it (US ZIP+4, a full Canadian or UK postcode, a full Eircode, a 5-digit Swedish
 * postcode). Unknown countries keep what was typed.
 */
export function locationPostalCode(country: string, value: string): PostalCodeResult {
  const rule = addressConfig(country);
  const code = normalizePostalCode(value);
  if (rule.postalPattern.test(code)) return { ok: true, postalCode: code };
  const full = rule.fullPostalPattern?.exec(code);
  if (full?.[1]) return { ok: true, postalCode: full[1] };
  return { ok: false, message: rule.postalMessage };
}

/** The region of `country` whose code or name is `value` (case-insensitive), if it has one. */
export function findRegion(country: string, value: string): Region | undefined {
  const wanted = value.trim().toUpperCase();
  if (!wanted) return undefined;
  return addressConfig(country).regions.find(
    (r) => r.code.toUpperCase() === wanted || r.name.toUpperCase() === wanted,
  );
}

export interface LocationInput {
  country: unknown;
  region?: unknown;
  postalCode?: unknown;
}

export interface CheckedLocation {
  country: string;
  /** A region code of the country's list; free text for countries without a list; null if none. */
  region: string | null;
  postalCode: string | null;
}

export type LocationResult =
  | { ok: true; location: CheckedLocation }
  | { ok: false; errors: Partial<Record<"country" | "region" | "postalCode", string>> };

/**
 * A shipping location checked field by field, with every message at once (the checkout shows each
 * next to its field). An empty postal code is allowed only where the rule accepts it (unknown
 * countries).
 */
export function checkLocation(input: LocationInput): LocationResult {
  const country = normalizeCountry(input.country);
  if (!country) return { ok: false, errors: { country: COUNTRY_REQUIRED } };
  const rule = addressConfig(country);
  const errors: Partial<Record<"region" | "postalCode", string>> = {};

  const regionText = typeof input.region === "string" ? input.region.trim() : "";
  let region: string | null = null;
  if (rule.regions.length > 0) {
    const found = findRegion(country, regionText);
    if (found) region = found.code;
    else if (regionText || rule.regionRequired) errors.region = regionRequiredMessage(rule.regionLabel);
  } else if (regionText) {
    region = regionText.slice(0, 100);
  }

  const postalText = typeof input.postalCode === "string" ? input.postalCode : "";
  const postal = locationPostalCode(country, postalText);
  if (!postal.ok) errors.postalCode = postal.message;

  if (errors.region || errors.postalCode) return { ok: false, errors };
  const postalCode = postal.ok && postal.postalCode ? postal.postalCode.slice(0, 100) : null;
  return { ok: true, location: { country, region, postalCode } };
}
