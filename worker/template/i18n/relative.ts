// `relative-time`: the distance between two instants in its largest whole field ("in 2 hours").
import { beginSentence } from "./locale";
import { intlNumberOptions } from "./numbers";
import { numberFormat } from "../../intl/number-format";
import type { RelativeField, RelativeOptions } from "./options";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Average Gregorian month and year, for the fractional part of month and year distances. */
const MONTH = 30.436875 * DAY;
const YEAR = 365.2425 * DAY;

const LENGTH: Record<RelativeField, number> = {
  year: YEAR,
  month: MONTH,
  week: WEEK,
  day: DAY,
  hour: HOUR,
  minute: MINUTE,
  second: SECOND,
};

/** Whole calendar months from a to b (a <= b), in UTC. */
function wholeMonths(a: number, b: number): number {
  const x = new Date(a);
  const y = new Date(b);
  let months = (y.getUTCFullYear() - x.getUTCFullYear()) * 12 + (y.getUTCMonth() - x.getUTCMonth());
  const restA = a - Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), 1);
  const restB = b - Date.UTC(y.getUTCFullYear(), y.getUTCMonth(), 1);
  if (restB < restA) months--;
  return months;
}

/** The largest field in which the two instants are at least one whole unit apart. */
export function relativeField(start: number, end: number, allowWeeks: boolean): RelativeField {
  const a = Math.min(start, end);
  const b = Math.max(start, end);
  const months = wholeMonths(a, b);
  const span = b - a;
  if (months >= 12) return "year";
  if (months >= 1) return "month";
  if (allowWeeks && span >= WEEK) return "week";
  if (span >= DAY) return "day";
  if (span >= HOUR) return "hour";
  if (span >= MINUTE) return "minute";
  return "second";
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string, numeric: "always" | "auto", style: "long" | "short" | "narrow") {
  const key = `${locale}|${numeric}|${style}`;
  let f = formats.get(key);
  if (!f) {
    if (formats.size >= 100) formats.clear();
    f = new Intl.RelativeTimeFormat(locale, { numeric, style });
    formats.set(key, f);
  }
  return f;
}

/** "in 12 days", "11 hours ago", "tomorrow"; the amount is rounded to whole units by default. */
export function formatRelative(start: number, end: number, locale: string, o: RelativeOptions): string {
  // Weeks unless `allowWeeks:false`: the Java compiler's default (the TypeScript engine's is days;
  // issue 12 follows the Java compiler where the two disagree).
  const field = o.field ?? relativeField(start, end, o.allowWeeks !== false);
  const amount = (end - start) / LENGTH[field];
  const rounded = Number(
    numberFormat("en-US", {
      ...intlNumberOptions({ ...o, group: false }, 0),
      signDisplay: "negative",
    }).format(amount),
  );
  const style = o.width === "short" ? "short" : o.width === "narrow" ? "narrow" : "long";
  const numeric = o.numericOnly && !(o.alwaysNow && rounded === 0) ? "always" : "auto";
  let out = relativeFormat(locale, numeric, style).format(rounded === 0 ? 0 : rounded, field);
  if (o.group === false) {
    // Intl always groups; redo the number part without separators when asked.
    const plain = numberFormat(locale, { ...intlNumberOptions(o, 0) }).format(Math.abs(rounded));
    const grouped = numberFormat(locale, { ...intlNumberOptions({ ...o, group: true }, 0) }).format(
      Math.abs(rounded),
    );
    out = out.replace(grouped, plain);
  }
  return o.context === "begin-sentence" ? beginSentence(out, locale) : out;
}
