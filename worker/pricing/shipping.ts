// Shipping options by destination (zones and their rates, docs/shipping.md) and their cost for a
// cart. Pure.
//
// - An option is one rate of a zone and carries its zone's countries and regions. "*" means every
//   country that no zone names (rest of world). The address sees the rates of its most specific
//   matching zones only: zones listing its region, else zones naming its country whole, else the
//   rest-of-world zones. A zone that lists regions of a country matches only those regions.
// - FLAT costs rateCents. WEIGHT costs rateCents plus perKgCents for every started kilogram of
//   the shipped lines (1 g to 1000 g is one kilogram). SUBTOTAL costs the price of the bracket
//   the subtotal after discounts falls in, and is not offered outside its brackets. FREE_OVER
//   costs nothing and is offered only once the subtotal after discounts reaches minSubtotalCents.
//   PICKUP costs nothing and carries the owner's pickup instructions.
// - Only physical lines are shipped; a cart without any has no options and no shipping cost.
// - The selected option is the one the visitor chose while it is offered; otherwise the cheapest
//   offered (the first by position among equals), so a cart with a location always has a price.
import type { ShippingRateKind, SubtotalBracket } from "../db/schema";
import { isShipped, type PricingLine } from "./lines";

export const REST_OF_WORLD = "*";

/** The cart's shippingLocation (spec section 3): where the order goes, as far as pricing needs. */
export interface ShippingLocation {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Region code of the country's list (postal-codes.ts), or null. */
  region: string | null;
  /** The postal code's location part (postal-codes.ts, locationPostalCode), or null. */
  postalCode: string | null;
}

/** One rate of a zone, with the zone's destination (worker/db/shipping-zones.ts loads them). */
export interface ShippingOptionDefinition {
  id: string;
  name: string;
  zoneId: string;
  countries: string[];
  /** "US-CA" style codes; a country none of them belongs to is matched whole. */
  regions: string[];
  kind: ShippingRateKind;
  rateCents: number;
  perKgCents: number;
  minSubtotalCents: number;
  brackets: SubtotalBracket[];
  pickupInstructions: string;
  position: number;
  enabled: boolean;
}

/** An entry of the cart's shippingOptions, and the shape of selectedShippingOption. */
export interface ShippingOptionQuote {
  id: string;
  name: string;
  kind: ShippingRateKind;
  costCents: number;
  /** PICKUP only: where and when to collect the order. */
  pickupInstructions?: string;
}

export const GRAMS_PER_KG = 1000;

/** Weight of the lines that are shipped, in grams. */
export function shippedWeightGrams(lines: readonly PricingLine[]): number {
  return lines.filter(isShipped).reduce((sum, l) => sum + Math.max(0, l.weightGrams) * l.quantity, 0);
}

export function requiresShipping(lines: readonly PricingLine[]): boolean {
  return lines.some((l) => isShipped(l) && l.quantity > 0);
}

/** The bracket `subtotalCents` falls in: from inclusive, to exclusive (null = no upper end). */
export function subtotalBracket(
  brackets: readonly SubtotalBracket[],
  subtotalCents: number,
): SubtotalBracket | undefined {
  return brackets.find(
    (b) => subtotalCents >= b.fromCents && (b.toCents === null || subtotalCents < b.toCents),
  );
}

/**
 * The cost of `option` for shipped weight `grams` and the discounted subtotal, or null when the
 * option does not apply to this order (FREE_OVER below its amount, SUBTOTAL outside its brackets).
 */
export function shippingOptionCost(
  option: ShippingOptionDefinition,
  grams: number,
  discountedSubtotalCents: number,
): number | null {
  switch (option.kind) {
    case "FLAT":
      return option.rateCents;
    case "WEIGHT":
      return option.rateCents + option.perKgCents * Math.ceil(grams / GRAMS_PER_KG);
    case "SUBTOTAL":
      return subtotalBracket(option.brackets, discountedSubtotalCents)?.priceCents ?? null;
    case "FREE_OVER":
      return discountedSubtotalCents >= option.minSubtotalCents ? 0 : null;
    case "PICKUP":
      return 0;
  }
}

/** How closely a zone matches: 2 its region is listed, 1 the country whole, 0 rest of world, -1 not. */
export function zoneMatch(
  zone: Pick<ShippingOptionDefinition, "countries" | "regions">,
  country: string,
  region: string | null,
): number {
  const cc = country.toUpperCase();
  if (zone.countries.includes(cc)) {
    const listed = zone.regions.filter((r) => r.toUpperCase().startsWith(`${cc}-`));
    if (listed.length === 0) return 1;
    return region !== null && listed.some((r) => r.toUpperCase() === `${cc}-${region.toUpperCase()}`)
      ? 2
      : -1;
  }
  return zone.countries.includes(REST_OF_WORLD) ? 0 : -1;
}

/** The enabled options whose zone matches the address most closely (see the top of the file). */
export function optionsForLocation(
  location: Pick<ShippingLocation, "country" | "region">,
  definitions: readonly ShippingOptionDefinition[],
): ShippingOptionDefinition[] {
  const scored = definitions
    .filter((d) => d.enabled)
    .map((d) => ({ d, score: zoneMatch(d, location.country, location.region) }));
  const best = Math.max(-1, ...scored.map((s) => s.score));
  if (best < 0) return [];
  return scored
    .filter((s) => s.score === best)
    .map((s) => s.d)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** Whether some zone ships to the address at all (what decides 'we do not ship to this address'). */
export function shipsTo(
  location: Pick<ShippingLocation, "country" | "region">,
  definitions: readonly ShippingOptionDefinition[],
): boolean {
  return optionsForLocation(location, definitions).length > 0;
}

/**
 * The options offered to a cart going to `location`, with their cost, in display order.
 * `discountedSubtotalCents` (subtotal after discounts) decides FREE_OVER and SUBTOTAL.
 */
export function availableShippingOptions(
  location: ShippingLocation | null,
  lines: readonly PricingLine[],
  discountedSubtotalCents: number,
  definitions: readonly ShippingOptionDefinition[],
): ShippingOptionQuote[] {
  if (!location || !requiresShipping(lines)) return [];
  const grams = shippedWeightGrams(lines);
  return optionsForLocation(location, definitions).flatMap((o): ShippingOptionQuote[] => {
    const costCents = shippingOptionCost(o, grams, discountedSubtotalCents);
    if (costCents === null) return [];
    const quote = { id: o.id, name: o.name, kind: o.kind, costCents };
    return [o.kind === "PICKUP" ? { ...quote, pickupInstructions: o.pickupInstructions } : quote];
  });
}

/** The visitor's choice while it is offered, else the cheapest offered option; null when none is. */
export function selectShippingOption(
  offered: readonly ShippingOptionQuote[],
  selectedId: string | null,
): ShippingOptionQuote | null {
  const chosen = selectedId ? offered.find((o) => o.id === selectedId) : undefined;
  if (chosen) return chosen;
  return offered.reduce<ShippingOptionQuote | null>(
    (best, o) => (best === null || o.costCents < best.costCents ? o : best),
    null,
  );
}
