// One dashboard chart (uPlot, only in the panel's analytics chunk). For assistive technology it is
// a single image named by `label` whose details (aria-details) are the table with the same
// numbers, which the section shows beside it.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { CHART_HEIGHT, chartData, chartOptions, type ChartSpec } from "./chart-options";

const MIN_WIDTH = 280;
const MAX_WIDTH = 720;

export function Chart({ label, tableId, spec }: { label: string; tableId: string; spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  // The spec is plain data rebuilt on every render of the dashboard: draw again only when it changes.
  const drawn = JSON.stringify(spec);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const width = () => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, el.clientWidth));
    const chart = new uPlot(chartOptions(spec, width()), chartData(spec), el);
    // Follow the section's width (a resized window, a narrow screen where the table wraps below).
    const resized = new ResizeObserver(() => {
      if (width() !== chart.width) chart.setSize({ width: width(), height: CHART_HEIGHT });
    });
    resized.observe(el);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [drawn]);
  const rules = spec.kind === "bars" ? (spec.rules ?? []) : [];
  return (
    <div className="chart" role="img" aria-label={label} aria-details={tableId}>
      <div ref={box} />
      {rules.length > 0 ? (
        <ul className="chart-rules">
          {rules.map((r) => (
            <li key={r.label} style={{ color: r.color }}>
              <span aria-hidden="true">– – </span>
              {r.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
