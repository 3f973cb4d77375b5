// The performance collector (spec sections 4 and 9): web vitals (FCP, LCP, CLS, INP from
// web-vitals; FID from the first input) rated against the section 9 thresholds, and the page's
// own `rum-` measures (only those), sent as one JSON array of records with the fixed metadata to
// POST /api/1/performance/records after 60 s or when the page is hidden, whichever comes first.
// An entry of its own (worker/pages/assets.tsx); does nothing when the site turned it off.
import { onCLS, onFCP, onINP, onLCP } from "web-vitals";
import { readContext } from "./context";
import { performanceRecord, rumMeasures } from "./performance-records";
import { postJson } from "./transport";
import { RUM_PREFIX } from "../../worker/analytics/vitals";

export const PERFORMANCE_PATH = "/api/1/performance/records";
export const REPORT_AFTER_MS = 60_000;

export function startPerformanceCollector(websiteId: string): void {
  const latest = new Map<string, number>();
  let lcpImage: Element | null = null;
  const record = (m: { name: string; value: number }) => latest.set(m.name, m.value);
  onFCP(record);
  onLCP((m) => {
    record(m);
    lcpImage = (m.entries.at(-1) as LargestContentfulPaint | undefined)?.element ?? null;
  });
  onCLS(record);
  onINP(record);
  new PerformanceObserver((list) => {
    const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (first && !latest.has("FID")) latest.set("FID", first.processingStart - first.startTime);
  }).observe({ type: "first-input", buffered: true });

  let sent = false;
  const report = () => {
    if (sent) return;
    sent = true;
    measureLcpImage(lcpImage);
    for (const m of rumMeasures(performance.getEntriesByType("measure"))) latest.set(m.name, m.duration);
    const { hostname, pathname } = location;
    const records = [...latest]
      .slice(0, 50)
      .map(([name, value]) => performanceRecord(websiteId, hostname, pathname, name, value));
    if (records.length > 0) void postJson(PERFORMANCE_PATH, records, true);
  };
  setTimeout(report, REPORT_AFTER_MS);
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && report());
  addEventListener("pagehide", report);
}

/**
 * rum-lcp-image: the LCP image's download (its resource timing), only when its address matches
 * exactly one image on the page (spec section 9), so the measure names one image.
 */
function measureLcpImage(element: Element | null): void {
  if (!(element instanceof HTMLImageElement) || !element.currentSrc) return;
  const url = element.currentSrc;
  const same = [...document.images].filter((img) => img.currentSrc === url);
  const timing = performance.getEntriesByName(url, "resource")[0] as PerformanceResourceTiming | undefined;
  if (same.length !== 1 || !timing || timing.responseEnd <= 0) return;
  performance.measure(`${RUM_PREFIX}lcp-image`, { start: timing.startTime, end: timing.responseEnd });
}

const ctx = readContext();
if (ctx?.performance) startPerformanceCollector(ctx.websiteId);
