// What one queued event adds to the hourly and daily rollups: [metric, dimension, value] triples
// (dimension "" is the site total). Computed when the event is stored, so the rollup itself is one
// generic SQL statement (worker/analytics/store.ts). Payloads were checked by the endpoints, but a
// message from an older version may differ: nothing here throws.
import { binOf } from "./histogram";
import { isVitalName, rateVital, RUM_PREFIX } from "./vitals";

export type RollupKey = [metric: string, dimension: string, value: number];

/** Largest mobile viewport (spec section 9: mobile up to 432 px, desktop from 433 px). */
const MOBILE_MAX_WIDTH = 432;
const MAX_DIMENSION = 200;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const text = (v: unknown): string => (typeof v === "string" ? v.slice(0, MAX_DIMENSION) : "");

/** The path of an absolute URL or a path; "" when it is neither. */
export function pathOf(url: unknown): string {
  if (typeof url !== "string") return "";
  try {
    return new URL(url, "http://x").pathname.slice(0, MAX_DIMENSION);
  } catch {
    return "";
  }
}

/** The referrer's host, "(direct)" without one, "(internal)" from the site's own host. */
export function referrerSource(referrer: unknown, pageUrl: unknown): string {
  if (typeof referrer !== "string" || referrer === "") return "(direct)";
  try {
    const host = new URL(referrer).host;
    const own = typeof pageUrl === "string" ? new URL(pageUrl, "http://x").host : "";
    return host === own ? "(internal)" : host.slice(0, MAX_DIMENSION);
  } catch {
    return "(direct)";
  }
}

export const deviceOf = (width: unknown): string =>
  typeof width !== "number" ? "unknown" : width <= MOBILE_MAX_WIDTH ? "mobile" : "desktop";

export function rollupKeys(kind: string, payload: unknown): RollupKey[] {
  const p = obj(payload);
  switch (kind) {
    case "census.hit": {
      const data = obj(p.data);
      const path = pathOf(data.url);
      const event = text(p.event);
      if (event !== "View") return [[`census:${event}`, path, 1]];
      const keys: RollupKey[] = [
        ["pageviews", "", 1],
        ["pageviews", path, 1],
      ];
      if (p.newVisit === true) {
        keys.push(
          ["visits", "", 1],
          ["landing", path, 1],
          ["referrers", referrerSource(data.referrer, data.url), 1],
          ["devices", deviceOf(data.viewportInnerWidth), 1],
        );
      }
      return keys;
    }
    case "census.button-click":
    case "census.button-render":
      return [[kind.replace(".", ":"), text(obj(p.data).buttonId), 1]];
    case "census.form-render":
      return [["census:form-render", text(obj(p.data).formId), 1]];
    case "census.overlay": {
      const data = obj(p.data);
      return [[`census:overlay-${text(data.action)}`, text(data.overlayId), 1]];
    }
    case "census.quick-view":
      return [["census:quick-view", text(p.itemId), 1]];
    case "event":
      return [[`event:${text(p.event)}`, pathOf(obj(p.data).pagePath), 1]];
    case "analytics": {
      const content = obj(p.eventContent);
      const name = text(content.custom_schema_name) || text(p.eventSchemaName);
      return [[`analytics:${name}`, text(content.object_identifier) || pathOf(content.page_path), 1]];
    }
    case "js-errors":
      return (Array.isArray(p.events) ? p.events : []).map((e) => ["js-errors", pathOf(obj(e).url), 1]);
    case "performance":
      return (Array.isArray(payload) ? payload : []).flatMap((r): RollupKey[] => {
        const record = obj(r);
        const name = text(record.metricName);
        const value = record.metricValue;
        if (typeof value !== "number" || !Number.isFinite(value)) return [];
        const path = pathOf(record.pagePath);
        // hist:<name>:<bin> counts give each page's p75 (worker/analytics/histogram.ts).
        const bin: RollupKey = [`hist:${name}:${binOf(name, value)}`, path, 1];
        if (isVitalName(name)) {
          return [[`vital:${name}`, path, value], [`vital:${name}:${rateVital(name, value)}`, path, 1], bin];
        }
        if (name.startsWith(RUM_PREFIX)) return [[`measure:${name}`, path, value], bin];
        return name ? [[`measure:${name}`, path, value]] : [];
      });
    case "commerce.purchase": {
      const total = p.grandTotalCents;
      return typeof total === "number" && Number.isFinite(total) ? [["purchases", "", total]] : [];
    }
    default:
      return [];
  }
}
