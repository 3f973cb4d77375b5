// The CLDR unit categories beyond everyday measures: fuel consumption (whose miles per gallon is
// the reciprocal of liters per kilometer), pressure, energy, power, angle and acceleration. Intl
// formats only degrees, liters per kilometer and miles per gallon among them, so the others carry
// their English names.
import type { UnitInfo } from "./unit-info";
import { sym, u } from "./unit-info";

/** Liters per kilometer in one mile per gallon (US and imperial gallons), over the value. */
const US_MPG: [string, string] = ["3.785411784", "1.609344"];
const IMPERIAL_MPG: [string, string] = ["4.54609", "1.609344"];

const inverse = (info: UnitInfo): UnitInfo => ({ ...info, inverse: true });

export const MORE_UNITS: Record<string, UnitInfo> = {
  // consumption (liter per kilometer)
  "liter-per-kilometer": u("consumption", "1", true),
  "liter-per-100-kilometer": u(
    "consumption",
    "0.01",
    true,
    sym("L/100km", "L/100km", "liter per 100 kilometers", "liters per 100 kilometers"),
  ),
  "mile-per-gallon": inverse(u("consumption", US_MPG, false)),
  "mile-per-gallon-imperial": inverse(
    u(
      "consumption",
      IMPERIAL_MPG,
      false,
      sym("mpg Imp.", "mpg Imp.", "mile per Imp. gallon", "miles per Imp. gallon"),
    ),
  ),
  // pressure (pascal)
  hectopascal: u("pressure", "100", true, sym("hPa", "hPa", "hectopascal", "hectopascals")),
  kilopascal: u("pressure", "1000", true, sym("kPa", "kPa", "kilopascal", "kilopascals")),
  megapascal: u("pressure", "1000000", true, sym("MPa", "MPa", "megapascal", "megapascals")),
  millibar: u("pressure", "100", true, sym("mb", "mbar", "millibar", "millibars")),
  bar: u("pressure", "100000", true, sym("bar", "bar", "bar", "bars")),
  atmosphere: u("pressure", "101325", true, sym("atm", "atm", "atmosphere", "atmospheres")),
  "millimeter-ofhg": u(
    "pressure",
    "133.322387415",
    true,
    sym("mmHg", "mmHg", "millimeter of mercury", "millimeters of mercury"),
  ),
  "inch-ofhg": u(
    "pressure",
    "3386.388640341",
    false,
    sym("″ Hg", "inHg", "inch of mercury", "inches of mercury"),
  ),
  "pound-force-per-square-inch": u(
    "pressure",
    ["44482216152605", "6451600000"],
    false,
    sym("psi", "psi", "pound-force per square inch", "pounds-force per square inch"),
  ),
  // energy (joule)
  joule: u("energy", "1", true, sym("J", "J", "joule", "joules")),
  kilojoule: u("energy", "1000", true, sym("kJ", "kJ", "kilojoule", "kilojoules")),
  calorie: u("energy", "4.184", true, sym("cal", "cal", "calorie", "calories")),
  kilocalorie: u("energy", "4184", true, sym("kcal", "kcal", "kilocalorie", "kilocalories")),
  foodcalorie: u("energy", "4184", true, sym("Cal", "Cal", "Calorie", "Calories")),
  "kilowatt-hour": u("energy", "3600000", true, sym("kWh", "kWh", "kilowatt hour", "kilowatt-hours")),
  "british-thermal-unit": u(
    "energy",
    "1055.05585262",
    false,
    sym("Btu", "Btu", "British thermal unit", "British thermal units"),
  ),
  // power (watt)
  milliwatt: u("power", "0.001", true, sym("mW", "mW", "milliwatt", "milliwatts")),
  watt: u("power", "1", true, sym("W", "W", "watt", "watts")),
  kilowatt: u("power", "1000", true, sym("kW", "kW", "kilowatt", "kilowatts")),
  megawatt: u("power", "1000000", true, sym("MW", "MW", "megawatt", "megawatts")),
  gigawatt: u("power", "1000000000", true, sym("GW", "GW", "gigawatt", "gigawatts")),
  horsepower: u("power", "745.69987158227022", false, sym("hp", "hp", "horsepower", "horsepower")),
  // angle (degree)
  revolution: u("angle", "360", true, sym("rev", "rev", "revolution", "revolutions")),
  degree: u("angle", "1", true),
  radian: u(
    "angle",
    ["180", "3.14159265358979323846264338328"],
    true,
    sym("rad", "rad", "radian", "radians"),
  ),
  "arc-minute": u("angle", ["1", "60"], true, sym("′", "arcmin", "arcminute", "arcminutes")),
  "arc-second": u("angle", ["1", "3600"], true, sym("″", "arcsec", "arcsecond", "arcseconds")),
  // acceleration (meter per square second)
  "meter-per-square-second": u(
    "acceleration",
    "1",
    true,
    sym("m/s²", "m/s²", "meter per second squared", "meters per second squared"),
  ),
  "g-force": u("acceleration", "9.80665", true, sym("G", "G", "g-force", "g-force")),
};
