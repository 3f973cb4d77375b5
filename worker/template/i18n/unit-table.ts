// Units the `unit` formatter converts between: category, size in the category's base unit
// (an exact decimal or a fraction), and English names for the units Intl cannot format.
import type { UnitInfo } from "./unit-info";
import { sym, u } from "./unit-info";
import { MORE_UNITS } from "./unit-table-more";

export type { UnitCategory, UnitInfo } from "./unit-info";

/** Length in meters. A parsec is 648000/π astronomical units; 25 digits are kept. */
const PARSEC = "30856775814913672.78913937957796";

export const UNITS: Record<string, UnitInfo> = {
  // length (meter)
  kilometer: u("length", "1000", true),
  meter: u("length", "1", true),
  decimeter: u("length", "0.1", true, sym("dm", "dm", "decimeter", "decimeters")),
  centimeter: u("length", "0.01", true),
  millimeter: u("length", "0.001", true),
  micrometer: u("length", "0.000001", true, sym("μm", "μm", "micrometer", "micrometers")),
  nanometer: u("length", "0.000000001", true, sym("nm", "nm", "nanometer", "nanometers")),
  picometer: u("length", "0.000000000001", true, sym("pm", "pm", "picometer", "picometers")),
  mile: u("length", "1609.344", false),
  yard: u("length", "0.9144", false),
  foot: u("length", "0.3048", false),
  inch: u("length", "0.0254", false),
  point: u("length", ["0.0254", "72"], false, sym("pt", "pt", "point", "points")),
  furlong: u("length", "201.168", false, sym("fur", "fur", "furlong", "furlongs")),
  fathom: u("length", "1.8288", false, sym("fth", "fth", "fathom", "fathoms")),
  "nautical-mile": u("length", "1852", false, sym("nmi", "nmi", "nautical mile", "nautical miles")),
  "mile-scandinavian": u("length", "10000", true),
  "astronomical-unit": u(
    "length",
    "149597870700",
    true,
    sym("au", "au", "astronomical unit", "astronomical units"),
  ),
  "light-year": u("length", "9460730472580800", true, sym("ly", "ly", "light year", "light years")),
  parsec: u("length", PARSEC, true, sym("pc", "pc", "parsec", "parsecs")),
  // area (square meter)
  "square-kilometer": u("area", "1000000", true, [
    "{0} km²",
    "{0} km²",
    "{0} square kilometer",
    "{0} square kilometers",
  ]),
  hectare: u("area", "10000", true),
  "square-meter": u("area", "1", true, sym("m²", "m²", "square meter", "square meters")),
  "square-centimeter": u(
    "area",
    "0.0001",
    true,
    sym("cm²", "cm²", "square centimeter", "square centimeters"),
  ),
  "square-mile": u("area", "2589988.110336", false, sym("mi²", "sq mi", "square mile", "square miles")),
  acre: u("area", "4046.8564224", false),
  "square-yard": u("area", "0.83612736", false, sym("yd²", "yd²", "square yard", "square yards")),
  "square-foot": u("area", "0.09290304", false, sym("ft²", "sq ft", "square foot", "square feet")),
  "square-inch": u("area", "0.00064516", false, sym("in²", "in²", "square inch", "square inches")),
  // duration (second); years are Gregorian averages (365.2425 days), months a twelfth of one
  century: u("duration", "3155695200", true, sym("c", "c", "century", "centuries")),
  decade: u("duration", "315569520", true, sym("dec", "dec", "decade", "decades")),
  year: u("duration", "31556952", true),
  month: u("duration", "2629746", true),
  week: u("duration", "604800", true),
  day: u("duration", "86400", true),
  hour: u("duration", "3600", true),
  minute: u("duration", "60", true),
  second: u("duration", "1", true),
  millisecond: u("duration", "0.001", true),
  microsecond: u("duration", "0.000001", true),
  nanosecond: u("duration", "0.000000001", true),
  // digital (bit), binary multiples
  bit: u("digital", "1", true),
  byte: u("digital", "8", true),
  kilobit: u("digital", "1024", true),
  kilobyte: u("digital", "8192", true),
  megabit: u("digital", "1048576", true),
  megabyte: u("digital", "8388608", true),
  gigabit: u("digital", "1073741824", true),
  gigabyte: u("digital", "8589934592", true),
  terabit: u("digital", "1099511627776", true),
  terabyte: u("digital", "8796093022208", true),
  petabyte: u("digital", "9007199254740992", true),
  // frequency (hertz)
  gigahertz: u("frequency", "1000000000", true, sym("GHz", "GHz", "gigahertz", "gigahertz")),
  megahertz: u("frequency", "1000000", true, sym("MHz", "MHz", "megahertz", "megahertz")),
  kilohertz: u("frequency", "1000", true, sym("kHz", "kHz", "kilohertz", "kilohertz")),
  hertz: u("frequency", "1", true, sym("Hz", "Hz", "hertz", "hertz")),
  // mass (gram)
  "metric-ton": u("mass", "1000000", true, sym("t", "t", "metric ton", "metric tons")),
  kilogram: u("mass", "1000", true),
  gram: u("mass", "1", true),
  milligram: u("mass", "0.001", true, sym("mg", "mg", "milligram", "milligrams")),
  microgram: u("mass", "0.000001", true, sym("μg", "μg", "microgram", "micrograms")),
  ton: u("mass", "907184.74", false, sym("tn", "tn", "ton", "tons")),
  stone: u("mass", "6350.29318", false),
  pound: u("mass", "453.59237", false),
  ounce: u("mass", "28.349523125", false),
  carat: u("mass", "0.2", true, sym("CD", "CD", "carat", "carats")),
  // volume (liter)
  "cubic-meter": u("volume", "1000", true, sym("m³", "m³", "cubic meter", "cubic meters")),
  liter: u("volume", "1", true),
  deciliter: u("volume", "0.1", true, sym("dL", "dL", "deciliter", "deciliters")),
  centiliter: u("volume", "0.01", true, sym("cL", "cL", "centiliter", "centiliters")),
  milliliter: u("volume", "0.001", true),
  gallon: u("volume", "3.785411784", false),
  quart: u("volume", "0.946352946", false, sym("qt", "qt", "quart", "quarts")),
  pint: u("volume", "0.473176473", false, sym("pt", "pt", "pint", "pints")),
  cup: u("volume", "0.2365882365", false, sym("c", "c", "cup", "cups")),
  "fluid-ounce": u("volume", "0.0295735295625", false),
  tablespoon: u("volume", "0.01478676478125", false, sym("tbsp", "tbsp", "tablespoon", "tablespoons")),
  teaspoon: u("volume", "0.00492892159375", false, sym("tsp", "tsp", "teaspoon", "teaspoons")),
  // speed (meter per second)
  "kilometer-per-hour": u("speed", ["1000", "3600"], true),
  "meter-per-second": u("speed", "1", true),
  "mile-per-hour": u("speed", ["1609.344", "3600"], false),
  knot: u("speed", ["1852", "3600"], false, sym("kn", "kn", "knot", "knots")),
  // temperature (kelvin)
  kelvin: u("temperature", "1", true, sym("K", "K", "kelvin", "kelvins")),
  celsius: u("temperature", "1", true, undefined, "273.15"),
  fahrenheit: u("temperature", ["5", "9"], false, undefined, ["229835", "900"]),
  ...MORE_UNITS,
};

