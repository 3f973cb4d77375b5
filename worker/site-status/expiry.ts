// Spec section 4's Site rules: a site is expired when its status is expired and it is neither a
// parking page nor a cover page; trial days remaining = days to expiration + 1, never below 0.
// Days are calendar days in the site's time zone, so "today" is the owner's today: on the day the
// trial ends one day remains (the last), from the next day none.
import { WebsiteStatus, type SiteType } from "../db/schema";

/** A new site's trial (sign-up): the day it is made plus 14 more. */
export const TRIAL_DAYS = 14;
const DAY_MS = 86_400_000;

export function isSiteExpired(site: { status: number; siteType: SiteType }): boolean {
  return (
    site.status === WebsiteStatus.EXPIRED &&
    site.siteType !== "parking-page" &&
    site.siteType !== "cover-page"
  );
}

/** One formatter per time zone: building one costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "numeric",
        day: "numeric",
      });
    } catch {
      // A time zone this runtime does not know: count in UTC rather than fail the panel.
      format = new Intl.DateTimeFormat("en-US", {
        timeZone: "UTC",
        year: "numeric",
        month: "numeric",
        day: "numeric",
      });
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone, as a day number (days since 1970-01-01). */
export function calendarDay(ms: number, timeZone: string): number {
  const parts = dayFormat(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part("year"), part("month") - 1, part("day")) / DAY_MS;
}

/** Whole calendar days from today to the expiration day: 0 on that day, negative after it. */
export function daysToExpiration(expiresOn: number, now: number, timeZone: string): number {
  return calendarDay(expiresOn, timeZone) - calendarDay(now, timeZone);
}

export function trialDaysRemaining(expiresOn: number, now: number, timeZone: string): number {
  return Math.max(0, daysToExpiration(expiresOn, now, timeZone) + 1);
}

/** When a trial that starts now ends. */
export const trialExpiry = (now: number) => now + TRIAL_DAYS * DAY_MS;
