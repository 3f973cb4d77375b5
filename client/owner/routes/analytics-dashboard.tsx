// The analytics dashboard: the range (a preset or picked days, kept in the URL), then per section
// a heading, a chart where one helps with its table beside it (what a keyboard or screen reader
// reads), and a CSV export of exactly that table.
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Heading } from "react-aria-components";
import { VITAL_THRESHOLDS, type VitalName } from "../../../worker/analytics/vitals";
import { chosenRange } from "../analytics-range";
import { PRESETS } from "../analytics-search";
import { answer, api, GENERAL_ERROR } from "../api";
import { Chart } from "../components/Chart";
import { DashboardSection } from "../components/DashboardSection";
import { ErrorBanner } from "../components/ErrorBanner";
import { RangePicker } from "../components/RangePicker";
import "./analytics-dashboard.css";

const routeApi = getRouteApi("/analytics");
const load = (from: string, to: string) => answer(api.analytics.$get({ query: { from, to } }));
type Dashboard = Awaited<ReturnType<typeof load>>;
type Vital = Dashboard["vitals"][number];

const COLORS = { blue: "#1f5fbf", orange: "#b35900", green: "#2e7d32", red: "#a1261f" } as const;
const RATING_LABEL = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" } as const;

const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);
const vitalValue = (metric: VitalName, value: number) =>
  metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;

/** One bar chart per metric: each page's p75 against the metric's good and poor thresholds. */
function VitalsCharts({ vitals, tableId }: { vitals: readonly Vital[]; tableId: string }) {
  const metrics = (Object.keys(VITAL_THRESHOLDS) as VitalName[]).filter((m) =>
    vitals.some((v) => v.metric === m && v.p75 !== null),
  );
  return (
    <div className="charts">
      {metrics.map((metric) => {
        const pages = vitals.filter((v) => v.metric === metric && v.p75 !== null);
        const [good, poor] = VITAL_THRESHOLDS[metric];
        const goodText = `Good up to ${vitalValue(metric, good)}`;
        const poorText = `Poor above ${vitalValue(metric, poor)}`;
        return (
          <Chart
            key={metric}
            label={`${metric} at the 75th percentile per page; ${goodText.toLowerCase()}, ${poorText.toLowerCase()}`}
            tableId={tableId}
            spec={{
              kind: "bars",
              categoryName: "Page",
              categories: pages.map((v) => v.path),
              bars: { label: `${metric} p75`, values: pages.map((v) => v.p75!), color: COLORS.blue },
              rules: [
                { label: goodText, value: good, color: COLORS.green },
                { label: poorText, value: poor, color: COLORS.red },
              ],
            }}
          />
        );
      })}
    </div>
  );
}

