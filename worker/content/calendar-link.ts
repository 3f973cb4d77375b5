// "Add to Google Calendar" link of an event: title, start and end in compact UTC
// (20131115T123030Z) and the location's non-empty address parts joined by commas.

const CALENDAR_BASE = "http://www.google.com/calendar/event?action=TEMPLATE";

export interface CalendarEvent {
  title: string;
  /** Epoch milliseconds. */
  startDate: number;
  endDate: number;
  location?: { addressLine1?: string; addressLine2?: string; addressCountry?: string };
}

/** 2013-11-15T12:30:30.000Z -> 20131115T123030Z; '' for a date out of range. */
export function compactUtc(epochMs: number): string {
  const d = new Date(epochMs);
  if (Number.isNaN(d.getTime())) return "";
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** Address parts of a location that are not blank, trimmed and joined by ', '. */
export function locationText(location: NonNullable<CalendarEvent["location"]>): string {
  return [location.addressLine1, location.addressLine2, location.addressCountry]
    .map((part) => (part ?? "").trim())
    .filter((part) => part.length > 0)
    .join(", ");
}

export function googleCalendarUrl(event: CalendarEvent): string {
  let url = `${CALENDAR_BASE}&text=${encodeURIComponent(event.title)}`;
  url += `&dates=${compactUtc(event.startDate)}/${compactUtc(event.endDate)}`;
  const where = event.location === undefined ? "" : locationText(event.location);
  if (where !== "") url += `&location=${encodeURIComponent(where)}`;
  return url;
}
