// CLDR date skeletons ("yMMMd", "hmv") translated to Intl.DateTimeFormat options.

export interface Skeleton {
  options: Intl.DateTimeFormatOptions;
  /** Holds a year, month or day field. */
  hasCalendarDate: boolean;
  /** Holds a weekday or era besides (or instead of) year, month and day. */
  hasDate: boolean;
  hasTime: boolean;
}

type Text = "narrow" | "short" | "long";
const text = (n: number): Text => (n >= 5 ? "narrow" : n === 4 ? "long" : "short");
const digits = (n: number): "numeric" | "2-digit" => (n === 2 ? "2-digit" : "numeric");

/** Parse a skeleton; unknown letters are ignored. */
export function parseSkeleton(skeleton: string): Skeleton {
  const o: Record<string, unknown> = {};
  let hasCalendarDate = false;
  let hasDate = false;
  let hasTime = false;
  for (let i = 0; i < skeleton.length;) {
    const ch = skeleton[i]!;
    let n = 1;
    while (skeleton[i + n] === ch) n++;
    i += n;
    switch (ch) {
      case "G":
        o.era = text(n);
        hasDate = true;
        break;
      case "y":
      case "Y":
      case "u":
        o.year = digits(n);
        hasCalendarDate = hasDate = true;
        break;
      case "M":
      case "L":
        o.month = n >= 3 ? text(n) : digits(n);
        hasCalendarDate = hasDate = true;
        break;
      case "d":
        o.day = digits(n);
        hasCalendarDate = hasDate = true;
        break;
      case "E":
      case "c":
      case "e":
        o.weekday = text(n);
        hasDate = true;
        break;
      case "h":
      case "K":
      case "H":
      case "k":
        o.hour = digits(n);
        o.hourCycle = ({ h: "h12", K: "h11", H: "h23", k: "h24" } as const)[ch];
        hasTime = true;
        break;
      case "j":
      case "J":
      case "C":
        o.hour = digits(n);
        hasTime = true;
        break;
      case "B":
      case "b":
        o.dayPeriod = text(n);
        hasTime = true;
        break;
      case "m":
        o.minute = digits(n);
        hasTime = true;
        break;
      case "s":
        o.second = digits(n);
        hasTime = true;
        break;
      case "S":
        o.fractionalSecondDigits = Math.min(n, 3);
        hasTime = true;
        break;
      case "z":
        o.timeZoneName = n >= 4 ? "long" : "short";
        break;
      case "v":
      case "V":
        o.timeZoneName = n >= 4 ? "longGeneric" : "shortGeneric";
        break;
      case "O":
      case "Z":
      case "X":
      case "x":
        o.timeZoneName = n >= 4 ? "longOffset" : "shortOffset";
        break;
    }
  }
  // A lone "B" or "a" period needs an hour to make sense to Intl.
  if (o.dayPeriod && o.hour === undefined) o.hour = "numeric";
  return { options: o as Intl.DateTimeFormatOptions, hasCalendarDate, hasDate, hasTime };
}

const DATE_KEYS = ["era", "year", "month", "day", "weekday"] as const;

/** Only the date (or only the time) fields of a skeleton's options; the zone name goes with the time. */
export function splitOptions(o: Intl.DateTimeFormatOptions): {
  date: Intl.DateTimeFormatOptions;
  time: Intl.DateTimeFormatOptions;
} {
  const date: Record<string, unknown> = {};
  const time: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if ((DATE_KEYS as readonly string[]).includes(k)) date[k] = v;
    else time[k] = v;
  }
  return { date, time };
}
