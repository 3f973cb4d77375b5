// Proleptic Gregorian calendar arithmetic on wall-clock dates (year, month 1..12, day).

const DAY_MS = 86400000;

/** Days since 1970-01-01 of a wall-clock date. */
export function epochDay(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.floor(d.getTime() / DAY_MS);
}

/** 0 = Sunday .. 6 = Saturday */
export function weekdayOf(year: number, month: number, day: number): number {
  return (((epochDay(year, month, day) + 4) % 7) + 7) % 7;
}

/** 1-based day of the year. */
export function dayOfYear(year: number, month: number, day: number): number {
  return epochDay(year, month, day) - epochDay(year, 1, 1) + 1;
}

/**
 * Week of the year for weeks starting on Sunday where week 1 is the week holding January 1st
 * (CLDR's week data for the United States, first day Sunday, minimal days 1). Late December
 * days whose week already holds the next January 1st belong to week 1.
 */
export function usWeekOfYear(year: number, month: number, day: number): number {
  const weekday = weekdayOf(year, month, day);
  const today = epochDay(year, month, day);
  if (today + (6 - weekday) >= epochDay(year + 1, 1, 1)) return 1;
  const jan1 = weekdayOf(year, 1, 1);
  return Math.floor((dayOfYear(year, month, day) - 1 + jan1) / 7) + 1;
}

/** ISO 8601 week number and its week-based year (weeks start Monday, week 1 holds the first Thursday). */
export function isoWeek(year: number, month: number, day: number): { week: number; year: number } {
  const today = epochDay(year, month, day);
  const isoDay = ((weekdayOf(year, month, day) + 6) % 7) + 1; // Monday 1 .. Sunday 7
  const thursday = today - isoDay + 4;
  const weekYear = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - epochDay(weekYear, 1, 1)) / 7) + 1;
  return { week, year: weekYear };
}
