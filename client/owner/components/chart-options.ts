// uPlot options for the dashboard's two kinds of chart: lines over days (traffic) and bars over
// categories (funnel steps, devices, pages), with optional dashed reference lines across the plot
// (the web vitals thresholds). Pure: Chart.tsx measures the width and draws.
import uPlot from "uplot";

export interface ChartSeries {
  label: string;
  values: readonly number[];
  color: string;
}

/** A horizontal line at `value`, drawn dashed across the whole plot. */
export interface ChartRule {
  label: string;
  value: number;
  color: string;
}

export type ChartSpec =
  | { kind: "lines"; days: readonly string[]; series: readonly ChartSeries[] }
  | {
      kind: "bars";
      /** What the categories are ("Step", "Device"): the legend's first entry. */
      categoryName: string;
      categories: readonly string[];
      /** One series: bars of several series would cover each other. */
      bars: ChartSeries;
      rules?: readonly ChartRule[];
    };

export const CHART_HEIGHT = 240;

/** The y scale starts at 0 and leaves room above the highest bar, point or rule. */
const yRange =
  (rules: readonly ChartRule[]): uPlot.Scale.Range =>
  (_u, _min, max) => {
    const top = Math.max(max ?? 0, ...rules.map((r) => r.value));
    return [0, top > 0 ? top * 1.1 : 1];
  };

function drawRules(rules: readonly ChartRule[]) {
  return (u: uPlot) => {
    const { ctx, bbox } = u;
    for (const rule of rules) {
      const y = Math.round(u.valToPos(rule.value, "y", true));
      ctx.save();
      ctx.strokeStyle = rule.color;
      ctx.lineWidth = 2 * uPlot.pxRatio;
      ctx.setLineDash([8 * uPlot.pxRatio, 6 * uPlot.pxRatio]);
      ctx.beginPath();
      ctx.moveTo(bbox.left, y);
      ctx.lineTo(bbox.left + bbox.width, y);
      ctx.stroke();
      ctx.restore();
    }
  };
}

export function chartOptions(spec: ChartSpec, width: number): uPlot.Options {
  if (spec.kind === "lines") {
    return {
      width,
      height: CHART_HEIGHT,
      scales: { y: { range: yRange([]) } },
      series: [{}, ...spec.series.map((s) => ({ label: s.label, stroke: s.color, width: 2 }))],
    };
  }
  const { categories, bars } = spec;
  const rules = spec.rules ?? [];
  const indices = categories.map((_, i) => i);
  const name = (i: number | null) => (i === null ? "" : (categories[i] ?? ""));
  return {
    width,
    height: CHART_HEIGHT,
    scales: { x: { time: false, range: [-0.5, categories.length - 0.5] }, y: { range: yRange(rules) } },
    axes: [{ splits: () => indices, values: (_u, splits) => splits.map(name), grid: { show: false } }, {}],
    series: [
      { label: spec.categoryName, value: (_u, i) => name(i) },
      {
        label: bars.label,
        stroke: bars.color,
        fill: bars.color,
        paths: uPlot.paths.bars!({ size: [0.6, 64] }),
        points: { show: false },
      },
    ],
    hooks: rules.length > 0 ? { draw: [drawRules(rules)] } : {},
  };
}

export function chartData(spec: ChartSpec): uPlot.AlignedData {
  if (spec.kind === "lines") {
    return [
      spec.days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000),
      ...spec.series.map((s) => [...s.values]),
    ];
  }
  return [spec.categories.map((_, i) => i), [...spec.bars.values]];
}
