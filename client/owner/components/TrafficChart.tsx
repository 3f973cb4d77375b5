// The traffic chart (uPlot, only in the panel's analytics chunk): page views, visits and unique
// visitors per day. Decorative for assistive technology: the table under it holds the same numbers.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface TrafficDay {
  date: string;
  pageViews: number;
  visits: number;
  uniqueVisitors: number;
}

export function TrafficChart({ days }: { days: readonly TrafficDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000),
      days.map((d) => d.pageViews),
      days.map((d) => d.visits),
      days.map((d) => d.uniqueVisitors),
    ];
    const chart = new uPlot(
      {
        width: Math.max(320, el.clientWidth),
        height: 240,
        series: [
          {},
          { label: "Page views", stroke: "#1f5fbf" },
          { label: "Visits", stroke: "#b35900" },
          { label: "Unique visitors", stroke: "#2e7d32" },
        ],
      },
      data,
      el,
    );
    return () => chart.destroy();
  }, [days]);
  return <div ref={box} aria-hidden="true" />;
}
