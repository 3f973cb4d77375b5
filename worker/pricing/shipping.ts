// Shipping options by destination country and their cost for a cart. Pure.
//
// - An option names the countries it ships to; "*" means every country that no option names
//   (rest of world). A country named by some option sees only the options naming it.
// - FLAT costs rateCents. WEIGHT costs rateCents plus perKgCents for every started kilogram of
//   the shipped lines (1 g to 1000 g is one kilogram). FREE_OVER costs nothing and is offered only
//   once the subtotal after discounts reaches minSubtotalCents.
// - Only physical lines are shipped; a cart without any has no options and no shipping cost.
// - The selected option is the one the visitor chose while it is offered; otherwise the cheapest
//   offered (the first by position among equals), so a cart with a location always has a price.
import type { ShippingRateKind } from "../db/schema";
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

export interface ShippingOptionDefinition {
  id: string;
  name: string;
  countries: string[];
  kind: ShippingRateKind;
  rateCents: number;
  perKgCents: number;
  minSubtotalCents: number;
  position: number;
  enabled: boolean;
}

/** An entry of the cart's shippingOptions, and the shape of selectedShippingOption. */
export interface ShippingOptionQuote {
  id: string;
  name: string;
  kind: ShippingRateKind;
  costCents: number;
}

export const GRAMS_PER_KG = 1000;

/** Weight of the lines that are shipped, in grams. */
export function shippedWeightGrams(lines: readonly PricingLine[]): number {
  return lines.filter(isShipped).reduce((sum, l) => sum + Math.max(0, l.weightGrams) * l.quantity, 0);
}

export function requiresShipping(lines: readonly PricingLine[]): boolean {
  return lines.some((l) => isShipped(l) && l.quantity > 0);
}

/** The cost of `option` for shipped weight `grams`. */
export function shippingOptionCost(option: ShippingOptionDefinition, grams: number): number {
  switch (option.kind) {
    case "FLAT":
      return option.rateCents;
    case "WEIGHT":
      return option.rateCents + option.perKgCents * Math.ceil(grams / GRAMS_PER_KG);
    case "FREE_OVER":
      return 0;
  }
}

/** The enabled options that ship to `country`: those naming it, else the rest-of-world ones. */
export function optionsForCountry(
  country: string,
  definitions: readonly ShippingOptionDefinition[],
): ShippingOptionDefinition[] {
  const enabled = definitions.filter((d) => d.enabled);
  const named = enabled.filter((d) => d.countries.includes(country.toUpperCase()));
  const chosen = named.length > 0 ? named : enabled.filter((d) => d.countries.includes(REST_OF_WORLD));
  return [...chosen].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/**
 * The options offered to a cart going to `location`, with their cost, in display order.
 * `discountedSubtotalCents` (subtotal after discounts) decides FREE_OVER.
 */
export function availableShippingOptions(
  location: ShippingLocation | null,
  lines: readonly PricingLine[],
  discountedSubtotalCents: number,
  definitions: readonly ShippingOptionDefinition[],
): ShippingOptionQuote[] {
  if (!location || !requiresShipping(lines)) return [];
  const grams = shippedWeightGrams(lines);
  return optionsForCountry(location.country, definitions)
    .filter((o) => o.kind !== "FREE_OVER" || discountedSubtotalCents >= o.minSubtotalCents)
    .map((o) => ({ id: o.id, name: o.name, kind: o.kind, costCents: shippingOptionCost(o, grams) }));
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
