// Lines drawn by uPlot, loaded only when a line chart scrolls into view (its own chunk). Before
// then, and without script, the figure shows its data table.
import { useEffect, useRef } from "react";
import { colourOf, type ChartData } from "./series";

const HEIGHT = 320;

// Islands are also type-checked with the worker (no DOM library): the two browser APIs used here.
interface Observer {
  observe(el: unknown): void;
  disconnect(): void;
}
const observeSize = (onResize: () => void): Observer =>
  new (globalThis as unknown as { ResizeObserver: new (cb: () => void) => Observer }).ResizeObserver(
    onResize,
  );
const widthOf = (el: unknown) => (el as { clientWidth: number }).clientWidth;

export function LineChart({ data }: { data: ChartData }) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = JSON.stringify(data);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | undefined;
    let live = true;
    const resized = observeSize(() => chart?.setSize({ width: widthOf(el), height: HEIGHT }));
    void import("uplot").then(({ default: uPlot }) => {
      if (!live) return;
      const x = data.categories.map((_, i) => i);
      chart = new uPlot(
        {
          width: widthOf(el) || 640,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          scales: { x: { time: false } },
          axes: [
            {
              values: (_u, splits) => splits.map((i) => data.categories[i] ?? ""),
              splits: () => x,
            },
            {},
          ],
          series: [
            {},
            ...data.series.map((s, k) => ({
              label: s.name,
              stroke: colourOf(k),
              width: 2,
              spanGaps: false,
              points: { show: true },
            })),
          ],
        },
        [x, ...data.series.map((s) => s.values)],
        el,
      );
      resized.observe(el);
    });
    return () => {
      live = false;
      resized.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);
  return <div ref={box} className="chart-canvas" aria-hidden="true" />;
}
