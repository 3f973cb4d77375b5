// What the owner dashboard shows, read from the daily rollups and the visitors table only (never
// the raw events): traffic per day, top pages, referrers, devices, the commerce funnel with its
// revenue, web vitals at the 75th percentile per page, and the pages' `rum-` measures.
import { DAY_MS } from "./store";
import { dayStart, daysIn, isoDayOf, type DashboardRange } from "./dashboard-range";
import { percentileOf } from "./histogram";
import { VITAL_THRESHOLDS, type VitalName, type VitalRating } from "./vitals";

const TOP = 20;
/** Where the checkout step of the funnel is counted: page views of the checkout page. */
const CHECKOUT_PATH = "/checkout";

interface Row {
  metric: string;
  dimension: string;
  count: number;
  total: number;
}

const DIMENSIONS = `
  SELECT metric, dimension, sum(count) AS count, sum(total) AS total
  FROM analytics_rollups
  WHERE website_id = ?1 AND period = 'day' AND bucket BETWEEN ?2 AND ?3
    AND (metric IN ('pageviews', 'referrers', 'devices', 'purchases',
                    'analytics:VisitPDP', 'analytics:AddToCart')
         OR metric LIKE 'vital:%' OR metric LIKE 'measure:rum-%' OR metric LIKE 'hist:%')
  GROUP BY metric, dimension`;

const TRAFFIC = `
  SELECT bucket, metric, count FROM analytics_rollups
  WHERE website_id = ?1 AND period = 'day' AND bucket BETWEEN ?2 AND ?3
    AND metric IN ('pageviews', 'visits') AND dimension = ''`;

const VISITORS_PER_DAY = `
  SELECT day, count(*) AS visitors FROM analytics_visitors
  WHERE website_id = ?1 AND day BETWEEN ?2 AND ?3 GROUP BY day`;

const VISITORS_IN_RANGE = `
  SELECT count(DISTINCT visitor_id) AS visitors FROM analytics_visitors
  WHERE website_id = ?1 AND day BETWEEN ?2 AND ?3`;

const rate = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
const ranked = <T extends { count: number }>(rows: T[]) =>
  rows.sort((a, b) => b.count - a.count).slice(0, TOP);

/**
 * The p75 rating from the rating counts (exact: p75 is good when at least 75% are good, poor when
 * more than 25% are poor); the value from the histogram, kept inside the rating's range.
 */
function p75Of(name: VitalName, bins: Map<number, number>, good: number, poor: number, samples: number) {
  const rating: VitalRating =
    good >= 0.75 * samples ? "good" : poor > 0.25 * samples ? "poor" : "needs-improvement";
  const [goodMax, poorMin] = VITAL_THRESHOLDS[name];
  const estimate = percentileOf(name, bins, 0.75);
  if (estimate === null) return { rating, p75: null };
  const p75 =
    rating === "good"
      ? Math.min(estimate, goodMax)
      : rating === "poor"
        ? Math.max(estimate, poorMin)
        : Math.min(Math.max(estimate, goodMax), poorMin);
  return { rating, p75 };
}

