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

/** The zone isTimeZone last found valid. */
let lastValidZone = "";

/** True when Intl knows the zone id. */
export function isTimeZone(zone: string): boolean {
  // A site formats every date in one zone: its answer is kept outside the map.
  if (zone === lastValidZone) return true;
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
  if (ok) lastValidZone = zone;
  return ok;
}

const WEBSITE_TIME_ZONE = ["website", "timeZone"] as const;

/** The site's time zone: website.timeZone from the data, else the render's zone, else New York. */
export function siteTimeZone(ctx: PluginContext): string {
  const fromData = asString(ctx.resolve(WEBSITE_TIME_ZONE));
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

/** Fields read from Intl: exact for any instant, but a formatToParts call each time. */
function exactFields(epoch: number, zone: string): ZonedFields {
  const parts = fieldFormat(zone).formatToParts(epoch);
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    switch (p.type) {
      case "year":
        year = Number(p.value);
        break;
      case "month":
        month = Number(p.value);
        break;
      case "day":
        day = Number(p.value);
        break;
      case "hour":
        hour = Number(p.value) % 24;
        break;
      case "minute":
        minute = Number(p.value);
        break;
      case "second":
        second = Number(p.value);
        break;
      case "era":
        bc = p.value.startsWith("B");
        break;
    }
  }
  if (bc) year = 1 - year;
  const millis = mod(epoch, 1000);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Date.UTC maps years 0..99 to 1900..1999; redo through setUTCFullYear for those.
  let local = wall;
  if (year >= 0 && year < 100) {
    const d = new Date(wall);
    d.setUTCFullYear(year);
    local = d.getTime();
  }
  const weekday = mod(Math.floor(local / DAY_MS) + 4, 7);
  return { year, month, day, hour, minute, second, millis, weekday, offset: local - epoch };
}

const DAY_MS = 86_400_000;
/**
 * Zone offsets are cached per UTC day ("bucket") and zone: a day whose first and last
 * millisecond have the same offset is taken to have it throughout (zones change offset at
 * most a few times a year, never there and back within a day). A day with a transition in
 * it is marked NaN and its instants are read from Intl one by one.
 */
const BUCKET_MS = DAY_MS;
const BUCKETS_PER_ZONE = 4096;
/** Instants this close to the end of the Date range skip the cache (their bucket would leave it). */
const CACHE_RANGE = 8.64e15 - 2 * BUCKET_MS;
const zoneOffsets = new Map<string, Map<number, number>>();
/** The day zoneOffset answered last, and its offset. */
let lastBucket = NaN;
let lastBucketZone = "";
let lastOffset = NaN;

/** Offset from UTC (ms) of the zone at that instant. */
export function zoneOffset(epoch: number, zone: string): number {
  if (!(Math.abs(epoch) <= CACHE_RANGE)) return exactFields(epoch, zone).offset;
  const bucket = Math.floor(epoch / BUCKET_MS);
  // Dates of one item (start and end, one date shown several ways) share a day.
  if (bucket === lastBucket && zone === lastBucketZone && lastOffset === lastOffset) return lastOffset;
  let buckets = zoneOffsets.get(zone);
  if (buckets === undefined) buckets = remember(zoneOffsets, zone, new Map<number, number>());
  let offset = buckets.get(bucket);
  if (offset === undefined) {
    const start = bucket * BUCKET_MS;
    const first = exactFields(start, zone).offset;
    const last = exactFields(start + BUCKET_MS - 1, zone).offset;
    offset = first === last ? first : NaN;
    if (buckets.size >= BUCKETS_PER_ZONE) buckets.clear();
    buckets.set(bucket, offset);
  }
  lastBucket = bucket;
  lastBucketZone = zone;
  lastOffset = offset;
  return offset === offset ? offset : exactFields(epoch, zone).offset;
}

/** Wall-clock fields of a local time given as ms since 1970-01-01T00:00 (proleptic Gregorian). */
function civilFields(local: number, epoch: number, offset: number): ZonedFields {
  const days = Math.floor(local / DAY_MS);
  let ms = local - days * DAY_MS;
  const hour = Math.floor(ms / 3_600_000);
  ms -= hour * 3_600_000;
  const minute = Math.floor(ms / 60_000);
  ms -= minute * 60_000;
  const second = Math.floor(ms / 1000);
  // Days to civil date (H. Hinnant's algorithm), years counted astronomically (0 = 1 BC).
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const weekday = mod(days + 4, 7);
  return { year, month, day, hour, minute, second, millis: mod(epoch, 1000), weekday, offset };
}

// The last answer: pages format one date several ways in a row (day, month, time).
let lastEpoch = NaN;
let lastZone = "";
let lastFields: ZonedFields | undefined;

/** Wall-clock fields of the instant in the zone. Shared answers: callers must not modify them. */
export function zonedFields(epoch: number, zone: string): ZonedFields {
  if (epoch === lastEpoch && zone === lastZone) return lastFields!;
  if (!(Math.abs(epoch) <= CACHE_RANGE)) return exactFields(epoch, zone);
  const offset = zoneOffset(epoch, zone);
  const fields = civilFields(epoch + offset, epoch, offset);
  lastEpoch = epoch;
  lastZone = zone;
  lastFields = fields;
  return fields;
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

function zoneName(locale: string, zone: string, epoch: number): string {
  const key = `${locale}|${zone}`;
  const f =
    nameFormats.get(key) ??
    remember(nameFormats, key, new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }));
  return f.formatToParts(epoch).find((p) => p.type === "timeZoneName")?.value ?? "";
}

function exactAbbreviation(epoch: number, zone: string): string {
  const us = zoneName("en-US", zone, epoch);
  if (!/^(GMT|UTC)/.test(us)) return us;
  // en-US only knows North American abbreviations; British English knows the European ones.
  const gb = zoneName("en-GB", zone, epoch);
  return /^(GMT|UTC)[+-−]/.test(gb) ? us : gb;
}

/** Abbreviations per zone and UTC day, as offsets are ("" = a change within that day). */
const zoneAbbreviations = new Map<string, Map<number, string>>();

/** Short name of the zone at that instant ("EST", "PDT"), else a GMT offset ("GMT+1"). */
export function zoneAbbreviation(epoch: number, zone: string): string {
  if (!(Math.abs(epoch) <= CACHE_RANGE)) return exactAbbreviation(epoch, zone);
  let buckets = zoneAbbreviations.get(zone);
  if (buckets === undefined) buckets = remember(zoneAbbreviations, zone, new Map<number, string>());
  const bucket = Math.floor(epoch / BUCKET_MS);
  let name = buckets.get(bucket);
  if (name === undefined) {
    const start = bucket * BUCKET_MS;
    const first = exactAbbreviation(start, zone);
    const last = exactAbbreviation(start + BUCKET_MS - 1, zone);
    zoneOffset(epoch, zone); // fills the day's offset entry
    const uniform = !Number.isNaN(zoneOffsets.get(zone)?.get(bucket));
    name = uniform && first === last ? first : "";
    if (buckets.size >= BUCKETS_PER_ZONE) buckets.clear();
    buckets.set(bucket, name);
  }
  return name !== "" ? name : exactAbbreviation(epoch, zone);
}
