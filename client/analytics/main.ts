// The analytics entry: loaded apart from the islands' entry, once the page has loaded and the
// browser is idle (worker/pages/assets.tsx), so it never competes with the page's own bytes.
// Census page view and intra-page calls (when the tracking rules allow), commerce events, the
// error reporter. The performance collector (with web-vitals) is an entry of its own.
import { applyAreaTestOverrides, trackingDecision } from "../../worker/analytics/tracking-rules";
import {
  analyticsId,
  ANALYTICS_ID_COOKIE,
  CONSENT_COOKIE,
  cookieString,
  readCookie,
  VISIT_COOKIE,
  VISITOR_RECORD_COOKIE,
  visitorHit,
  type CookieWrite,
} from "../../worker/analytics/visitor-cookie";
import { intraPage, recordPageView } from "./census";
import { commerceTracker } from "./commerce";
import { readContext } from "./context";
import { createErrorReporter, ERRORS_PATH } from "./error-reporter";
import type { AnalyticsSignal } from "./signal";
import { postJson } from "./transport";

const AREA_TEST_KEY = "ss_area_test";

function areaTests(): Record<string, string> {
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(sessionStorage.getItem(AREA_TEST_KEY) ?? "{}") as Record<string, string>;
  } catch {
    // storage refused or garbled: start empty
  }
  const next = applyAreaTestOverrides(stored, location.search);
  try {
    sessionStorage.setItem(AREA_TEST_KEY, JSON.stringify(next));
  } catch {
    console.warn("area_test overrides not stored");
  }
  return next;
}

function start() {
  const ctx = readContext();
  if (!ctx) return;

  const reporter = createErrorReporter({
    send: (events) => void postJson(ERRORS_PATH, { events }),
    websiteId: ctx.websiteId,
    url: () => location.href,
    now: Date.now,
    userAgent: navigator.userAgent,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as number),
  });
  addEventListener("error", (e) =>
    reporter.report(e.error ?? e.message, { line: e.lineno, column: e.colno }),
  );
  addEventListener("unhandledrejection", (e) => reporter.report(e.reason));

  const cookies = document.cookie;
  const mode = {
    restrictive: ctx.restrictiveCookies,
    cloneable: ctx.cloneable,
    consent: readCookie(cookies, CONSENT_COOKIE),
  };
  const secure = location.protocol === "https:";
  const write = (w: CookieWrite) => (document.cookie = cookieString(w, secure));
  const newId = () => crypto.randomUUID();
  const hit = visitorHit(
    { cvr: readCookie(cookies, VISITOR_RECORD_COOKIE), cvt: readCookie(cookies, VISIT_COOKIE) },
    mode,
    Date.now(),
    newId,
  );
  hit.writes.forEach(write);
  const aid = analyticsId(readCookie(cookies, ANALYTICS_ID_COOKIE), mode, newId);
  if (aid.write) write(aid.write);

  const tests = areaTests();
  const rules = {
    pageType: ctx.pageType,
    path: location.pathname,
    disabled: ctx.censusDisabled,
    signedIn: null,
  };
  if (trackingDecision({ ...rules, pageView: true }).track) recordPageView(ctx, hit.record, tests);
  const census = trackingDecision({ ...rules, pageView: false }).track
    ? intraPage(ctx, hit.record, tests)
    : undefined;

  const commerce = commerceTracker(ctx, {
    analyticsId: aid.id,
    sessionId: `${hit.record.id}-${hit.record.currentVisit}`.slice(0, 64),
  });
  const handle = (s: AnalyticsSignal) => {
    if (s.name === "QuickView" && s.objectIdentifier) census?.quickView(s.objectIdentifier);
    commerce(s);
  };
  const g = globalThis as { __ssAnalytics?: { push(s: AnalyticsSignal): unknown } };
  const waiting = Array.isArray(g.__ssAnalytics) ? (g.__ssAnalytics as AnalyticsSignal[]) : [];
  g.__ssAnalytics = { push: handle };
  waiting.forEach(handle);
}

start();
