// Dates of events, read in the site's time zone.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' formatter of a time zone (UTC when the zone is unknown). Formatters never go stale. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      format = dayFormat("UTC");
    }
    if (dayFormats.size < 100) dayFormats.set(timeZone, format);
  }
  return format;
}

/** Calendar day ('YYYY-MM-DD') of an instant in a time zone; '' for an invalid instant. */
export function calendarDay(epochMs: number, timeZone: string): string {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) return "";
  const parts = dayFormat(timeZone).formatToParts(epochMs);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whether two instants fall on the same day (same year and day of year) in the time zone. */
export function sameDay(a: number, b: number, timeZone: string): boolean {
  const day = calendarDay(a, timeZone);
  return day !== "" && day === calendarDay(b, timeZone);
}
