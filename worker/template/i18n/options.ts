// Formatter arguments ("style:short", "group", "date:long") read into option records.
import type { RoundingMode as Rounding } from "../../intl/number-format";

export type Width = "short" | "medium" | "long" | "full";
const WIDTHS = new Set(["short", "medium", "long", "full"]);
const CONTEXTS = new Set(["middle-of-text", "begin-sentence", "standalone", "ui-list-or-menu"]);

export function isWidth(s: string): s is Width {
  return WIDTHS.has(s);
}

/** Split "key:value" (or "key=value" when `equals`); a bare word gives value "". */
export function splitOption(arg: string, equals = false): [string, string] {
  let i = arg.indexOf(":");
  if (equals) {
    const j = arg.indexOf("=");
    if (j !== -1 && (i === -1 || j < i)) i = j;
  }
  return i === -1 ? [arg, ""] : [arg.slice(0, i), arg.slice(i + 1)];
}

const clamp = (s: string): number => {
  const n = parseInt(s, 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), 50) : 0;
};

export type { Rounding };
const ROUNDINGS = new Set(["up", "down", "ceiling", "floor", "half-up", "half-down", "half-even"]);

export interface NumberOptions {
  group?: boolean;
  round?: Rounding;
  minInt?: number;
  maxFrac?: number;
  minFrac?: number;
  maxSig?: number;
  minSig?: number;
}

/** Read one shared number option; false when the key is not one. */
export function numberOption(key: string, val: string, o: NumberOptions): boolean {
  switch (key) {
    case "group":
    case "grouping":
      o.group = val === "" || val === "true";
      return true;
    case "no-group":
    case "no-grouping":
      o.group = false;
      return true;
    case "round":
    case "rounding": {
      const mode = val === "ceil" ? "ceiling" : val === "truncate" ? "down" : val;
      if (ROUNDINGS.has(mode)) o.round = mode as Rounding;
      return true;
    }
    case "minint":
    case "minInt":
    case "minimumIntegerDigits":
      o.minInt = clamp(val);
      return true;
    case "maxfrac":
    case "maxFrac":
    case "maximumFractionDigits":
      o.maxFrac = clamp(val);
      return true;
    case "minfrac":
    case "minFrac":
    case "minimumFractionDigits":
      o.minFrac = clamp(val);
      return true;
    case "maxsig":
    case "maxSig":
    case "maximumSignificantDigits":
      o.maxSig = clamp(val);
      return true;
    case "minsig":
    case "minSig":
    case "minimumSignificantDigits":
      o.minSig = clamp(val);
      return true;
    default:
      return false;
  }
}

export type DecimalStyle =
  "decimal" | "short" | "long" | "scientific" | "percent" | "percent-scaled" | "permille" | "permille-scaled";
const DECIMAL_STYLES = new Set([
  "decimal",
  "short",
  "long",
  "scientific",
  "percent",
  "percent-scaled",
  "permille",
  "permille-scaled",
]);

export interface DecimalOptions extends NumberOptions {
  style?: DecimalStyle;
}

export function decimalOptions(args: readonly string[]): DecimalOptions {
  const o: DecimalOptions = {};
  for (const arg of args) {
    const [key, val] = splitOption(arg);
    if (key === "style") {
      if (DECIMAL_STYLES.has(val)) o.style = val as DecimalStyle;
      else if (val === "standard") o.style = "decimal";
    } else numberOption(key, val, o);
  }
  return o;
}

export interface DatetimeOptions {
  date?: string;
  time?: string;
  datetime?: Width;
  skeleton?: string;
  wrap?: Width;
  context?: string;
}

/** `{t|datetime date:long time:hm}`: widths, skeleton pieces (concatenated), wrapper, context. */
export function datetimeOptions(args: readonly string[]): DatetimeOptions {
  const o: DatetimeOptions = {};
  const addSkeleton = (s: string) => (o.skeleton = (o.skeleton ?? "") + s);
  for (const arg of args) {
    const [key, val] = splitOption(arg);
    if (val === "") {
      if (key === "date") o.date = "short";
      else if (key === "time") o.time = "short";
      else if (isWidth(key)) o.datetime = key;
      else addSkeleton(key);
      continue;
    }
    switch (key) {
      case "context":
        if (CONTEXTS.has(val)) o.context = val;
        break;
      case "date":
      case "time":
      case "datetime":
        if (!isWidth(val)) addSkeleton(val);
        else if (key === "datetime") o.datetime = val;
        else o[key] = val;
        break;
      case "skeleton":
        o.skeleton = val;
        break;
      case "wrap":
      case "wrapper":
      case "wrapped":
        if (isWidth(val)) o.wrap = val;
        break;
    }
  }
  return o;
}

export interface IntervalOptions {
  skeleton?: string;
  date?: string;
  time?: string;
  context?: string;
}

/** `{a,b|datetime-interval yMMMd}`: a bare word is the skeleton. */
export function intervalOptions(args: readonly string[]): IntervalOptions {
  const o: IntervalOptions = {};
  for (const arg of args) {
    const [key, val] = splitOption(arg);
    if (val === "") {
      if (key !== "" && !["context", "skeleton", "date", "time"].includes(key)) o.skeleton = key;
      continue;
    }
    if (key === "context") {
      if (CONTEXTS.has(val)) o.context = val;
    } else if (key === "skeleton" || key === "date" || key === "time") o[key] = val;
  }
  return o;
}

export type RelativeField = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";
const RELATIVE_FIELDS = new Set(["year", "month", "week", "day", "hour", "minute", "second", "millis"]);

export interface RelativeOptions extends NumberOptions {
  context?: string;
  field?: RelativeField;
  numericOnly?: boolean;
  allowWeeks?: boolean;
  alwaysNow?: boolean;
  dayOfWeek?: boolean;
  width?: "short" | "narrow" | "wide";
}

export function relativeOptions(args: readonly string[]): RelativeOptions {
  const o: RelativeOptions = {};
  for (const arg of args) {
    const [key, val] = splitOption(arg);
    switch (key) {
      case "context":
        if (CONTEXTS.has(val)) o.context = val;
        break;
      case "field":
        if (RELATIVE_FIELDS.has(val)) o.field = (val === "millis" ? "second" : val) as RelativeField;
        break;
      case "numericOnly":
      case "allowWeeks":
      case "alwaysNow":
      case "dayOfWeek":
        o[key] = val === "true";
        break;
      case "width":
        if (val === "short" || val === "narrow" || val === "wide") o.width = val;
        break;
      default:
        numberOption(key, val, o);
    }
  }
  return o;
}
