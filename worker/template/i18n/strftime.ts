// The `date` formatter's strftime-like patterns ("%A, %B %e"), in English as the dialect defines them.
import { dayOfYear, isoWeek, usWeekOfYear } from "./calendar";
import { zoneAbbreviation, type ZonedFields } from "./zone";

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const LONG_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A date to format: its wall-clock fields, its instant and its zone (abbreviated only for %Z). */
export interface StrftimeDate {
  fields: ZonedFields;
  epoch: number;
  zone: string;
}

function pad(value: number | string, width: number, fill = "0"): string {
  // Two-digit fields are most of any date: skip padStart for them.
  if (width === 2 && typeof value === "number" && value >= 0 && value < 100)
    return value < 10 ? fill + value : "" + value;
  return String(value).padStart(width, fill);
}

function hour12(hour: number): number {
  const h = hour % 12;
  return h === 0 ? 12 : h;
}

/** Text of one conversion, or "" for an unknown one (which the dialect drops). */
function convert(ch: string, d: StrftimeDate): string {
  const f = d.fields;
  switch (ch) {
    case "a":
      return SHORT_DAYS[f.weekday]!;
    case "A":
      return LONG_DAYS[f.weekday]!;
    case "b":
    case "h":
      return SHORT_MONTHS[f.month - 1]!;
    case "B":
      return LONG_MONTHS[f.month - 1]!;
    case "c":
      return strftime(`%a, %b ${f.day}, %Y %i:%M:%S %p %Z`, d);
    case "C":
      return pad(Math.trunc(f.year / 100), 2);
    case "d":
      return pad(f.day, 2);
    case "D":
      return strftime("%m/%d/%y", d);
    case "e":
      return pad(f.day, 2, " ");
    case "F":
      return strftime("%Y-%m-%d", d);
    case "g":
      return pad(isoWeek(f.year, f.month, f.day).year % 100, 2);
    case "G":
      return pad(isoWeek(f.year, f.month, f.day).year, 4);
    case "H":
      return pad(f.hour, 2);
    case "i":
      return String(hour12(f.hour));
    case "I":
      return pad(hour12(f.hour), 2);
    case "j":
      return pad(dayOfYear(f.year, f.month, f.day), 3);
    case "k":
      return pad(f.hour, 2, " ");
    case "l":
      return pad(hour12(f.hour), 2, " ");
    case "m":
      return pad(f.month, 2);
    case "M":
      return pad(f.minute, 2);
    case "n":
      return "\n";
    case "N":
      return pad(f.millis * 1000000, 9);
    case "p":
      return f.hour < 12 ? "AM" : "PM";
    case "P":
      return f.hour < 12 ? "am" : "pm";
    case "q":
      return String(Math.floor((f.month - 1) / 3) + 1);
    case "r":
      return strftime(`${hour12(f.hour)}:%M:%S %p`, d);
    case "R":
      return strftime("%H:%M", d);
    case "s":
      return String(Math.trunc(d.epoch / 1000));
    case "S":
      return pad(f.second, 2);
    case "t":
      return "\t";
    case "T":
      return strftime("%H:%M:%S", d);
    case "u":
      return String(f.weekday === 0 ? 7 : f.weekday);
    case "U":
    case "W":
      // The dialect numbers both with the US week rules (weeks from Sunday).
      return pad(usWeekOfYear(f.year, f.month, f.day), 2);
    case "v":
      return strftime("%e-%b-%Y", d);
    case "V":
      return pad(isoWeek(f.year, f.month, f.day).week, 2);
    case "w":
      return String(f.weekday);
    case "x":
      return strftime("%m/%d/%Y", d);
    case "X":
      return strftime("%I:%M:%S %p", d);
    case "y":
      return pad(((f.year % 100) + 100) % 100, 2);
    case "Y":
      return String(f.year);
    case "z": {
      const minutes = Math.round(Math.abs(f.offset) / 60000);
      const sign = f.offset < 0 ? "-" : "+";
      return `${sign}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
    }
    case "Z":
      return zoneAbbreviation(d.epoch, d.zone);
    default:
      return "";
  }
}

/** A pattern split into literal text and conversion letters (odd indices). */
export type CompiledPattern = readonly string[];

const compiledPatterns = new Map<string, CompiledPattern>();
const MAX_PATTERNS = 256;

/**
 * Conversions that are other patterns with nothing of their own: compilePattern writes their
 * conversions in place, so `%F` costs what `%Y-%m-%d` does and no pattern lookup per date.
 */
const COMPOSITES: Readonly<Record<string, string>> = {
  D: "%m/%d/%y",
  F: "%Y-%m-%d",
  R: "%H:%M",
  T: "%H:%M:%S",
  v: "%e-%b-%Y",
  x: "%m/%d/%Y",
  X: "%I:%M:%S %p",
};

/** Split `%x` conversions from literal text once per pattern: [text, letter, text, letter, ..., text]. */
export function compilePattern(pattern: string): CompiledPattern {
  const hit = compiledPatterns.get(pattern);
  if (hit !== undefined) return hit;
  const compiled: string[] = [];
  let text = "";
  const add = (source: string): void => {
    for (let i = 0; i < source.length; i++) {
      const ch = source[i]!;
      if (ch !== "%") {
        text += ch;
        continue;
      }
      const next = source[i + 1];
      if (next === undefined) {
        text += "%";
        break;
      }
      i++;
      if (next === "%") text += "%";
      else if (Object.prototype.hasOwnProperty.call(COMPOSITES, next)) add(COMPOSITES[next]!);
      else {
        compiled.push(text, next);
        text = "";
      }
    }
  };
  add(pattern);
  compiled.push(text);
  if (compiledPatterns.size >= MAX_PATTERNS) compiledPatterns.clear();
  compiledPatterns.set(pattern, compiled);
  return compiled;
}

/** Expand a pattern: `%x` conversions, `%%` for a percent sign, everything else verbatim. */
export function strftime(pattern: string, d: StrftimeDate): string {
  return expandPattern(compilePattern(pattern), d);
}

/** Expand a compiled pattern. */
export function expandPattern(compiled: CompiledPattern, d: StrftimeDate): string {
  let out = compiled[0]!;
  for (let i = 1; i < compiled.length; i += 2) out += convert(compiled[i]!, d) + compiled[i + 1]!;
  return out;
}
