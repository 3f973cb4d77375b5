// The analytics dashboard: presets of 7, 30 or 90 days; each section a heading, a table (what a
// keyboard or screen reader reads) and a CSV export of exactly that table.
import { useEffect, useId, useState, type ReactNode } from "react";
import { Button, Heading } from "react-aria-components";
import { lastDays } from "../../../worker/analytics/dashboard-range";
import { answer, api, GENERAL_ERROR } from "../api";
import { ErrorBanner } from "../components/ErrorBanner";
import { TrafficChart } from "../components/TrafficChart";
import { toCsv } from "../csv";
import { downloadCsv } from "../download";

const PRESETS = [7, 30, 90] as const;
type Dashboard = Awaited<ReturnType<typeof load>>;
const load = (days: number) => answer(api.analytics.$get({ query: lastDays(days, Date.now()) }));

const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);
const RATING_LABEL = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" } as const;

function Section(props: {
  title: string;
  file: string;
  header: string[];
  rows: string[][];
  empty: string;
  /** A chart of the same rows (hidden from assistive technology: the table says it all). */
  chart?: ReactNode;
}) {
  const { title, file, header, rows, empty, chart } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} level={2}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          {chart}
          <table aria-labelledby={headingId}>
            <thead>
              <tr>
                {header.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <Button onPress={() => downloadCsv(`${file}.csv`, toCsv(header, rows))}>
            Export {title} as CSV
          </Button>
        </>
      )}
    </section>
  );
}

export function AnalyticsDashboard() {
  const [days, setDays] = useState<number>(30);
  const [data, setData] = useState<Dashboard>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let current = true;
    setFailure(undefined);
    load(days).then(
      (d) => current && setData(d),
      (err: unknown) => current && setFailure(err instanceof Error ? err.message : GENERAL_ERROR),
    );
    return () => {
      current = false;
    };
  }, [days]);

  const money = (cents: number) =>
    new Intl.NumberFormat(undefined, { style: "currency", currency: data?.currency ?? "USD" }).format(
      cents / 100,
    );

  return (
    <section>
      <Heading level={1}>Analytics</Heading>
      <div role="group" aria-label="Date range">
        {PRESETS.map((n) => (
          <Button key={n} onPress={() => setDays(n)} aria-pressed={days === n}>
            Last {n} days
          </Button>
        ))}
      </div>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {!data ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <p>
            {data.range.from} to {data.range.to}: {data.totals.pageViews} page views, {data.totals.visits}{" "}
            visits, {data.totals.uniqueVisitors} unique visitors.
          </p>
          <Section
            title="Traffic"
            chart={<TrafficChart days={data.traffic} />}
            file="traffic"
            header={["Date", "Page views", "Visits", "Unique visitors"]}
            rows={
              data.totals.pageViews === 0
                ? []
                : data.traffic.map((d) => [d.date, `${d.pageViews}`, `${d.visits}`, `${d.uniqueVisitors}`])
            }
            empty="No page views in this range yet."
          />
          <Section
            title="Top pages"
            file="top-pages"
            header={["Page", "Page views"]}
            rows={data.topPages.map((p) => [p.path, `${p.pageViews}`])}
            empty="No page views in this range yet."
          />
          <Section
            title="Referrers"
            file="referrers"
            header={["Source", "Visits"]}
            rows={data.referrers.map((r) => [r.source, `${r.visits}`])}
            empty="No visits in this range yet."
          />
          <Section
            title="Devices"
            file="devices"
            header={["Device", "Visits"]}
            rows={data.devices.map((d) => [d.device, `${d.visits}`])}
            empty="No visits in this range yet."
          />
          <Section
            title="Commerce funnel"
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
          <Section
            title="Web vitals (75th percentile)"
            file="web-vitals"
            header={["Page", "Metric", "p75", "Rating", "Samples"]}
            rows={data.vitals.map((v) => [
              v.path,
              v.metric,
              v.p75 === null ? "–" : v.metric === "CLS" ? v.p75.toFixed(3) : `${Math.round(v.p75)} ms`,
              RATING_LABEL[v.rating],
              `${v.samples}`,
            ])}
            empty="No web vitals reported in this range yet."
          />
          <Section
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
