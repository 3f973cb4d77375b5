// A new site's first shipping zone (docs/shipping.md): its own country with one flat rate, so the
// first sale works before the owner opens the Shipping screen. The country is the sign-up request's
// `cf.country` (Cloudflare's guess from the owner's IP) when it is a two-letter code, else "US".
import type { Db } from "../db/client";
import { shippingRates, shippingZones } from "../db/schema";
import { newRateId, newZoneId } from "../db/shipping-zones";

export const STARTER_COUNTRY_FALLBACK = "US";
export const STARTER_RATE_NAME = "Standard shipping";
/** 5.00 in the store's currency: a placeholder the owner is expected to change. */
export const STARTER_RATE_CENTS = 500;

/** The sign-up request's country (cf.country), or "US" without one (local runs, tests, "XX"/"T1"). */
export function starterCountry(request: Request): string {
  const cf = (request as { cf?: { country?: unknown } }).cf;
  const country = typeof cf?.country === "string" ? cf.country.toUpperCase() : "";
  return /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : STARTER_COUNTRY_FALLBACK;
}

/** The country's English name for the zone's name, or its code where the runtime has no name. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The statements that give a new site its starter zone and rate (run in sign-up's batch). */
export function starterShipping(db: Db, websiteId: string, country: string) {
  const zoneId = newZoneId();
  return [
    db.insert(shippingZones).values({
      id: zoneId,
      websiteId,
      name: countryName(country),
      countries: [country],
      regions: [],
      position: 0,
    }),
    db.insert(shippingRates).values({
      id: newRateId(),
      websiteId,
      zoneId,
      name: STARTER_RATE_NAME,
      kind: "FLAT",
      rateCents: STARTER_RATE_CENTS,
      position: 0,
    }),
  ] as const;
}
