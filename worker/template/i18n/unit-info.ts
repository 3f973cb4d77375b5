// What the unit tables say of each unit, and the two helpers that write their rows.

export type UnitCategory =
  | "length"
  | "area"
  | "duration"
  | "digital"
  | "frequency"
  | "mass"
  | "volume"
  | "speed"
  | "temperature"
  | "consumption"
  | "pressure"
  | "energy"
  | "power"
  | "angle"
  | "acceleration";

export interface UnitInfo {
  category: UnitCategory;
  /** Size in the base unit, as "decimal" or ["numerator", "denominator"]. */
  factor: string | [string, string];
  /** Added after scaling to reach the base unit (temperatures). */
  offset?: string | [string, string];
  /** The base amount is factor / value (miles per gallon against liters per kilometer). */
  inverse?: boolean;
  metric: boolean;
  /** English patterns when Intl has no such unit: narrow, short, long one, long other. */
  names?: [string, string, string, string];
}

export const u = (
  category: UnitCategory,
  factor: UnitInfo["factor"],
  metric: boolean,
  names?: UnitInfo["names"],
  offset?: UnitInfo["offset"],
): UnitInfo => ({ category, factor, metric, names, offset });

export const sym = (
  narrow: string,
  short: string,
  one: string,
  other: string,
): [string, string, string, string] => [`{0}${narrow}`, `{0} ${short}`, `{0} ${one}`, `{0} ${other}`];