/** Plural spellings the dialect accepts ("out:feet"). */
const ALIASES: Record<string, string> = { feet: "foot", inches: "inch", centuries: "century" };

export function findUnit(name: string): string | undefined {
  const key = ALIASES[name] ?? name;
  if (Object.prototype.hasOwnProperty.call(UNITS, key)) return key;
  if (key.endsWith("s") && Object.prototype.hasOwnProperty.call(UNITS, key.slice(0, -1)))
    return key.slice(0, -1);
  return undefined;
}

/** Units tried, largest first, when no output unit is given: the first reaching 1 wins. */
export function bestFitUnits(info: UnitInfo): string[] {
  switch (info.category) {
    case "length":
      return info.metric
        ? ["kilometer", "meter", "centimeter", "millimeter"]
        : ["mile", "yard", "foot", "inch"];
    case "area":
      return info.metric
        ? ["square-kilometer", "hectare", "square-meter", "square-centimeter"]
        : ["square-mile", "acre", "square-yard", "square-foot", "square-inch"];
    case "duration":
      return [
        "century",
        "year",
        "month",
        "day",
        "hour",
        "minute",
        "second",
        "millisecond",
        "microsecond",
        "nanosecond",
      ];
    case "digital":
      return ["petabyte", "terabyte", "gigabyte", "megabyte", "kilobyte", "byte", "bit"];
    case "frequency":
      return ["gigahertz", "megahertz", "kilohertz", "hertz"];
    case "mass":
      return info.metric ? ["metric-ton", "kilogram", "gram", "milligram"] : ["ton", "pound", "ounce"];
    case "volume":
      return info.metric
        ? ["liter", "milliliter"]
        : ["gallon", "quart", "pint", "cup", "fluid-ounce", "tablespoon", "teaspoon"];
    default:
      return [];
  }
}
