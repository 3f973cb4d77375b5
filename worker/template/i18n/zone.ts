// Wall-clock fields of an instant in an IANA time zone, computed with Intl.DateTimeFormat.
import type { PluginContext } from "../plugin";
import { asString } from "../values";

export const DEFAULT_TIME_ZONE = "America/New_York";

/** Formatter instances are costly to build; keep the most recent ones per zone (spec: 100 entries). */
const CACHE_LIMIT = 100;
const fieldFormats = new Map<string, Intl.DateTimeFormat>();
const validZones = new Map<string, boolean>();

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

/** True when Intl knows the zone id. */
export function isTimeZone(zone: string): boolean {
  let ok = validZones.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      ok = zone !== "";
    } catch {
      ok = false;
    }
    remember(validZones, zone, ok);
  }
  return ok;
}

/** The site's time zone: website.timeZone from the data, else the render's zone, else New York. */
export function siteTimeZone(ctx: PluginContext): string {
  const fromData = asString(ctx.resolve(["website", "timeZone"]));
  if (fromData !== "" && isTimeZone(fromData)) return fromData;
  if (ctx.timeZone && isTimeZone(ctx.timeZone)) return ctx.timeZone;
  return DEFAULT_TIME_ZONE;
}

export interface ZonedFields {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0..23 */
  hour: number;
  minute: number;
  second: number;
  millis: number;
  /** 0 = Sunday .. 6 = Saturday */
  weekday: number;
  /** Zone offset from UTC in ms (negative west of Greenwich). */
  offset: number;
}

function fieldFormat(zone: string): Intl.DateTimeFormat {
  const cached = fieldFormats.get(zone);
  if (cached) return cached;
  return remember(
    fieldFormats,
    zone,
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }),
  );
}

/** Floor modulo, for negative epochs. */
function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}

export function zonedFields(epoch: number, zone: string): ZonedFields {
  const parts = fieldFormat(zone).formatToParts(epoch);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const era = parts.find((p) => p.type === "era")?.value ?? "AD";
  let year = get("year");
  if (era.startsWith("B")) year = 1 - year;
  const month = get("month");
  const day = get("day");
  const hour = get("hour") % 24;
  const minute = get("minute");
  const second = get("second");
  const millis = mod(epoch, 1000);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Date.UTC maps years 0..99 to 1900..1999; redo through setUTCFullYear for those.
  let local = wall;
  if (year >= 0 && year < 100) {
    const d = new Date(wall);
    d.setUTCFullYear(year);
    local = d.getTime();
  }
  const weekday = mod(Math.floor(local / 86400000) + 4, 7);
  return { year, month, day, hour, minute, second, millis, weekday, offset: local - epoch };
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

function zoneName(locale: string, zone: string, epoch: number): string {
  const key = `${locale}|${zone}`;
  const f =
    nameFormats.get(key) ??
    remember(nameFormats, key, new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }));
  return f.formatToParts(epoch).find((p) => p.type === "timeZoneName")?.value ?? "";
}

/** Short name of the zone at that instant ("EST", "PDT"), else a GMT offset ("GMT+1"). */
export function zoneAbbreviation(epoch: number, zone: string): string {
  const name = (locale: string): string => zoneName(locale, zone, epoch);
  const us = name("en-US");
  if (!/^(GMT|UTC)/.test(us)) return us;
  // en-US only knows North American abbreviations; British English knows the European ones.
  const gb = name("en-GB");
  return /^(GMT|UTC)[+-−]/.test(gb) ? us : gb;
}
