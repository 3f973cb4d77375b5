// The visitor cookies of spec sections 3, 4 and 9, as pure functions shared by the census script
// (client/analytics/) and the census endpoints. No imports: the browser bundles this file.
//
//   ss_cvr  "<id>|<first visit>|<previous visit>|<current visit>|<visit count>", 2 years
//   ss_cvt  "<visit timestamp>", 30 minutes: while it lives, hits belong to the same visit
//   ss_aid  the analytics id of the analytics event call (`analytics_id`), 390 days
//
// Times are epoch milliseconds. A hit refreshes ss_cvt, so a visit ends after 30 minutes without
// a hit (the spec names the lifetime, not whether it slides; a sliding window is what visit
// counting needs). In restrictive cookie mode without the visitor's consent
// (ss_performanceCookiesAllowed=true), and always on cloneable sites, every hit gets a fresh record
// that is never stored.

export const VISITOR_RECORD_COOKIE = "ss_cvr";
export const VISIT_COOKIE = "ss_cvt";
export const ANALYTICS_ID_COOKIE = "ss_aid";
export const CONSENT_COOKIE = "ss_performanceCookiesAllowed";
/** Older visitor cookies, cleared whenever the current ones are written. */
export const LEGACY_COOKIES = ["ss_cid", "ss_cpvisit", "ss_cvisit"] as const;

const DAY = 24 * 60 * 60;
export const VISITOR_RECORD_MAX_AGE = 2 * 365 * DAY;
export const VISIT_MAX_AGE = 30 * 60;
export const ANALYTICS_ID_MAX_AGE = 390 * DAY;

export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

export interface CookieMode {
  /** The site asks for consent before non-essential cookies. */
  restrictive: boolean;
  /** A template site others clone: its visitors are never remembered. */
  cloneable: boolean;
  /** The value of ss_performanceCookiesAllowed, if any. */
  consent?: string | undefined;
}

export interface CookieWrite {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

export interface VisitorHit {
  record: VisitorRecord;
  /** This hit starts a visit (a new record, or ss_cvt had expired). */
  newVisit: boolean;
  /** Whether the cookies may be stored. */
  stored: boolean;
  /** What to write to document.cookie (nothing when not stored). */
  writes: CookieWrite[];
}

const RECORD = /^[\w-]+\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*$/;
const POSITIVE = /^[1-9]\d*$/;

/** A word-or-hyphen id and four positive integers; anything else is discarded (undefined). */
export function parseVisitorRecord(value: string | undefined | null): VisitorRecord | undefined {
  if (!value || !RECORD.test(value)) return undefined;
  const [id, first, previous, current, count] = value.split("|") as [string, string, string, string, string];
  const numbers = [first, previous, current, count].map(Number);
  if (!numbers.every(Number.isSafeInteger)) return undefined;
  return {
    id,
    firstVisit: numbers[0]!,
    previousVisit: numbers[1]!,
    currentVisit: numbers[2]!,
    visitCount: numbers[3]!,
  };
}

export function formatVisitorRecord(r: VisitorRecord): string {
  return [r.id, r.firstVisit, r.previousVisit, r.currentVisit, r.visitCount].join("|");
}

/** A positive integer, else undefined (discarded). */
export function parseVisitTime(value: string | undefined | null): number | undefined {
  if (!value || !POSITIVE.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Cookies may be stored: not cloneable, and not restrictive unless the visitor consented. */
export function mayStoreCookies(mode: CookieMode): boolean {
  if (mode.cloneable) return false;
  return !mode.restrictive || mode.consent === "true";
}

export function freshRecord(id: string, now: number): VisitorRecord {
  return { id, firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 };
}

/**
 * One census hit's visitor record (spec section 4): a valid ss_cvr with a live ss_cvt continues the
 * visit; with an expired or missing ss_cvt the count goes up by one, the current visit becomes the
 * previous one and ss_cvt is recreated; a missing or invalid ss_cvr starts a new record (count 1).
 */
export function visitorHit(
  cookies: { cvr?: string | undefined; cvt?: string | undefined },
  mode: CookieMode,
  now: number,
  newId: () => string,
): VisitorHit {
  if (!mayStoreCookies(mode)) {
    return { record: freshRecord(newId(), now), newVisit: true, stored: false, writes: [] };
  }
  const existing = parseVisitorRecord(cookies.cvr);
  const visitTime = parseVisitTime(cookies.cvt);
  const live = visitTime !== undefined && now - visitTime < VISIT_MAX_AGE * 1000;
  let record: VisitorRecord;
  let newVisit = true;
  if (!existing) record = freshRecord(newId(), now);
  else if (live) {
    record = existing;
    newVisit = false;
  } else {
    record = {
      ...existing,
      previousVisit: existing.currentVisit,
      currentVisit: now,
      visitCount: existing.visitCount + 1,
    };
  }
  return {
    record,
    newVisit,
    stored: true,
    writes: [
      { name: VISITOR_RECORD_COOKIE, value: formatVisitorRecord(record), maxAge: VISITOR_RECORD_MAX_AGE },
      { name: VISIT_COOKIE, value: String(now), maxAge: VISIT_MAX_AGE },
      ...LEGACY_COOKIES.map((name) => ({ name, value: "", maxAge: 0 })),
    ],
  };
}

/**
 * The analytics id: the stored one when valid, else a new one (written only when cookies may be
 * stored). The same word-or-hyphen form as the record's id.
 */
export function analyticsId(
  stored: string | undefined,
  mode: CookieMode,
  newId: () => string,
): { id: string; write?: CookieWrite } {
  const may = mayStoreCookies(mode);
  if (may && stored && /^[\w-]{1,64}$/.test(stored)) return { id: stored };
  const id = newId();
  return may ? { id, write: { name: ANALYTICS_ID_COOKIE, value: id, maxAge: ANALYTICS_ID_MAX_AGE } } : { id };
}

/** "name=value; Max-Age=…; Path=/; SameSite=Lax[; Secure]" for document.cookie. */
export function cookieString(write: CookieWrite, secure: boolean): string {
  return (
    `${write.name}=${encodeURIComponent(write.value)}; Max-Age=${write.maxAge}; Path=/; SameSite=Lax` +
    (secure ? "; Secure" : "")
  );
}

/** Reads one cookie from a Cookie header or document.cookie. */
export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Whether a hit that arrives with this record starts a visit, as the server sees it: the script
 * writes ss_cvt = current visit time when a visit starts and a later time on every further hit;
 * with no ss_cvt stored (restrictive mode, cloneable sites) every hit is its own visit.
 */
export function hitStartsVisit(record: VisitorRecord, cvtCookie: string | undefined): boolean {
  const cvt = parseVisitTime(cvtCookie);
  return cvt === undefined || cvt === record.currentVisit;
}
