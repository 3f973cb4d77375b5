// A chart block on a page: bars and pie as SVG (drawn on the server too), lines by uPlot once the
// block is visible, and the data as a table for screen readers (the drawing is hidden from them;
// the table is visually hidden). A legend names the series (the slices, for a pie).
import { useId } from "react";
import type { ChartDataset, ChartType } from "../../worker/site-content/chart/dataset";
import { BarChart } from "./chart/BarChart";
import { LineChart } from "./chart/LineChart";
import { PieChart } from "./chart/PieChart";
import { chartData, colourOf } from "./chart/series";

export interface ChartBlockProps {
  chartType: ChartType;
  dataset: ChartDataset;
  title: string;
}

export function ChartBlock({ chartType, dataset, title }: ChartBlockProps) {
  const tableId = useId();
  const data = chartData(dataset);
  const legend = chartType === "pie" ? data.categories : data.series.map((s) => s.name);
  return (
    <figure className={`chart-block chart-${chartType}`} data-chart-type={chartType}>
      {title ? <figcaption className="chart-title">{title}</figcaption> : null}
      <div className="chart-drawing">
        {chartType === "bar" ? <BarChart data={data} /> : null}
        {chartType === "pie" ? <PieChart data={data} /> : null}
        {chartType === "line" ? <LineChart data={data} /> : null}
      </div>
      <ul className="chart-legend" aria-hidden="true">
        {legend.map((name, i) => (
          <li key={i}>
            <span className="chart-swatch" style={{ background: colourOf(i) }} />
            {name}
          </li>
        ))}
      </ul>
      <table className="visually-hidden" id={tableId}>
        {title ? <caption>{title}</caption> : null}
        <thead>
          <tr>
            {dataset.columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataset.rows.map((row, r) => (
            <tr key={r}>
              {dataset.columns.map((_, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {row[0] ?? ""}
                  </th>
                ) : (
                  <td key={i}>{row[i] ?? ""}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
