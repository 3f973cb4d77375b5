// A chart block on a page. First version: the data as an accessible table.
import type { ChartDataset, ChartType } from "../../worker/site-content/chart/dataset";

export interface ChartBlockProps {
  chartType: ChartType;
  dataset: ChartDataset;
  title: string;
}

export function ChartBlock({ chartType, dataset, title }: ChartBlockProps) {
  return (
    <figure className={`chart-block chart-${chartType}`}>
      <table>
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
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