export function AnalyticsDashboard() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const chosen = chosenRange(search, Date.now());
  const [loaded, setLoaded] = useState<Dashboard>();
  const [failure, setFailure] = useState<string>();
  const from = chosen.range?.from;
  const to = chosen.range?.to;
  // Figures of another range (the one before a change, until the new one arrives) are not shown.
  const data = loaded?.range.from === from && loaded?.range.to === to ? loaded : undefined;

  useEffect(() => {
    setFailure(undefined);
    if (from === undefined || to === undefined) return;
    let current = true;
    load(from, to).then(
      (d) => current && setLoaded(d),
      (err: unknown) => current && setFailure(err instanceof Error ? err.message : GENERAL_ERROR),
    );
    return () => {
      current = false;
    };
  }, [from, to]);

  const money = (cents: number) =>
    new Intl.NumberFormat(undefined, { style: "currency", currency: data?.currency ?? "USD" }).format(
      cents / 100,
    );

  return (
    <section>
      <Heading level={1}>Analytics</Heading>
      <RangePicker
        presets={PRESETS}
        preset={chosen.preset}
        from={from ?? search.from}
        to={to ?? search.to}
        error={chosen.error}
        onPreset={(days) => void navigate({ search: { days } })}
        onRange={(f, t) => void navigate({ search: { from: f, to: t } })}
      />
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {chosen.error ? null : !data ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <p>
            {data.range.from} to {data.range.to}: {data.totals.pageViews} page views, {data.totals.visits}{" "}
            visits, {data.totals.uniqueVisitors} unique visitors.
          </p>
          <DashboardSection
            title="Traffic"
            chart={(tableId) => (
              <Chart
                label="Page views, visits and unique visitors per day"
                tableId={tableId}
                spec={{
                  kind: "lines",
                  days: data.traffic.map((d) => d.date),
                  series: [
                    { label: "Page views", values: data.traffic.map((d) => d.pageViews), color: COLORS.blue },
                    { label: "Visits", values: data.traffic.map((d) => d.visits), color: COLORS.orange },
                    {
                      label: "Unique visitors",
                      values: data.traffic.map((d) => d.uniqueVisitors),
                      color: COLORS.green,
                    },
                  ],
                }}
              />
            )}
            file="traffic"
            header={["Date", "Page views", "Visits", "Unique visitors"]}
            rows={
              data.totals.pageViews === 0
                ? []
                : data.traffic.map((d) => [d.date, `${d.pageViews}`, `${d.visits}`, `${d.uniqueVisitors}`])
            }
            empty="No page views in this range yet."
          />
          <DashboardSection
            title="Top pages"
            file="top-pages"
            header={["Page", "Page views"]}
            rows={data.topPages.map((p) => [p.path, `${p.pageViews}`])}
            empty="No page views in this range yet."
          />
          <DashboardSection
            title="Referrers"
            file="referrers"
            header={["Source", "Visits"]}
            rows={data.referrers.map((r) => [r.source, `${r.visits}`])}
            empty="No visits in this range yet."
          />
          <DashboardSection
            title="Devices"
            chart={(tableId) => (
              <Chart
                label="Visits per device"
                tableId={tableId}
                spec={{
                  kind: "bars",
                  categoryName: "Device",
                  categories: data.devices.map((d) => d.device),
                  bars: { label: "Visits", values: data.devices.map((d) => d.visits), color: COLORS.blue },
                }}
              />
            )}
            file="devices"
            header={["Device", "Visits"]}
            rows={data.devices.map((d) => [d.device, `${d.visits}`])}
            empty="No visits in this range yet."
          />
          <DashboardSection
            title="Commerce funnel"
            chart={(tableId) => (
              <Chart
                label="Commerce funnel: product views, add to cart, checkout and purchase"
                tableId={tableId}
                spec={{
                  kind: "bars",
                  categoryName: "Step",
                  categories: data.funnel.steps.map((s) => s.label),
                  bars: { label: "Count", values: data.funnel.steps.map((s) => s.count), color: COLORS.blue },
                }}
              />
            )}
            file="funnel"
            header={["Step", "Count", "Conversion from the step before"]}
            rows={
              data.funnel.steps.every((s) => s.count === 0)
                ? []
                : data.funnel.steps.map((s) => [s.label, `${s.count}`, percent(s.conversionRate)])
            }
            empty="No product views, carts or orders in this range yet."
          />
          <p>
            Revenue {money(data.funnel.revenueCents)}; purchases per product view{" "}
            {percent(data.funnel.overallConversionRate)}.
          </p>
          <DashboardSection
            title="Web vitals (75th percentile)"
            chart={(tableId) => <VitalsCharts vitals={data.vitals} tableId={tableId} />}
            file="web-vitals"
            header={["Page", "Metric", "p75", "Rating", "Samples"]}
            rows={data.vitals.map((v) => [
              v.path,
              v.metric,
              v.p75 === null ? "–" : vitalValue(v.metric, v.p75),
              RATING_LABEL[v.rating],
              `${v.samples}`,
            ])}
            empty="No web vitals reported in this range yet."
          />
          <DashboardSection
            title="Image load times (rum- measures)"
            file="rum-measures"
            header={["Page", "Measure", "Average", "p75", "Samples"]}
            rows={data.rumMeasures.map((m) => [
              m.path,
              m.name,
              `${Math.round(m.average)} ms`,
              m.p75 === null ? "–" : `${Math.round(m.p75)} ms`,
              `${m.samples}`,
            ])}
            empty="No image measures reported in this range yet."
          />
        </>
      )}
    </section>
  );
}
