// A dataset as a chart reads it: the first column names the categories (x axis, pie slices), each
// other column is a series of numbers; a cell that is not a number is a gap (null).
import { cellNumber } from "../../../worker/site-content/chart/cell-number";
import type { ChartDataset } from "../../../worker/site-content/chart/dataset";

export interface ChartSeries {
  name: string;
  values: (number | null)[];
}

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
}

export function chartData(dataset: ChartDataset): ChartData {
  const categories = dataset.rows.map((row, i) => row[0]?.trim() || `${i + 1}`);
  // A one-column dataset is a list of numbers: the row number names each.
  if (dataset.columns.length === 1) {
    return {
      categories: dataset.rows.map((_, i) => `${i + 1}`),
      series: [{ name: dataset.columns[0]!, values: dataset.rows.map((row) => cellNumber(row[0])) }],
    };
  }
  const series = dataset.columns.slice(1).map((name, c) => ({
    name,
    values: dataset.rows.map((row) => cellNumber(row[c + 1])),
  }));
  return { categories, series };
}

/** Colours of the series, in order (contrast of at least 3:1 on white). */
export const CHART_COLOURS = [
  "#2f5fb3",
  "#c2410c",
  "#15803d",
  "#7e22ce",
  "#b91c1c",
  "#0e7490",
  "#a16207",
  "#be185d",
  "#4d7c0f",
  "#475569",
];

export const colourOf = (i: number) => CHART_COLOURS[i % CHART_COLOURS.length]!;

/** Round axis steps covering min..max (1, 2 or 5 times a power of ten). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = max > low ? max : low + 1;
  const raw = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = Math.floor(low / step) * step; t < high + step / 2; t += step)
    ticks.push(Number(t.toPrecision(12)));
  return ticks;
}
