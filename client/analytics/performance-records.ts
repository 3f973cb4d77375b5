// The performance collector's records: the fixed metadata of spec section 9, the metric rated
// against its web-vitals thresholds, and the `rum-` measures filter. Pure, for tests.
import { RUM_PREFIX, isVitalName, rateVital } from "../../worker/analytics/vitals";
import { environmentOf } from "./environment";

export function performanceRecord(
  websiteId: string,
  hostname: string,
  pagePath: string,
  metricName: string,
  metricValue: number,
) {
  return {
    schemaName: "Performance",
    action: "load",
    actor: "user",
    owner: "web performance",
    source: "web",
    objectType: "website",
    environment: environmentOf(hostname),
    websiteId,
    pagePath,
    metricName,
    metricValue: Math.max(0, metricValue),
    ...(isVitalName(metricName) ? { rating: rateVital(metricName, metricValue) } : {}),
  };
}

/** Measures named rum-…; marks are the page's own business, only measures are forwarded. */
export const rumMeasures = (entries: readonly { name: string; entryType: string; duration: number }[]) =>
  entries.filter((e) => e.entryType === "measure" && e.name.startsWith(RUM_PREFIX));