export async function readDashboard(d1: D1Database, websiteId: string, range: DashboardRange) {
  const from = dayStart(range.from);
  const to = dayStart(range.to);
  const [dims, traffic, perDay, inRange] = await d1.batch([
    d1.prepare(DIMENSIONS).bind(websiteId, from, to),
    d1.prepare(TRAFFIC).bind(websiteId, from, to),
    d1.prepare(VISITORS_PER_DAY).bind(websiteId, from, to),
    d1.prepare(VISITORS_IN_RANGE).bind(websiteId, from, to),
  ]);
  const rows = (dims!.results as unknown as Row[]) ?? [];

  const days = Array.from({ length: daysIn(range) }, (_, i) => ({
    date: isoDayOf(from + i * DAY_MS),
    pageViews: 0,
    visits: 0,
    uniqueVisitors: 0,
  }));
  const dayAt = (bucket: number) => days[Math.round((bucket - from) / DAY_MS)];
  for (const r of traffic!.results as { bucket: number; metric: string; count: number }[]) {
    const day = dayAt(r.bucket);
    if (day) day[r.metric === "visits" ? "visits" : "pageViews"] = r.count;
  }
  for (const r of perDay!.results as { day: number; visitors: number }[]) {
    const day = dayAt(r.day);
    if (day) day.uniqueVisitors = r.visitors;
  }

  const of = (metric: string) => rows.filter((r) => r.metric === metric);
  const sum = (metric: string, dimension?: string) =>
    of(metric)
      .filter((r) => dimension === undefined || r.dimension === dimension)
      .reduce((a, r) => ({ count: a.count + r.count, total: a.total + r.total }), { count: 0, total: 0 });

  // hist:<name>:<bin> rows, per metric name and page.
  const hists = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const m = /^hist:(.+):(\d+)$/.exec(r.metric);
    if (!m) continue;
    const key = `${m[1]}\t${r.dimension}`;
    const bins = hists.get(key) ?? new Map<number, number>();
    bins.set(Number(m[2]), (bins.get(Number(m[2])) ?? 0) + r.count);
    hists.set(key, bins);
  }
  const binsOf = (name: string, path: string) => hists.get(`${name}\t${path}`) ?? new Map<number, number>();

  const vitals = rows
    .filter((r) => /^vital:[A-Z]+$/.test(r.metric))
    .map((r) => {
      const name = r.metric.slice("vital:".length) as VitalName;
      const count = (rating: VitalRating) => sum(`vital:${name}:${rating}`, r.dimension).count;
      const good = count("good");
      const poor = count("poor");
      return {
        path: r.dimension,
        metric: name,
        samples: r.count,
        ...p75Of(name, binsOf(name, r.dimension), good, poor, r.count),
        good,
        needsImprovement: count("needs-improvement"),
        poor,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.metric.localeCompare(b.metric));

  const rumMeasures = rows
    .filter((r) => r.metric.startsWith("measure:rum-"))
    .map((r) => {
      const name = r.metric.slice("measure:".length);
      return {
        path: r.dimension,
        name,
        samples: r.count,
        average: r.count > 0 ? r.total / r.count : 0,
        p75: percentileOf(name, binsOf(name, r.dimension), 0.75),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.name.localeCompare(b.name));

  const productViews = sum("analytics:VisitPDP").count;
  const addToCart = sum("analytics:AddToCart").count;
  const checkout = sum("pageviews", CHECKOUT_PATH).count;
  const purchases = sum("purchases");
  const steps = [
    { step: "productViews", label: "Product views", count: productViews },
    { step: "addToCart", label: "Add to cart", count: addToCart },
    { step: "checkout", label: "Checkout", count: checkout },
    { step: "purchase", label: "Purchase", count: purchases.count },
  ] as const;

  return {
    range: { ...range, days: days.length },
    totals: {
      pageViews: days.reduce((a, d) => a + d.pageViews, 0),
      visits: days.reduce((a, d) => a + d.visits, 0),
      uniqueVisitors: (inRange!.results[0] as { visitors: number } | undefined)?.visitors ?? 0,
    },
    traffic: days,
    topPages: ranked(
      of("pageviews")
        .filter((r) => r.dimension !== "")
        .map((r) => ({ path: r.dimension, count: r.count })),
    ).map(({ path, count }) => ({ path, pageViews: count })),
    referrers: ranked(of("referrers").map((r) => ({ source: r.dimension, count: r.count }))).map(
      ({ source, count }) => ({ source, visits: count }),
    ),
    devices: ranked(of("devices").map((r) => ({ device: r.dimension, count: r.count }))).map(
      ({ device, count }) => ({ device, visits: count }),
    ),
    funnel: {
      steps: steps.map((s, i) => ({
        ...s,
        /** Of the step before; null for the first step or when the step before counted none. */
        conversionRate: i === 0 ? null : rate(s.count, steps[i - 1]!.count),
      })),
      /** Purchases per product view. */
      overallConversionRate: rate(purchases.count, productViews),
      revenueCents: Math.round(purchases.total),
    },
    vitals,
    rumMeasures,
  };
}

export type Dashboard = Awaited<ReturnType<typeof readDashboard>>;
