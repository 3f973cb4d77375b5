// The `datetime` and `datetime-interval` formats, built on Intl.DateTimeFormat.
import { beginSentence } from "./locale";
import type { DatetimeOptions, IntervalOptions, Width } from "./options";
import { isWidth } from "./options";
import { parseSkeleton, splitOptions } from "./skeleton";
import { zonedFields } from "./zone";

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, zone: string, o: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(o)}`;
  let f = formats.get(key);
  if (!f) {
    if (formats.size >= 200) formats.clear();
    f = new Intl.DateTimeFormat(locale, { ...o, timeZone: zone });
    formats.set(key, f);
  }
  return f;
}

/**
 * Text of formatted parts in CLDR's current spacing: a narrow no-break space between a time and
 * its day period ("2:04 PM" with U+202F) and thin spaces around a range dash. V8 swaps the former for a
 * plain space in format() for web compatibility, but not in formatRange(); this makes both agree.
 */
function partsText(
  parts: readonly { type: string; value: string; source?: string }[],
  f: Intl.DateTimeFormat,
): string {
  // Flexible day periods ("2 in the afternoon") keep their plain space; AM/PM markers do not.
  const ampm = !(f.resolvedOptions() as { dayPeriod?: string }).dayPeriod;
  let out = "";
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    let value = p.value;
    if (p.type === "literal") {
      if (ampm && value === " " && parts[i + 1]?.type === "dayPeriod") {
        value = "\u202f";
      } else if (p.source === "shared" && /^\s*–\s*$/.test(value)) {
        value = RANGE_SEPARATOR;
      }
    }
    out += value;
  }
  return out;
}

/** format() with CLDR spacing. */
export function formatInstant(f: Intl.DateTimeFormat, epoch: number): string {
  return partsText(f.formatToParts(epoch), f);
}

const TIME_PARTS = new Set(["hour", "minute", "second", "dayPeriod", "fractionalSecond", "timeZoneName"]);

/**
 * The locale's glue between a date and a time at a width ("{date} at {time}" for long English
 * dates), read from how Intl joins a dateStyle with a timeStyle.
 */
const joiners = new Map<string, (date: string, time: string) => string>();

function joiner(locale: string, width: Width): (date: string, time: string) => string {
  const key = `${locale}|${width}`;
  let join = joiners.get(key);
  if (!join) {
    if (joiners.size >= 100) joiners.clear();
    join = buildJoiner(locale, width);
    joiners.set(key, join);
  }
  return join;
}

function buildJoiner(locale: string, width: Width): (date: string, time: string) => string {
  const parts = dateFormat(locale, "UTC", { dateStyle: width, timeStyle: "short" }).formatToParts(0);
  const kinds = parts.map((p) => (p.type === "literal" ? "" : TIME_PARTS.has(p.type) ? "t" : "d"));
  const first = kinds.find((k) => k !== "") ?? "d";
  const firstOther = kinds.findIndex((k) => k !== "" && k !== first);
  let glue = ", ";
  if (firstOther > 0 && kinds[firstOther - 1] === "") glue = parts[firstOther - 1]!.value;
  return first === "d" ? (d, t) => d + glue + t : (d, t) => t + glue + d;
}

function finish(text: string, context: string | undefined, locale: string): string {
  return context === "begin-sentence" ? beginSentence(text, locale) : text;
}

/** `{t|datetime ...}` of an instant in a zone. */
export function formatDatetime(epoch: number, zone: string, locale: string, o: DatetimeOptions): string {
  const fmt = (opts: Intl.DateTimeFormatOptions) => formatInstant(dateFormat(locale, zone, opts), epoch);
  const dateWidth = o.date !== undefined && isWidth(o.date) ? o.date : undefined;
  const timeWidth = o.time !== undefined && isWidth(o.time) ? o.time : undefined;
  let out: string;
  if (o.skeleton) {
    const sk = parseSkeleton(o.skeleton);
    const parts = splitOptions(sk.options);
    if (dateWidth && !sk.hasDate) {
      // A date width with time fields: "Feb 24, 2020 at 2:04 PM".
      out = joiner(locale, o.wrap ?? dateWidth)(fmt({ dateStyle: dateWidth }), fmt(sk.options));
    } else if (timeWidth && !sk.hasTime) {
      out = joiner(locale, o.wrap ?? timeWidth)(fmt(sk.options), fmt({ timeStyle: timeWidth }));
    } else if (o.wrap && sk.hasDate && sk.hasTime) {
      out = joiner(locale, o.wrap)(fmt(parts.date), fmt(parts.time));
    } else {
      out = fmt(sk.options);
    }
  } else if (o.datetime || dateWidth || timeWidth) {
    const date = dateWidth ?? (timeWidth ? undefined : o.datetime);
    const time = timeWidth ?? (dateWidth ? undefined : o.datetime);
    if (o.wrap && date && time) {
      out = joiner(locale, o.wrap)(fmt({ dateStyle: date }), fmt({ timeStyle: time }));
    } else {
      out = fmt({ dateStyle: date, timeStyle: time });
    }
  } else {
    out = fmt({ dateStyle: "long" });
  }
  return finish(out, o.context, locale);
}

const DATE_SKELETONS: Record<Width, string> = {
  short: "yMd",
  medium: "yMMMd",
  long: "yMMMMd",
  full: "yMMMMEEEEd",
};
const TIME_SKELETONS: Record<Width, string> = { short: "hm", medium: "hms", long: "hmsz", full: "hmszzzz" };

/** En dash between thin spaces: the CLDR interval fallback as Intl renders it. */
export const RANGE_SEPARATOR = "\u2009–\u2009";

/**
 * `{a,b|datetime-interval ...}`. Without a skeleton, dates on different days show as "Nov 2 – 13,
 * 2017" and times on one day as "7:00 AM – 1:00 PM"; a time-only skeleton across days gains the date.
 */
export function formatInterval(
  start: number,
  end: number,
  zone: string,
  locale: string,
  o: IntervalOptions,
): string {
  const a = zonedFields(start, zone);
  const b = zonedFields(end, zone);
  const dateDiffers = a.year !== b.year || a.month !== b.month || a.day !== b.day;
  let skeleton = o.skeleton;
  if (!skeleton && dateDiffers && o.date) skeleton = isWidth(o.date) ? DATE_SKELETONS[o.date] : o.date;
  if (!skeleton && o.time) skeleton = isWidth(o.time) ? TIME_SKELETONS[o.time] : o.time;
  const defaulted = !skeleton;
  if (!skeleton) skeleton = dateDiffers ? "yMMMd" : "hm";
  let sk = parseSkeleton(skeleton);
  if (!defaulted) {
    if (dateDiffers && !sk.hasDate) {
      skeleton = "yMMMd" + skeleton;
      sk = parseSkeleton(skeleton);
    }
    // Bare minutes or seconds get their hour so the range reads as a time.
    if (sk.hasTime && sk.options.hour === undefined && sk.options.dayPeriod === undefined) {
      sk = parseSkeleton((sk.options.second && !sk.options.minute ? "jm" : "j") + skeleton);
    }
  }
  const f = dateFormat(locale, zone, sk.options);
  let out: string;
  if (dateDiffers && sk.hasDate && !sk.hasCalendarDate && !sk.hasTime) {
    // Weekdays alone cannot tell two days apart; each end gets its time, as the dialect shows it.
    const day = dateFormat(locale, zone, sk.options);
    const time = dateFormat(locale, zone, { hour: "numeric", minute: "2-digit" });
    const join = joiner(locale, "short");
    const side = (t: number) => join(formatInstant(day, t), formatInstant(time, t));
    out = side(start) + RANGE_SEPARATOR + side(end);
  } else if (start <= end) {
    out = partsText(f.formatRangeToParts(start, end), f);
  } else {
    out = formatInstant(f, start) + RANGE_SEPARATOR + formatInstant(f, end);
  }
  return finish(out, o.context, locale);
}
